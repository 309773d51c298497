/**
 * What the service worker caches, decided rather than defaulted. Account and
 * ticketing replies are personal and live: they go to the network only and
 * never land in Cache Storage (the offline plugin's default would keep any
 * URL ending in .json or .svg from any origin). Page data and static files
 * are cached as the plugin intends. The ticket wallet keeps what must work
 * offline on the device itself (src/offline/ticket-wallet.ts).
 *
 * The list replaces the plugin's whole default list: the plugin merges
 * arrays index by index, so a shorter list would leave defaults behind.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

/** Origins of the services the site calls at run time (gatsby-config passes the ticketing and newsletter addresses). */
export function apiOrigins(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))]
}

/**
 * `origins`: the services'; `ownPaths`: paths of the site's own that forward
 * to them (the events call's shared cache, GATSBY_TICKETING_EVENTS_PROXY),
 * live answers too.
 */
export function runtimeCaching(origins: readonly string[], ownPaths: readonly string[] = []) {
  return [
    { urlPattern: new RegExp(`^(${origins.map(escape).join("|")})/`), handler: "NetworkOnly" },
    ...ownPaths.map((own) => ({
      urlPattern: new RegExp(`^https?://[^/]+${escape(own)}(/|\\?|$)`),
      handler: "NetworkOnly",
    })),
    { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
    { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "StaleWhileRevalidate" },
    {
      urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/,
      handler: "StaleWhileRevalidate",
    },
    { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: "StaleWhileRevalidate" },
  ]
}
