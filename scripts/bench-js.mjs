#!/usr/bin/env node
/**
 * `npm run bench:js`: the JavaScript each kind of page costs a new visitor,
 * in gzip bytes, from the build in dist/: before interaction (its script
 * tags and its component's chunk group) and until the network is idle (every
 * script Chromium loads, service worker blocked), against its budget
 * (scripts/js-weight.mjs says how each is measured). Serves dist/ on
 * BENCH_JS_PORT (9400). Prints; __tests__/site/js-budget.test.ts asserts.
 */
import path from "node:path"

import {
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

const { base, stop } = await serveSite(dist, port)
const browser = await launchBrowser()
try {
  const rows = []
  for (const { kind, route, untilIdle, beforeInteraction } of pageKinds(dist)) {
    const before = gzipBytes(dist, scriptsBeforeInteraction(dist, route))
    const idle = gzipBytes(dist, await scriptsUntilIdle(browser, base, route))
    const budget = untilIdle ?? beforeInteraction
    const measured = untilIdle ? idle : before
    rows.push({
      page: kind,
      route,
      "before interaction, KB": kb(before),
      "until idle, KB": kb(idle),
      budget: `${kb(budget)} ${untilIdle ? "until idle" : "before interaction"}`,
      within: measured <= budget ? "yes" : `NO, ${kb(measured - budget)} over`,
    })
  }
  console.table(rows)
} finally {
  await browser.close()
  stop()
}
