/**
 * What a path needs to be drawn offline, as the offline worker is told it.
 *
 * gatsby-plugin-offline's worker answers a navigation with its app shell
 * when every resource recorded for the path is in Cache Storage
 * (`resources:<path>` in idb-keyval's store; its sw-append.js), and goes to
 * the network otherwise: offline, to "Du er uten nett"
 * (sw-offline-fallback.js). The plugin records what Gatsby's loader lists
 * for the path: the template's chunk, looked up in `window.___chunkMapping`,
 * and the page data. Gatsby 5 writes that mapping as a JSON string (its
 * scripts slice), so the lookup finds nothing and the list holds the page
 * data alone. A page whose data was fetched ahead (a link in view) but
 * whose template never loaded was then answered with the shell offline, and
 * stayed blank ("Laster siden …"). The page's static query results were
 * never on the list either.
 *
 * This records the whole list after the plugin has: the template's chunks,
 * the page data and the static query results, read from the page data the
 * worker has cached (no request).
 */

import { whenIdle } from "../components/when-idle"

/** Gatsby's `getResourceURLsForPathname`, which it types as `Function`. */
type Lister = (pathname: string) => string[] | null

/** The subset of the page data read here. */
interface PageData {
  componentChunkName?: unknown
  staticQueryHashes?: unknown
}

/**
 * Everything the page at `pageDataUrl` needs to be drawn, from its page
 * data in the worker's cache; `undefined` when the cache has no page data
 * for it (the plugin's own list then sends the path to the network
 * already).
 */
export async function pathResources(
  pageDataUrl: string,
  mapping: Record<string, string[]>,
  storage: Pick<CacheStorage, "match">,
): Promise<string[] | undefined> {
  const cached = await storage.match(pageDataUrl)
  if (!cached) return undefined
  const { componentChunkName, staticQueryHashes } = (await cached.json()) as PageData
  const chunks = mapping[String(componentChunkName)]
  if (!chunks?.length) throw new Error(`the chunk mapping has no template ${String(componentChunkName)}`)
  const queries = Array.isArray(staticQueryHashes) ? staticQueryHashes.filter((hash) => /^\d+$/.test(hash)) : []
  return chunks.concat(
    pageDataUrl,
    queries.map((hash) => `/page-data/sq/d/${hash}.json`),
  )
}

/** How often, and how far apart, a page data not yet in the worker's cache is looked for. */
export const LOOKS = 3
export const LOOK_AGAIN_MS = 1_000

/**
 * Tells the worker that controls the page the whole list for each path, in
 * the plugin's own message, in an idle moment. `paths` maps each path to
 * Gatsby's `getResourceURLsForPathname`, the plugin's lister: a path it has
 * no list for is left alone. Skipped, as the plugin does, while the page is
 * of the release before a new worker's (`___swUpdated`). The worker puts a
 * page data fetched ahead into its cache a moment after the page has it: it
 * is looked for again, twice, a second apart. A path whose list cannot be
 * completed keeps the plugin's, and the console says why.
 */
export async function completePathResources(
  paths: ReadonlyMap<string, unknown>,
  container: Pick<ServiceWorkerContainer, "controller"> = navigator.serviceWorker,
  written: unknown = (window as { ___chunkMapping?: unknown }).___chunkMapping,
  storage: Pick<CacheStorage, "match"> = caches,
): Promise<void> {
  await whenIdle()
  if ((window as { ___swUpdated?: boolean }).___swUpdated) return
  // The chunk mapping as Gatsby writes it into every page: a JSON string in Gatsby 5, an object before.
  let mapping: Record<string, string[]> | undefined
  for (const [path, lister] of paths) {
    try {
      mapping ??= (typeof written === "string" ? JSON.parse(written) : written) as Record<string, string[]>
      const pageDataUrl = (lister as Lister)(path)?.find((url) => url.endsWith("/page-data.json"))
      for (let look = 1; pageDataUrl && look <= LOOKS; look += 1) {
        if (look > 1) await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS))
        const resources = await pathResources(pageDataUrl, mapping, storage)
        if (resources) {
          container.controller?.postMessage({ gatsbyApi: "setPathResources", path, resources })
          break
        }
      }
    } catch (error) {
      console.error(`The offline worker keeps Gatsby's list for ${path}: ${(error as Error).message}`)
    }
  }
}
