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
 * storage, whatever the machine's speed.
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

/** Serves `dist` with scripts/serve.mjs on `port` until `stop()`. */
export async function serveSite(dist, port) {
  const base = `http://localhost:${port}`
  const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist },
    stdio: "ignore",
  })
  const stop = () => server.kill()
  for (let tries = 0; tries < 100; tries += 1) {
    const up = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { base, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  stop()
  throw new Error(`scripts/serve.mjs did not answer at ${base}: is the port taken, is dist/ built?`)
}

/** Debian's Chromium (CHROMIUM_PATH elsewhere) with the browser tests' flags. */
export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: flags })
}

const QUIET_MS = 1000

/** The site's scripts (paths in dist/) a first visit to `route` loads until the network is idle. */
export async function scriptsUntilIdle(browser, base, route) {
  const context = await browser.newContext({ serviceWorkers: "block" })
  try {
    const page = await context.newPage()
    const scripts = new Set()
    let pending = 0
    let requests = 0
    let lastActivity = Date.now()
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
    page.on("requestfinished", settled)
    page.on("requestfailed", settled)
    await page.goto(`${base}${route}`, { waitUntil: "load" })
    // Idle: the page's main thread idle and then nothing asked for, nothing in flight, for a
    // second. On a busy machine hydration can hold the main thread for longer than that, and
    // what waits for the browser to be idle (the live seat status's watcher) starts only after it.
    for (;;) {
      const before = requests
      await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)))
      while (pending > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100)
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
 * JavaScript until idle (docs/performance.md): 80 KB for content pages, 88 KB
 * for pages with showtimes (a film's, a stage's, the programme), 90 KB for
 * search, 100 KB for the account pages and Min festival before interaction.
 */
export function pageKinds(dist) {
  return [
    { kind: "home", route: "/", untilIdle: 80 * KB },
    { kind: "programme", route: "/program/", untilIdle: 88 * KB },
    { kind: "alle-filmer", route: "/alle-filmer/", untilIdle: 88 * KB },
    { kind: "film", route: someProduction(dist, "dxm"), untilIdle: 88 * KB },
    { kind: "stage", route: someProduction(dist, "scene"), untilIdle: 88 * KB },
    { kind: "news", route: "/nyheter/", untilIdle: 80 * KB },
    { kind: "article", route: "/article/rekordar-med-6481-besokende/", untilIdle: 80 * KB },
    { kind: "editorial", route: "/om-ramaskrik/", untilIdle: 80 * KB },
    { kind: "search", route: "/search/", untilIdle: 90 * KB },
    { kind: "log in", route: "/logg-inn/", beforeInteraction: 100 * KB },
    { kind: "Min side", route: "/min-side/", beforeInteraction: 100 * KB },
    { kind: "Min festival", route: "/min-festival/", beforeInteraction: 100 * KB },
  ]
}
