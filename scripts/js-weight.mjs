/**
 * What JavaScript a page of the built site costs a new visitor, in gzip
 * bytes of the files in dist/ (level 9, so the figures do not depend on how
 * a host compresses): `npm run bench:js` prints it and
 * __tests__/site/js-budget.test.ts asserts it. Two figures per page:
 *
 * - before interaction: the page's script tags and its component's chunk
 *   group, which Gatsby loads before it renders (read from the build);
 * - until idle: every script Chromium loads for the page until its main
 *   thread is idle and the network then quiet for a second (what loads on
 *   mount and when the browser is idle: the live seat status, the header's links, a
 *   block's own lazy parts), with the service worker blocked and empty
 *   storage, as on a visitor's first visit.
 *
 * The second is the same bytes every run: the same files load for an empty
 * storage, whatever the machine's speed. The ticketing service answers as it
 * would: the local sandbox (src/sandbox/), started beside the site on a port
 * of its own, seeded from the same content as the demo build. So the live
 * seat status says what the build drew, unless `changeShowtime` has sold one
 * out, and then the full live code loads (src/live-status/first-look.tsx).
 *
 * "Idle" is not only a quiet second. A page hydrates its parts one after
 * another (src/components/use-enhanced.ts) and asks for the live status only
 * once its rows have mounted; on a busy machine a second can pass between two
 * of those steps with nothing asked for. So a page that draws showtimes is
 * followed until the ticketing service has answered its first look, and
 * after a change until the row shows it (`changeShowtime`'s `row`); only then
 * does the quiet second count.
 */
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"

import { chromium } from "playwright-core"

const root = process.cwd()
const flags = JSON.parse(readFileSync(path.join(root, "e2e", "support", "chromium-flags.json"), "utf8"))

/** The gzip bytes of files named relative to `dist`. */
export function gzipBytes(dist, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0)
}

/**
 * The scripts a visitor's browser loads before a page can be used, as file
 * names in dist/: its script tags plus its component's chunk group. The chunk
 * groups are in Gatsby's own output: webpack.stats.json is in public/ and is
 * not published to dist/.
 */
