import React, { useId, useState, type ComponentType, type ReactNode } from "react"

import { followInSite } from "./plain-link"
import { isHydratingFirstPage } from "./use-enhanced"

/**
 * A part of the page with nothing to do in the browser (an article's text, a
 * cover, a list of cards): on the first page it keeps the server's HTML as it
 * is, and React's hydration walks none of it. Its HTML is read back once and
 * given as the element's own, so a render from scratch (a mismatch above it)
 * draws the same and never blanks it. Links in it still go through Gatsby's
 * router. A page reached in the site renders its children as usual.
 */
export function StaticHtml({ children }: { children: ReactNode }) {
  const id = useId()
  const [kept] = useState(() => (isHydratingFirstPage() ? document.getElementById(id)?.innerHTML : undefined))
  if (kept === undefined) {
    return (
      <div className="static-html" id={id}>
        {children}
      </div>
    )
  }
  // The element is a container for a link's click, not a control: the link itself is what is pressed.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className="static-html" id={id} onClick={followInSite} dangerouslySetInnerHTML={{ __html: kept }} />
}

/** A block drawn inside StaticHtml: for a registry of blocks, where each says whether it has work in the browser. */
export function staticBlock<P extends object>(Block: ComponentType<P>): ComponentType<P> {
  return function StaticBlock(props: P) {
    return (
      <StaticHtml>
        <Block {...props} />
      </StaticHtml>
    )
  }
}
