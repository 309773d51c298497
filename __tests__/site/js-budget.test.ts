import { readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"

import { initialScripts } from "../support/first-load"
import { SECTION_2_ROUTES } from "./routes"

/**
 * JavaScript a visitor's browser loads before it can interact, in gzip
 * bytes, counted from the build: the page's script tags plus the chunk
 * group of its component (what Gatsby's loader fetches for it). Lazy chunks
 * (the search index, the film page's audience panel, the header's account
 * link, react-helmet after an in-site navigation) load after the page is up
 * and are not counted. `npm run bench:js` prints the same figures.
 */
const dist = path.resolve("dist")
const KB = 1024
const CONTENT_BUDGET = 80 * KB
const ACCOUNT_BUDGET = 100 * KB

const gzipBytes = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0)
const source = (files: string[]) => files.map((file) => readFileSync(path.join(dist, file), "utf8")).join("\n")

const someFilm = () => {
  const html = readFileSync(path.join(dist, "program", "index.html"), "utf8")
  return /href="(\/[a-z0-9-]+-dxm\d+\/)"/.exec(html)?.[1] ?? "/trolljegeren-dxm1015/"
}

describe("the JavaScript budget", () => {
  const contentRoutes = () => [...SECTION_2_ROUTES.map(([route]) => route), someFilm(), "/article/info-om-cookies/"]

  it("content pages load at most 80 KB", () => {
    const measured = contentRoutes().map((route) => ({ route, bytes: gzipBytes(initialScripts(route)) }))
    expect(measured.length).toBeGreaterThan(10)
    expect(measured.filter(({ bytes }) => bytes > CONTENT_BUDGET)).toEqual([])
  })

  it.each(["/logg-inn/", "/ny-bruker/", "/glemt-passord/", "/min-side/", "/min-festival/"])(
    "account page %s loads at most 100 KB",
    (route) => {
      expect(gzipBytes(initialScripts(route))).toBeLessThanOrEqual(ACCOUNT_BUDGET)
    },
  )

  it("keeps Babel's helpers for subclasses of Error out of content pages' first load", () => {
    // Gatsby's Babel preset always compiles classes, and a subclass of a built-in then brings
    // wrapNativeSuper and its kin (more than a kilobyte). Throw a plain Error in first-load code.
    contentRoutes().forEach((route) => {
      expect({ route, wrapsNativeClass: source(initialScripts(route)).includes("[native code]") }).toEqual({
        route,
        wrapsNativeClass: false,
      })
    })
  })

  it("keeps the ticketing client out of content pages' first load", () => {
    contentRoutes().forEach((route) => {
      const code = source(initialScripts(route))
      expect({ route, hasTicketingClient: /switchtokens|api\/account\/login/.test(code) }).toEqual({
        route,
        hasTicketingClient: false,
      })
    })
  })

  it("keeps the planner (the plan, its clashes and changes, the toggle) out of content pages' first load", () => {
    contentRoutes().forEach((route) => {
      const code = source(initialScripts(route))
      // Not the plan's storage key: the header reads that to decide whether to load the planner at all.
      expect({ route, hasPlanner: /I planen|Kolliderer med|Flyttet: nå/.test(code) }).toEqual({
        route,
        hasPlanner: false,
      })
    })
    expect(source(initialScripts("/min-festival/"))).toMatch(/Kolliderer med/)
  })
})