export function scriptsBeforeInteraction(dist, route, publicDir = path.join(root, "public")) {
  const html = readFileSync(path.join(dist, route, "index.html"), "utf8")
  const tags = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((match) => match[1])
  const pageData = JSON.parse(
    readFileSync(path.join(dist, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"),
  )
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  const group = stats.namedChunkGroups[pageData.componentChunkName]
  if (!group) throw new Error(`No chunk group for ${pageData.componentChunkName}`)
  return [...new Set([...tags, ...group.assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"))])]
}

/** Where the demo build calls the ticketing sandbox (RAMASKRIK_SANDBOX=1 builds with it). */
const BUILT_SANDBOX_ORIGIN = process.env.BUILT_SANDBOX_ORIGIN ?? "http://localhost:9100"

/** The build calls the sandbox at its built address; in `context`, the one at `sandboxUrl` answers. */
export function answerFromSandbox(context, sandboxUrl) {
  return context.route(`${BUILT_SANDBOX_ORIGIN}/**`, async (call) => {
    const url = new URL(call.request().url())
    await call.fulfill({ response: await call.fetch({ url: sandboxUrl + url.pathname + url.search }) })
  })
}

async function answers(url, name) {
  for (let tries = 0; tries < 150; tries += 1) {
    const up = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} did not answer at ${url}: is the port taken, is dist/ built?`)
}

/**
 * Serves `dist` with scripts/serve.mjs on `port`, and the ticketing sandbox
 * (with its showtimes door open) on `port + 1` for that origin alone, until `stop()`.
 */
export async function serveSite(dist, port) {
  const base = `http://localhost:${port}`
  const sandboxPort = port + 1
  const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist },
    stdio: "ignore",
  })
  // One process (not the tsx wrapper and its child), so that kill() stops the sandbox itself.
  const sandbox = spawn(process.execPath, ["--import", "tsx", path.join(root, "src", "sandbox", "main.ts")], {
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_ORIGINS: base, SANDBOX_FAULTS: "1" },
    stdio: "ignore",
  })
  const stop = () => [server, sandbox].forEach((child) => child.kill())
  const sandboxUrl = `http://localhost:${sandboxPort}`
  try {
    await Promise.all([answers(`${base}/`, "scripts/serve.mjs"), answers(`${sandboxUrl}/`, "The sandbox")])
  } catch (error) {
    stop()
    throw error
  }
  return { base, sandboxUrl, stop }
}

/**
 * Sells out the first showtime drawn on `route`'s page in dist/ that the
 * sandbox sells (its films'), through its showtimes door, until `restore()`
 * puts it back. `row` selects that showtime's row once the page shows the change.
 */
export async function changeShowtime(dist, route, sandboxUrl) {
  const html = readFileSync(path.join(dist, route, "index.html"), "utf8")
  const drawn = html.matchAll(
    /<li class="showtime showtime--([a-z-]+)" data-showtime="([^"]+)"><time class="showtime__when" dateTime="([^"]+)"/g,
  )
  const door = (change) =>
    fetch(`${sandboxUrl}/__sandbox/ticketing/showtimes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(change),
    })
  for (const [, status, id, start] of drawn) {
    const now = status === "sold-out" ? "few-left" : "sold-out"
    const changed = await door({ id, status: now, start })
    // 400: the sandbox sells no such showtime (a stage show's); try the next.
    if (changed.status === 400) continue
    if (!changed.ok) throw new Error(`The sandbox's showtimes door answered ${changed.status}: ${await changed.text()}`)
    return {
      row: `li.showtime--${now}[data-showtime=${JSON.stringify(id)}]`,
      restore: async () => {
        const restored = await door({ id, status, start })
        if (!restored.ok) throw new Error(`The sandbox did not put ${id} back: ${await restored.text()}`)
      },
    }
  }
  throw new Error(`${route} draws no showtime the sandbox sells`)
}

/**
 * Chromium with the browser tests' flags. The benchmarks time what a visitor
 * waits for, so they run the full browser, as a visitor's Chrome is
 * (CHROMIUM_PATH elsewhere); a test of what does not depend on speed (bytes,
 * requests) passes the tests' lighter headless shell (e2e/support/test-chromium.mjs).
 */
export function launchBrowser({ executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } = {}) {
  return chromium.launch({ executablePath, args: flags })
}

const QUIET_MS = 1000
/** How long a page may take to show what is waited for: its live status's answer, a changed row. */
const SHOWN_MS = 60_000

/** Gatsby's fetching ahead waits this long after a link comes into view (its loader's timer). */
const GATSBY_PREFETCH_DELAY_MS = 3000

/** The browser says the visitor asks to save data: Gatsby fetches nothing ahead for the links in view. */
function saveData() {
  Object.defineProperty(navigator, "connection", { value: { effectiveType: "4g", saveData: true } })
}

/**
 * The site's scripts (paths in dist/) a first visit to `route` loads until
 * the network is idle; the build's calls to the sandbox go to `sandboxUrl`.
 * `prepare(context)` runs before the page opens (the browser tests' clock),
 * and `until` is a selector the page must show before the quiet counts (the
 * row `changeShowtime` changed).
 *
 * The page's own scripts, unless `ahead`: Gatsby fetches the data of the
 * links in view three seconds after they come into view, and the site then
 * loads those pages' templates at idle (src/navigation/load-ahead.ts), so
 * whether they fell inside the quiet would depend on how long the page took
 * to settle. The count is made as for a visitor who asks to save data,
 * for whom neither happens. With `ahead`, it is made after them as well:
 * what the page loads for itself and for the links in view.
 */
export async function scriptsUntilIdle(browser, { base, sandboxUrl }, route, { prepare, until, ahead = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: "block" })
  await prepare?.(context)
  if (!ahead) await context.addInitScript(saveData)
  await answerFromSandbox(context, sandboxUrl)
  try {
    const page = await context.newPage()
    const scripts = new Set()
    let pending = 0
    let requests = 0
    let lastActivity = Date.now()
    let liveAnswered = false
    const settled = () => {
      pending -= 1
      lastActivity = Date.now()
    }
    page.on("request", (request) => {
      pending += 1
      requests += 1
      lastActivity = Date.now()
      const url = new URL(request.url())
      if (url.origin === base && url.pathname.endsWith(".js")) scripts.add(url.pathname.slice(1))
    })
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname.endsWith("/api/events")) liveAnswered = true
      settled()
    })
    page.on("requestfailed", settled)
    await page.goto(`${base}${route}`, { waitUntil: "load" })
    // A page with showtimes asks for their live status once its rows have mounted and the browser is idle.
    if ((await page.locator("[data-showtime]").count()) > 0) {
      const since = Date.now()
      while (!liveAnswered) {
        if (Date.now() - since > SHOWN_MS)
          throw new Error(`${route} draws showtimes but did not ask for their live status`)
        await page.waitForTimeout(100)
      }
    }
    if (until) await page.locator(until).first().waitFor({ state: "attached", timeout: SHOWN_MS })
    // Then idle: the page's main thread idle, and after it nothing asked for, nothing in flight, for a
    // second (with `ahead`, for longer than Gatsby waits before it fetches ahead).
    const quiet = ahead ? GATSBY_PREFETCH_DELAY_MS + QUIET_MS : QUIET_MS
    for (;;) {
      const before = requests
      await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)))
      while (pending > 0 || Date.now() - lastActivity < quiet) await page.waitForTimeout(100)
      if (requests === before) break
    }
    return [...scripts].sort()
  } finally {
    await context.close()
  }
}

