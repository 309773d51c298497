import { navigate } from "gatsby"
import React, { useEffect, useRef, type MouseEvent, type ReactNode } from "react"

/** Gatsby's loader as a Link calls it when in view: the page's data fetched ahead, in its own time and with its checks of the connection. */
const loader = () => (window as { ___loader?: { enqueue: (path: string) => unknown } }).___loader

/** A plain left click on a link to a page of this site goes through Gatsby's router, as its Link's would. */
export function followInSite(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement) || (link.target !== "" && link.target !== "_self")) return
  if (link.hasAttribute("download")) return
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return
  event.preventDefault()
  void navigate(`${url.pathname}${url.search}${url.hash}`)
}

let watcher: IntersectionObserver | undefined

/**
 * One observer for every link of the site's own that is not a Gatsby Link (a
 * PlainLink, a link in a block kept as the server drew it, load-ahead.ts):
 * each is handed to Gatsby's loader the first time it is in view, as a Link
 * hands itself. Returns the way to stop watching it.
 */
export function watchForAhead(link: HTMLAnchorElement): (() => void) | undefined {
  if (typeof IntersectionObserver === "undefined") return undefined
  watcher ??= new IntersectionObserver((entries) =>
    entries.forEach(({ isIntersecting, target }) => {
      if (!isIntersecting) return
      watcher?.unobserve(target)
      // Gatsby's loader finds a page by its path alone.
      loader()?.enqueue((target as HTMLAnchorElement).pathname)
    }),
  )
  watcher.observe(link)
  return () => watcher?.unobserve(link)
}

/**
 * A link to a page of this site for lists that draw many of them (a
 * showtime row's title and trailer: over a hundred on the programme). It is
 * what a Gatsby Link does, as one component: a Link is six, with an
 * observer of its own, which the programme's hydration walked and made for
 * every row (docs/performance.md). A press goes through Gatsby's router, the
 * page is fetched ahead once the link is in view (and loaded in full at idle
 * by load-ahead.ts, which makes a Link's load on a mouse's hover needless),
 * and without scripts it is the same plain link. `to` is a path as
 * the site writes it (with its trailing slash).
 */
export function PlainLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null)
  useEffect(() => (ref.current ? watchForAhead(ref.current) : undefined), [])
  return (
    <a className={className} href={to} ref={ref} onClick={followInSite}>
      {children}
    </a>
  )
}
