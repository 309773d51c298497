/**
 * The pages of a visitor's own: the password fields, the tickets with their
 * QR codes, the plan. No third-party script may run on them, so they never
 * ask the cookie question, and once a document has loaded the tag manager
 * (which cannot be unloaded) every way into them is a full page load, where
 * it is never loaded. Every page made of code (src/pages/) is one of them
 * (a unit test keeps the list whole); the content pages are the rest.
 */
export const PRIVATE_PAGES = ["/logg-inn/", "/ny-bruker/", "/glemt-passord/", "/min-side/", "/min-festival/"]

/**
 * Whether a path leads to a private page, however it is spelled: escaped,
 * in capitals, with doubled slashes or `index.html`. A doubt counts as
 * private: a full page load costs a moment, a tag manager on a password
 * field costs more.
 */
export function isPrivatePage(pathname: string): boolean {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // Left as it is: an escape gone wrong reaches no page of ours either way.
  }
  const normal = `${path
    .toLowerCase()
    .replace(/[\\/]+/g, "/")
    .replace(/\/index\.html$/, "")}/`.replace(/\/+$/, "/")
  return PRIVATE_PAGES.some((page) => normal.startsWith(page))
}

/**
 * A click on a link to a private page goes to the browser, not to Gatsby's
 * router: stopped at the window, before React's handlers below it hear of
 * it, the browser follows the link as a plain one and loads the page in full.
 */
function loadPrivateLinksInFull(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement) || (link.target !== "" && link.target !== "_self")) return
  if (link.hasAttribute("download") || link.origin !== window.location.origin) return
  if (isPrivatePage(link.pathname)) event.stopImmediatePropagation()
}

let guarded = false

/** From now on in this document, links to private pages load them in full. */
export function guardPrivateLinks(): void {
  if (guarded) return
  guarded = true
  window.addEventListener("click", loadPrivateLinksInFull, { capture: true })
}