const KB = 1024

/** A production's page the programme links to, by its code's prefix: `dxm` a film, `scene` a stage show. */
function someProduction(dist, codePrefix) {
  const html = readFileSync(path.join(dist, "program", "index.html"), "utf8")
  const route = new RegExp(`href="(/[a-z0-9-]+-${codePrefix}\\d+/)"`).exec(html)?.[1]
  if (!route) throw new Error(`The programme links to no page of a ${codePrefix} production`)
  return route
}

/**
 * The kinds of page measured, one route each, and their budgets in bytes of
 * JavaScript until idle (docs/performance.md): 80 KB for content pages, 90 KB
 * for pages with showtimes (a film's, a stage's) and 91 KB for the
 * programme's block (/program/, /alle-filmer/), 90 KB for search, 100 KB for
 * the account pages and Min festival before interaction. A page with
 * showtimes has a second figure, once one of them has changed since the
 * build and the full live code (SWR, Jotai, the events store) loads: a
 * ceiling, not a budget met, of 100.1 KB (102.1 KB on the programme's block).
 *
 * They were 88 / 98 KB (programme 99) until 27 November 2026, when three
 * features took 3.7 KB of a film page until idle (85.1 -> 88.8 KB) and 2.8
 * KB of the programme's (87.8 -> 90.6), each to spare a visitor a wait: the
 * rows' plan control and the blocks kept as the server drew them in the first
 * load (issue #36), the trailer's player in the page so that its press
 * fetches nothing (0.98 KB, #37), and a live status that obeys Retry-After
 * across tabs and stops in a tab nobody touches (#39). The programme also
 * fetches the timeline's code and the content-warning choices when idle
 * (2.7 KB, #36), so that neither "Tidslinje" nor "Varsle meg om innhold"
 * waits for the network when pressed. 2 KB at idle is about 10 ms on slow
 * 4G; a round trip on a press was 150-1,000 ms.
 *
 * The films' "Vil se" marks (issue #38) took 0.8 KB of the production,
 * programme and search templates' first load, and fit these budgets (and
 * the 80 KB before interaction, __tests__/site/js-budget.test.ts) since
 * other code paid for them: the live status's first look no longer fetches
 * the full code's store at idle (1.5 KB), Oslo's clock asks Intl for
 * nothing (0.2 KB of every template), and code only later chunks use left
 * the first load (0.25 KB). A film page 80.2 -> 79.8 KB before interaction,
 * the programme 80.1 -> 79.7 and 91.1 -> 89.3 until idle
 * (docs/performance.md, "Vil se" within the budgets).
 *
 * Every page's first load took 85 bytes more on 30 November 2026 (the app
 * chunk and webpack's runtime) for the hook that loads the pages of the links
 * in view ahead (src/navigation/load-ahead.ts), so that a tap on a link waits
 * for nothing: the programme's ceiling with a showtime changed, which it met
 * to the byte, went from 101.5 to 101.6 KB. What is loaded ahead for other
 * pages is left out of these figures (scriptsUntilIdle says why) and printed
 * beside them by `npm run bench:js`.
 *
 * On 30 November 2026 every script took V8's compile hint as its first line
 * (gatsby/compile-hint.ts), about 20 bytes gzip a file: 80 bytes of each
 * content page's first load (a film page 79.87 -> 79.95 KB before
 * interaction, of 80), and with a showtime changed, when more files load,
 * the ceilings went from 100 to 100.1 KB (a film, 100.03) and from 101.6 to
 * 101.9 KB (the programme's block, 101.82). Compiled as they stream in, the
 * scripts no longer compile on the main thread while the page hydrates:
 * Lighthouse's blocking time at 6x fell by about 50-110 ms on a film page,
 * an article, home and the programme (medians of six or twelve runs;
 * docs/performance.md, "Compiled as it arrives").
 *
 * On 30 November 2026 the showtime rows' titles and trailer links became
 * plain links with one observer for all (src/components/plain-link.tsx)
 * instead of a Gatsby Link each, six components and an observer a link: the
 * programme's main thread after the first paint fell by about 50 ms at 1x
 * (docs/performance.md, "Plain links in the rows"). They cost the
 * programme's block 314 bytes before interaction (81,595 -> 81,909 of
 * 81,920) and, with a showtime changed, its ceiling went from 101.9 to 102.1
 * KB (102.01); a film page took 60 bytes (81,772 -> 81,832): the observer
 * comes with the link handler its kept blocks use, and the list of other
 * productions' showtimes a production page may have now loads with that block.
 */
