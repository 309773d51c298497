/**
 * The sitemap's page filter as gatsby-plugin-sitemap applies it, with the
 * site's options, and robots.txt: the visitor's own pages, and anything
 * under Min festival (a shared plan), stay out.
 */
import { PRIVATE_PATHS, robotsTxt, sitemapOptions } from "../../src/content-pipeline/crawling"

type Page = { path: string }

// The plugin's own filter, which it ships untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultFilterPages, pageFilter } = require("gatsby-plugin-sitemap/internals") as {
  defaultFilterPages: unknown
  pageFilter(options: { allPages: Page[]; filterPages: unknown; excludes: readonly string[] }): {
    filteredPages: Page[]
  }
}

const listed = (paths: string[]) =>
  pageFilter({
    allPages: paths.map((path) => ({ path })),
    filterPages: defaultFilterPages,
    excludes: sitemapOptions.excludes,
  }).filteredPages.map(({ path }) => path)

describe("the sitemap's pages", () => {
  it("leave out the account pages, Min festival and everything under it, and the 404 page", () => {
    expect(
      listed([
        "/",
        "/program/",
        "/logg-inn/",
        "/ny-bruker/",
        "/glemt-passord/",
        "/min-side/",
        "/min-festival/",
        "/min-festival/delt/",
        "/min-festivalen-var-best/",
        "/404/",
        "/404.html",
        "/blodmane-dxm1001/",
      ]),
    ).toEqual(["/", "/program/", "/min-festivalen-var-best/", "/blodmane-dxm1001/"])
  })

  it("leave out the old programme the festival marks as not to be used, and only that", () => {
    expect(listed(["/program/", "/program-(ikke-bruk)/", "/program-ikke-bruk/", "/programendringer/"])).toEqual([
      "/program/",
      "/program-ikke-bruk/",
      "/programendringer/",
    ])
  })

  it("take the site's public address from the FestivalSite node", () => {
    expect(sitemapOptions.resolveSiteUrl({ festivalSite: { host: "https://festival.example.no" } })).toBe(
      "https://festival.example.no",
    )
    expect(() => sitemapOptions.resolveSiteUrl({ festivalSite: null })).toThrow(/public address/)
  })
})

describe("robots.txt", () => {
  it("disallows every private path and names the sitemap at the public address", () => {
    const lines = robotsTxt("https://festival.example.no").split("\n")
    PRIVATE_PATHS.forEach((path) => expect(lines).toContain(`Disallow: ${path}`))
    expect(lines).toContain("Sitemap: https://festival.example.no/sitemap-index.xml")
  })
})
