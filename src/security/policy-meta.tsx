import React, { isValidElement, type ReactNode } from "react"

import { EMBED_HOSTS } from "../content-model/embeds"
import { pagePolicy } from "./content-security-policy"

/**
 * The inline scripts of Gatsby's `_gatsby-scripts` slice (the chunk map and
 * the compilation hash), which Gatsby stitches into each page after it is
 * rendered; gatsby/on-create-webpack-config reads them from the slice once
 * the browser bundle is built, before the HTML renderer is.
 */
declare const __GATSBY_SCRIPTS_SLICE_INLINE__: readonly string[] | undefined

interface ScriptProps {
  src?: string
  type?: string
  children?: ReactNode
  dangerouslySetInnerHTML?: { __html: string }
}

/** Every element of one tag among the components, through arrays and fragments. */
function elements<P>(components: ReactNode, tag: string): P[] {
  if (Array.isArray(components)) return components.flatMap((component: ReactNode) => elements<P>(component, tag))
  if (!isValidElement<P & { children?: ReactNode }>(components)) return []
  if (components.type === tag) return [components.props]
  return components.type === React.Fragment ? elements<P>(components.props.children, tag) : []
}

/**
 * The script a page loads only after the visitor's yes, named in its head
 * (src/analytics/tag-manager.tsx): the policy must allow it from the start.
 */
const afterConsent = (components: ReactNode[]): string[] =>
  elements<{ name?: string; content?: string }>(components, "meta").flatMap(({ name, content }) =>
    name === "tag-manager" && content ? [content] : [],
  )

const EXECUTABLE = new Set(["", "text/javascript", "module", "application/javascript"])

function inlineText({ children, dangerouslySetInnerHTML }: ScriptProps): string {
  if (dangerouslySetInnerHTML) return dangerouslySetInnerHTML.__html
  return typeof children === "string" ? children : [children].flat().join("")
}

/** The policy of a page whose head, body start and body end hold these components. */
export function policyFor(components: ReactNode[]): string {
  const all = elements<ScriptProps>(components, "script").filter((script) => EXECUTABLE.has(script.type ?? ""))
  const sliced = typeof __GATSBY_SCRIPTS_SLICE_INLINE__ === "undefined" ? [] : __GATSBY_SCRIPTS_SLICE_INLINE__
  return pagePolicy({
    inlineScripts: [...all.filter((script) => !script.src).map(inlineText), ...sliced],
    externalScripts: [...all.flatMap((script) => (script.src ? [script.src] : [])), ...afterConsent(components)],
    services: [
      process.env.GATSBY_TICKETING_118_URL ?? "",
      process.env.GATSBY_TICKETING_178_URL ?? "",
      process.env.GATSBY_NEWSLETTER_URL ?? "",
    ],
    imageOrigins: (process.env.GATSBY_TICKETING_IMAGE_ORIGINS ?? "").split(","),
    frameHosts: EMBED_HOSTS,
    formTargets: [process.env.GATSBY_NEWSLETTER_URL ?? ""],
  })
}

/** The policy as the first element of the head: it governs only what comes after it. */
export function PolicyMeta({ policy }: { policy: string }) {
  return <meta httpEquiv="Content-Security-Policy" content={policy} />
}
