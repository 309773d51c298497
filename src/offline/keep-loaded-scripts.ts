// In the same chunk: both are steps of the page once the worker controls it (gatsby-browser.tsx).
export { completePathResources } from "./path-resources"

/** Runs `step` when the page is idle: a task of its own, which a tap need not wait out. */
function whenIdle(step: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(step, { timeout: 2000 })
  else setTimeout(step, 0)
}

/** Of the files a page loaded, those kept for the worker: this site's scripts and page data. */
export function keptForTheWorker(loaded: readonly string[], origin: string): string[] {
  return loaded.filter((name) => {
    const { origin: from, pathname } = new URL(name)
    return (
      from === origin &&
      (pathname.endsWith(".js") || (pathname.startsWith("/page-data/") && pathname.endsWith(".json")))
    )
  })
}

/**
 * The scripts this page fetched before the offline worker took control
 * (the chunks loaded after the first render: the consent question, the header's
 * account link, a film's audience panel) went past the worker and are not
 * in its cache. gatsby-plugin-offline fetches the head's scripts again
 * through the worker when it becomes active; this does the same for the
 * rest, so they work without a network too. The same holds for page data:
 * the static query results (/page-data/sq/), which Gatsby's list of a page's
 * resources leaves out, and the data of a page reached by navigating before
 * the worker took control (Min side right after signing in on a first
 * visit), which the plugin knows of only when it was prefetched. Without
 * them such a page reloaded offline does not render. Under the hosts'
 * caching (must-revalidate) the browser's own cache cannot stand in for the
 * worker's. Same-origin files only.
 *
 * Each fetch starts in an idle moment of its own: starting one costs
 * the page a few milliseconds of main thread, and twenty at once, on a first
 * visit, were a task of 48 ms on a desktop, four times that on a phone.
 */
export function keepLoadedScripts(
  doc: Document = document,
  entries = performance.getEntriesByType("resource"),
): string[] {
  const urls = keptForTheWorker(
    entries.map((entry) => entry.name),
    doc.location.origin,
  )
  const fetchNext = ([url, ...rest]: string[]) => {
    if (url === undefined) return
    const link = doc.createElement("link")
    link.rel = "prefetch"
    link.href = url
    link.onload = link.onerror = () => link.remove()
    doc.head.appendChild(link)
    whenIdle(() => fetchNext(rest))
  }
  whenIdle(() => fetchNext(urls))
  return urls
}

/**
 * Runs `keep` once the worker controls this page. Gatsby says the worker is
 * active when it has activated, which can be a moment before it claims the
 * page: a file fetched again in that moment would pass the worker by, as the
 * first time.
 */
export function whenControlled(
  keep: () => void,
  container: Pick<ServiceWorkerContainer, "controller" | "addEventListener"> = navigator.serviceWorker,
): void {
  if (container.controller) keep()
  else container.addEventListener("controllerchange", () => keep(), { once: true })
}
