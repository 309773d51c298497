import { isPrivatePage } from "../analytics/private-pages"
import { watchForAhead } from "../components/plain-link"
import { whenIdle } from "../components/when-idle"

/** What this needs of Gatsby's loader (`window.___loader`). */
export interface PageLoader {
  loadPage: (pathname: string) => Promise<unknown>
}

const gatsbyLoader = () => (window as { ___loader?: PageLoader }).___loader

/**
 * A tap on a link waits for nothing that could have come before it.
 * Gatsby fetches the data of the links in view ahead (three seconds after
 * they come into view, four at a time; not on 2G, with Save-Data or for a
 * crawler), but the page's template, its static queries' results and
 * app-data.json only on the press, or on a mouse's hover, which a phone has
 * none of. On a first visit, ten seconds after the page loaded, a tap from
 * home to the programme waited 0.75 s on slow 4G and 1.27 s on a festival
 * network (400 ms, 1 Mbps) with the CPU 4x slower; 0.31 and 0.36 s once
 * loaded ahead (`npm run bench:taps`, docs/performance.md).
 *
 * So each content page Gatsby has fetched ahead is loaded in full, as a
 * hover loads it, at the next idle moment: the pages of one batch together,
 * so that they share one request for app-data.json, and each template once,
 * however many pages use it. The tap then finds the page in Gatsby's memory
 * and asks for nothing. A page that cannot be loaded ahead (the network
 * gone) is loaded again by the tap; one whose template failed, which Gatsby
 * remembers, the tap opens in full, as Gatsby opens any page whose code
 * could not be loaded.
 *
 * Not the private pages (sign-in, Min side, Min festival): their code (the
 * account client, the plan store) stays off a first visit, as the budgets
 * say (docs/performance.md), and after the tag manager has loaded every way
 * into them is a full page load anyway (src/analytics/private-pages.ts).
 */
export function loadAheadWith(
  loader: () => PageLoader | undefined,
  idle: () => Promise<void> = whenIdle,
): (pathname: string) => void {
  const waiting = new Set<string>()
  let queued = false
  return (pathname) => {
    if (isPrivatePage(pathname)) return
    waiting.add(pathname)
    if (queued) return
    queued = true
    void idle().then(() => {
      queued = false
      const paths = [...waiting]
      waiting.clear()
      const gatsby = loader()
      // Gatsby answers a failure with the page's state, not a rejection; this only keeps a stray one quiet.
      paths.forEach((path) => gatsby?.loadPage(path).catch(() => undefined))
    })
  }
}

/** The site's own: Gatsby's loader, once it is there. */
export const loadAhead = loadAheadWith(gatsbyLoader)

/** A link of this site to a page (not a file, not a new window or a download). */
function linksToPage(link: Element): link is HTMLAnchorElement {
  return (
    link instanceof HTMLAnchorElement &&
    link.origin === window.location.origin &&
    (link.target === "" || link.target === "_self") &&
    !link.hasAttribute("download") &&
    !/\.[a-z0-9]+$/i.test(link.pathname)
  )
}

/**
 * The links in the blocks a first page keeps as the server drew them
 * (src/components/static-html.tsx: home's cards, an article's text) are not
 * Gatsby Links, so nothing fetched them ahead. Each that comes into view is
 * given to Gatsby's loader as a Link gives itself, in its time and with its
 * checks of the connection; what Gatsby fetches, loadAhead then completes.
 * Started once a document, with the first link Gatsby fetches ahead: only
 * the first page keeps such blocks; a page reached in the site draws them
 * with Gatsby Links of their own.
 */
export function watchKeptLinks(root: ParentNode = document): HTMLAnchorElement[] | undefined {
  if (typeof IntersectionObserver === "undefined") return undefined
  const links = [...root.querySelectorAll(".static-html a[href]")].filter(linksToPage)
  if (links.length === 0) return undefined
  // The same observer as the rows' plain links (plain-link.tsx).
  links.forEach((link) => watchForAhead(link))
  return links
}

let watching = false

/** `watchKeptLinks` for this document, once. */
export function watchKeptLinksOnce(): void {
  if (watching) return
  watching = true
  watchKeptLinks()
}
