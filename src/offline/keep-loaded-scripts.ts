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
 */
export function keepLoadedScripts(
  doc: Document = document,
  entries = performance.getEntriesByType("resource"),
): string[] {
  const origin = doc.location.origin
  const urls = entries
    .filter((entry) => new URL(entry.name).origin === origin)
    .filter((entry) => {
      const { pathname } = new URL(entry.name)
      return pathname.endsWith(".js") || (pathname.startsWith("/page-data/") && pathname.endsWith(".json"))
    })
    .map((entry) => entry.name)
  urls.forEach((url) => {
    const link = doc.createElement("link")
    link.rel = "prefetch"
    link.href = url
    link.onload = link.onerror = () => link.remove()
    doc.head.appendChild(link)
  })
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
