/**
 * The scripts this page fetched before the offline worker took control
 * (the chunks loaded after the first render: react-helmet, the header's
 * account link, a film's audience panel) went past the worker and are not
 * in its cache. gatsby-plugin-offline fetches the head's scripts again
 * through the worker when it becomes active; this does the same for the
 * rest, so they work without a network too. Same-origin scripts only.
 */
export function keepLoadedScripts(
  doc: Document = document,
  entries = performance.getEntriesByType("resource"),
): string[] {
  const origin = doc.location.origin
  const urls = entries
    .filter((entry) => entry.name.endsWith(".js") && new URL(entry.name).origin === origin)
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
