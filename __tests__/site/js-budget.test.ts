import { readFileSync } from "node:fs"
import path from "node:path"

import {
  changeShowtime,
  gzipBytes as gzipBytesIn,
  launchBrowser,
  pageKinds,
  scriptsUntilIdle,
  serveSite,
} from "../../scripts/js-weight.mjs"
import { atTestNow } from "../../e2e/support/move-date"
import { testChromium } from "../../e2e/support/test-chromium.mjs"
import { initialScripts } from "../support/first-load"
import { SECTION_2_ROUTES } from "./routes"

/**
 * JavaScript a visitor's browser loads, in gzip bytes of the built files
 * (scripts/js-weight.mjs): before it can interact, counted from the build
 * (the page's script tags plus its component's chunk group), and until the
 * network is idle, counted in Chromium on a first visit (what loads on mount
 * and when the browser is idle too), with the ticketing sandbox answering
 * the live seat status. `npm run bench:js` prints the same figures. Bytes,
 * not times: the same build loads the same files.
 */
const dist = path.resolve("dist")
const KB = 1024
const CONTENT_BUDGET = 80 * KB
const ACCOUNT_BUDGET = 100 * KB
/** The port this test serves dist/ on (scripts/serve.mjs), for the count until idle; the sandbox is on the next. */
const PORT = Number(process.env.JS_BUDGET_PORT ?? 9133)

const ACCOUNT_ROUTES = ["/logg-inn/", "/ny-bruker/", "/glemt-passord/", "/min-side/", "/min-festival/"]

const gzipBytes = (files: string[]) => gzipBytesIn(dist, files)
const source = (files: string[]) => files.map((file) => readFileSync(path.join(dist, file), "utf8")).join("\n")

const someFilm = () => {
  const html = readFileSync(path.join(dist, "program", "index.html"), "utf8")
  return /href="(\/[a-z0-9-]+-dxm\d+\/)"/.exec(html)?.[1] ?? "/trolljegeren-dxm1015/"
}

/** The browser's clock at the browser tests' moment, as the build's: the rows say what the HTML says. */
const testClock = { prepare: atTestNow }

describe("the JavaScript until idle", () => {
  const kinds = pageKinds(dist).filter((kind) => kind.untilIdle !== undefined)
  let site: Awaited<ReturnType<typeof serveSite>>
  let browser: Awaited<ReturnType<typeof launchBrowser>>
  beforeAll(async () => {
    site = await serveSite(dist, PORT)
    browser = await launchBrowser({ executablePath: testChromium })
  })
  afterAll(async () => {
    await browser?.close()
    site?.stop()
  })

  it.each(kinds.map(({ kind, route, untilIdle = 0 }) => [kind, route, untilIdle] as const))(
    "%s (%s) stays within its budget",
    async (kind, route, budget) => {
      const scripts = await scriptsUntilIdle(browser, site, route, testClock)
      // What a first visit loads includes what it needs before interaction.
      expect(scripts).toEqual(expect.arrayContaining(initialScripts(route)))
      // Babel's helpers for subclasses of Error (see below) in what loads when idle, too.
      expect({ kind, wrapsNativeClass: source(scripts).includes("[native code]") }).toEqual({
        kind,
        wrapsNativeClass: false,
      })
      const bytes = gzipBytes(scripts)
      expect({ kind, bytes, budget, within: bytes <= budget }).toEqual({ kind, bytes, budget, within: true })
    },
    60_000,
  )

  const live = kinds.filter((kind) => kind.untilIdleChanged !== undefined)
  it.each(live.map(({ kind, route, untilIdleChanged = 0 }) => [kind, route, untilIdleChanged] as const))(
    "%s (%s), with a showtime sold out since the build, loads the full live code and stays within its ceiling",
    async (kind, route, ceiling) => {
      const asBuilt = await scriptsUntilIdle(browser, site, route, testClock)
      const { row, restore } = await changeShowtime(dist, route, site.sandboxUrl)
      try {
        const scripts = await scriptsUntilIdle(browser, site, route, { ...testClock, until: row })
        // The full live code: more than the first look alone. The events store (its actions' names)
        // comes with it only, not with the first look (src/live-status/use-live-showtime.ts).
        expect(scripts.filter((script) => !asBuilt.includes(script)).length).toBeGreaterThan(0)
        expect({
          asBuilt: source(asBuilt).includes("events/requested"),
          changed: source(scripts).includes("events/requested"),
        }).toEqual({ asBuilt: false, changed: true })
        const bytes = gzipBytes(scripts)
        expect({ kind, bytes, ceiling, within: bytes <= ceiling }).toEqual({ kind, bytes, ceiling, within: true })
      } finally {
        await restore()
      }
    },
    90_000,
  )
})

describe("the JavaScript budget before interaction", () => {
  const contentRoutes = () => [...SECTION_2_ROUTES.map(([route]) => route), someFilm(), "/article/info-om-cookies/"]

  it("content pages load at most 80 KB", () => {
    const measured = contentRoutes().map((route) => ({ route, bytes: gzipBytes(initialScripts(route)) }))
    expect(measured.length).toBeGreaterThan(10)
    expect(measured.filter(({ bytes }) => bytes > CONTENT_BUDGET)).toEqual([])
  })

  it.each(ACCOUNT_ROUTES)("account page %s loads at most 100 KB", (route) => {
    expect(gzipBytes(initialScripts(route))).toBeLessThanOrEqual(ACCOUNT_BUDGET)
  })

  it("keeps Babel's helpers for subclasses of Error out of content and account pages' first load", () => {
    // Gatsby's Babel preset always compiles classes, and a subclass of a built-in then brings
    // wrapNativeSuper and its kin (0.4 KB gzip in each chunk). Throw a plain Error, or one made as
    // ApiError is (src/ticketing/api-error.ts).
    ;[...contentRoutes(), ...ACCOUNT_ROUTES].forEach((route) => {
      expect({ route, wrapsNativeClass: source(initialScripts(route)).includes("[native code]") }).toEqual({
        route,
        wrapsNativeClass: false,
      })
    })
  })

  it("keeps Gatsby's Partytown code out of every page's first load", () => {
    // The site runs no off-main-thread scripts (gatsby/partytown-browser.js says why).
    ;[...contentRoutes(), ...ACCOUNT_ROUTES].forEach((route) => {
      expect({ route, hasPartytown: source(initialScripts(route)).includes("text/partytown") }).toEqual({
        route,
        hasPartytown: false,
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

  it("keeps the planner (the plan's page, its clashes and changes) out of content pages' first load", () => {
    contentRoutes().forEach((route) => {
      const code = source(initialScripts(route))
      // Not the showtime rows' toggle: it is in the HTML and answers its first press without a fetch.
      expect({ route, hasPlanner: /Kolliderer med|Flyttet: nå/.test(code) }).toEqual({
        route,
        hasPlanner: false,
      })
    })
    expect(source(initialScripts("/min-festival/"))).toMatch(/Kolliderer med/)
  })
})
