/**
 * What search engines may crawl: the sitemap (gatsby-plugin-sitemap, set up
 * here and listed in gatsby-config.ts) and robots.txt. Both give absolute
 * addresses from the site's public address, the one canonical links use.
 */

/**
 * The visitor's own pages: nothing there for a search engine, and nothing
 * on them without a signed-in visitor or the plan on their device.
 * `/min-festival/` covers everything under it (a shared plan).
 */
export const PRIVATE_PATHS = ["/logg-inn/", "/ny-bruker/", "/glemt-passord/", "/min-side/", "/min-festival/"] as const

/**
 * Pages the festival keeps for old links but marks as not to be used
 * (section 2: the old programme): they stay reachable, out of the sitemap.
 */
export const RETIRED_PATHS = ["/program-(ikke-bruk)/"] as const

/** The sitemap's address under the site (the plugin writes an index and its parts). */
export const SITEMAP_PATH = "/sitemap-index.xml"

export function robotsTxt(siteUrl: string): string {
  return [
    "# Written by the build (src/content-pipeline/crawling.ts).",
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL(SITEMAP_PATH, `${siteUrl}/`).href}`,
    "",
  ].join("\n")
}

interface SitemapData {
  festivalSite?: { host?: string } | null
}

/**
 * gatsby-plugin-sitemap's options: every page Gatsby built but the private
 * and the retired ones (the plugin leaves out the 404 pages and the offline app shell by
 * itself; redirect stubs are files, not pages). The address is the
 * FestivalSite node's host, which is SITE_URL when the build gives one.
 * No link to it in every page's head: robots.txt names it.
 */
export const sitemapOptions = {
  createLinkInHead: false,
  query: "{ festivalSite { host } allSitePage { nodes { path } } }",
  resolveSiteUrl: (data: SitemapData): string => {
    const host = data.festivalSite?.host
    if (!host) throw new Error("No FestivalSite node with a host: the sitemap needs the site's public address")
    return host
  },
  excludes: [...PRIVATE_PATHS.flatMap((path) => [path, `${path}**`]), ...RETIRED_PATHS],
  // Only the address: search engines ignore the plugin's default change frequency and priority.
  serialize: ({ path }: { path: string }) => ({ url: path }),
}
