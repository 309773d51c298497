#!/usr/bin/env node
/**
 * `npm run bench:taps`: how long a tap on a link waits on a first visit.
 * Each trip opens a page in Chromium (service worker blocked, empty cache,
 * the CPU 4x slower) on slow 4G (150 ms, 1.6 Mbps) and on a festival network
 * (400 ms, 1 Mbps), leaves it for TAPS_IDLE_MS (10 s: Gatsby fetches four
 * links' data every three seconds), taps a link and times the tap until the
 * new page's heading is in the document (timed in the page), with the page
 * data and scripts asked for in between: what the tap waited for (page
 * data, app-data.json, templates and their chunks, static query results). TAPS_RUNS (3) runs
 * each; the median, every run beside it. Serves dist/ (or DIST_DIR) on
 * BENCH_TAPS_PORT (9420) and the sandbox on the next port. A benchmark: it
 * prints and asserts nothing; the requests are asserted by
 * e2e/navigation.test.ts ("asks the network for nothing on a tap …").
 */
import path from "node:path"

import { answerFromSandbox, launchBrowser, serveSite } from "./js-weight.mjs"

const dist = path.resolve(process.env.DIST_DIR ?? "dist")
const port = Number(process.env.BENCH_TAPS_PORT ?? 9420)
const IDLE_MS = Number(process.env.TAPS_IDLE_MS ?? 10_000)
const RUNS = Number(process.env.TAPS_RUNS ?? 3)
const CPU_SLOWDOWN = 4
const NETWORKS = {
  "slow 4G": { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 },
  "festival network": { latency: 400, downloadThroughput: 1e6 / 8, uploadThroughput: 1e6 / 8 },
}
/** From, the link's name, the width: a header link, a text page's, a film below the fold, a private page. */
const TRIPS = [
  ["/", "Program", 1280],
  ["/", "Festivalhotell", 1280],
  ["/program/", "Pemakan Lentera", 375],
  ["/program/", "Min festival", 375],
]
async function tap(browser, site, network, [from, name, width]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: "block" })
  await answerFromSandbox(context, site.sandboxUrl)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...network })
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.goto(`${site.base}${from}`, { waitUntil: "load" })
    await page.waitForTimeout(IDLE_MS)
    // Timed in the page: from the press to the moment the new page's heading is in the document
    // (at its address: home's slideshow changes a heading of its own while it waits).
    await page.evaluate(() => {
      const before = { path: location.pathname, heading: document.querySelector("h1")?.textContent }
      const tap = { pressed: 0, shown: 0, pressedAt: 0, shownAt: 0 }
      Object.assign(window, { tap })
      const press = () => Object.assign(tap, { pressed: performance.now(), pressedAt: Date.now() })
      addEventListener("pointerdown", press, { capture: true, once: true })
      new MutationObserver(() => {
        const moved = location.pathname !== before.path && document.querySelector("h1")?.textContent !== before.heading
        if (!tap.shown && moved) Object.assign(tap, { shown: performance.now(), shownAt: Date.now() })
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    const asked = []
    page.on("request", (request) => {
      const { origin, pathname } = new URL(request.url())
      if (origin === site.base && (pathname.startsWith("/page-data/") || pathname.endsWith(".js"))) {
        asked.push({ pathname, at: Date.now() })
      }
    })
    await page.getByRole("link", { name, exact: true }).filter({ visible: true }).first().click()
    await page.waitForFunction(() => window.tap.shown > 0)
    const { pressed, shown, pressedAt, shownAt } = await page.evaluate(() => window.tap)
    // On the machine's one clock, the browser's and this process's: what was asked for in between.
    const between = asked.filter(({ at }) => at >= pressedAt && at <= shownAt)
    return { ms: Math.round(shown - pressed), asked: between.length }
  } finally {
    await context.close()
  }
}

const site = await serveSite(dist, port)
const browser = await launchBrowser()
try {
  const rows = []
  for (const trip of TRIPS) {
    const row = { tap: `${trip[0]} → ${trip[1]} (${trip[2]} px)` }
    for (const [networkName, network] of Object.entries(NETWORKS)) {
      const runs = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await tap(browser, site, network, trip))
      const times = runs.map(({ ms }) => ms)
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
      row[`${networkName}: ms (every run)`] = `${median} (${times.join(", ")})`
      row[`${networkName}: requests`] = runs.map(({ asked }) => asked).join(", ")
    }
    rows.push(row)
  }
  console.log(
    `A tap on a link on a first visit, ${IDLE_MS / 1000} s after the page loaded, CPU ${CPU_SLOWDOWN}x slower, from ${dist}:` +
      " the tap until the new page's heading shows, and the page data and scripts asked for on the way.",
  )
  console.table(rows)
} finally {
  await browser.close()
  site.stop()
}
