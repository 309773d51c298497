#!/usr/bin/env node
/**
 * `npm run bench:js`: the JavaScript each kind of page costs a new visitor,
 * in gzip bytes, from the build in dist/: before interaction (its script
 * tags and its component's chunk group) and until the network is idle (every
 * script Chromium loads, service worker blocked), against its budget
 * (scripts/js-weight.mjs says how each is measured). A page with showtimes
 * is measured twice until idle: as built (the live status says what the
 * build drew) and with one showtime sold out since. Then once more with
 * what the page loads ahead for the links in view (src/navigation/load-ahead.ts),
 * which the budgets leave out (js-weight.mjs says why). Serves dist/ on
 * BENCH_JS_PORT (9400) and the sandbox on the next port, the browser's
 * clock at the browser tests' moment (as the demo build's). Prints;
 * __tests__/site/js-budget.test.ts asserts.
 */
import path from "node:path"

import { atTestNow } from "../e2e/support/move-date.ts"

import {
  changeShowtime,
  gzipBytes,
  launchBrowser,
  pageKinds,
  scriptsBeforeInteraction,
  scriptsUntilIdle,
  serveSite,
} from "./js-weight.mjs"

const dist = path.resolve(process.env.DIST_DIR ?? "dist")
const port = Number(process.env.BENCH_JS_PORT ?? 9400)
const kb = (bytes) => (bytes / 1024).toFixed(1)

const site = await serveSite(dist, port)
const browser = await launchBrowser()
const testClock = { prepare: atTestNow }
/** The bytes a first visit loads until idle with one of the page's showtimes changed since the build. */
async function whenChanged(route) {
  const { row, restore } = await changeShowtime(dist, route, site.sandboxUrl)
  try {
    return gzipBytes(dist, await scriptsUntilIdle(browser, site, route, { ...testClock, until: row }))
  } finally {
    await restore()
  }
}
const within = (measured, budget) => (measured <= budget ? "yes" : `NO, ${kb(measured - budget)} over`)
try {
  const rows = []
  for (const { kind, route, untilIdle, beforeInteraction, untilIdleChanged } of pageKinds(dist)) {
    const before = gzipBytes(dist, scriptsBeforeInteraction(dist, route))
    const idle = gzipBytes(dist, await scriptsUntilIdle(browser, site, route, testClock))
    const ahead = gzipBytes(dist, await scriptsUntilIdle(browser, site, route, { ...testClock, ahead: true }))
    const changed = untilIdleChanged ? await whenChanged(route) : undefined
    const budget = untilIdle ?? beforeInteraction
    rows.push({
      page: kind,
      route,
      "before interaction, KB": kb(before),
      "until idle, KB": kb(idle),
      budget: `${kb(budget)} ${untilIdle ? "until idle" : "before interaction"}`,
      within: within(untilIdle ? idle : before, budget),
      "with the links in view loaded ahead, KB": kb(ahead),
      "a showtime changed: until idle, KB": changed === undefined ? "" : kb(changed),
      "its budget": changed === undefined ? "" : `${kb(untilIdleChanged)} (${within(changed, untilIdleChanged)})`,
    })
  }
  console.table(rows)
} finally {
  await browser.close()
  site.stop()
}