export function pageKinds(dist) {
  const live = { untilIdle: 90 * KB, untilIdleChanged: 100.1 * KB }
  const programme = { untilIdle: 91 * KB, untilIdleChanged: 102.1 * KB }
  return [
    { kind: "home", route: "/", untilIdle: 80 * KB },
    { kind: "programme", route: "/program/", ...programme },
    { kind: "alle-filmer", route: "/alle-filmer/", ...programme },
    { kind: "film", route: someProduction(dist, "dxm"), ...live },
    // The sandbox sells films' tickets only: a stage show's status is the build's, and nothing more loads.
    { kind: "stage", route: someProduction(dist, "scene"), untilIdle: live.untilIdle },
    { kind: "news", route: "/nyheter/", untilIdle: 80 * KB },
    { kind: "article", route: "/article/rekordar-med-6481-besokende/", untilIdle: 80 * KB },
    { kind: "editorial", route: "/om-ramaskrik/", untilIdle: 80 * KB },
    { kind: "search", route: "/search/", untilIdle: 90 * KB },
    { kind: "log in", route: "/logg-inn/", beforeInteraction: 100 * KB },
    { kind: "Min side", route: "/min-side/", beforeInteraction: 100 * KB },
    { kind: "Min festival", route: "/min-festival/", beforeInteraction: 100 * KB },
  ]
}
