#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse's mobile audit of five kinds of page in
 * Debian's headless Chromium against the built site (dist/), with the
 * sandbox beside it. Each page is audited LIGHTHOUSE_RUNS times (3): it
 * prints the run with the median performance score (its four category
 * scores, LCP, TBT and CLS) and every run's performance score beside it.
 * A benchmark: it prints, it asserts nothing (timings vary with the machine).
 *
 * Lighthouse slows the CPU 4x, which assumes a high-end desktop host: it
 * prints the host's benchmark index, and LIGHTHOUSE_CPU_SLOWDOWN sets the
 * multiplier that its throttling guide gives for a slower host (docs/performance.md).
 * LIGHTHOUSE_PAGES (names, comma-separated) audits only some of the five.
 *
 * LIGHTHOUSE_REFERENCE names a built empty Gatsby site (its `public/`, from
 * ../shared/reference/empty-gatsby): its page is audited in the same run,
 * before each of ours, so that what our code adds to Total Blocking Time is
 * read against the framework's floor on the same host at the same moment
 * (CONVENTIONS 17), and printed beside each page.
 */
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"

import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9300)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined
const base = `http://localhost:${PORT}`
const ALL_PAGES = [
  ["home", "/"],
  ["film", "/trolljegeren-dxm1015/"],
  ["article", "/article/rekordar-med-6481-besokende/"],
  ["programme", "/program/"],
  ["search", "/search/?q=orgel"],
]
/** LIGHTHOUSE_PAGES=search,film audits only those, to compare one page before and after a change. */
const chosen = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim())
const unknown = chosen?.filter((name) => !ALL_PAGES.some(([known]) => known === name)) ?? []
if (unknown.length > 0) {
  console.error(
    `LIGHTHOUSE_PAGES: no page called ${unknown.join(", ")}; the pages are ${ALL_PAGES.map(([name]) => name).join(", ")}`,
  )
  process.exit(2)
}
const pages = chosen ? ALL_PAGES.filter(([name]) => chosen.includes(name)) : ALL_PAGES

const serve = spawn(process.execPath, ["scripts/serve.mjs"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
})
const REFERENCE = process.env.LIGHTHOUSE_REFERENCE
const referenceBase = `http://localhost:${PORT + 2}`
const reference = REFERENCE
  ? spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...process.env, PORT: String(PORT + 2), DIST_DIR: REFERENCE },
      stdio: "ignore",
    })
  : undefined
// One process (not the tsx wrapper and its child), so that kill() stops the sandbox itself.
const sandbox = spawn(process.execPath, ["--import", "tsx", "src/sandbox/main.ts"], {
  // The sandbox answers only the origins it knows; this one is the audited site.
  env: { ...process.env, SANDBOX_ORIGINS: base },
  stdio: "ignore",
})
const stop = () => [serve, sandbox, reference].forEach((child) => child?.kill())

async function ready(site = base) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(`${site}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The site did not answer at ${site}: build it first (npm run build, or the reference's gatsby build)`)
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // The browser tests launch Chromium with the same flags.
  chromeFlags: JSON.parse(readFileSync(new URL("../e2e/support/chromium-flags.json", import.meta.url), "utf8")),
})
try {
  await ready()
  if (reference) await ready(referenceBase)
  const rows = []
  const missed = []
  const benchmarks = []
  const audited = async (url) => {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    })
    benchmarks.push(lhr.environment.benchmarkIndex)
    return lhr
  }
  for (const [name, route] of pages) {
    const runs = []
    const emptyRuns = []
    for (let run = 0; run < RUNS; run += 1) {
      if (reference) emptyRuns.push(await audited(`${referenceBase}/`))
      runs.push(await audited(`${base}${route}`))
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
    const tbt = (lhr) => lhr.audits["total-blocking-time"].numericValue
    const floor = emptyRuns.length > 0 ? median(emptyRuns.map(tbt)) : undefined
    const byPerformance = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)
    const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)]
    const score = (id) => lhr.categories[id]?.score?.toFixed(2) ?? "-"
    const audit = (id) => lhr.audits[id]?.displayValue ?? "-"
    rows.push({
      page: name,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: audit("largest-contentful-paint"),
      TBT: audit("total-blocking-time"),
      CLS: audit("cumulative-layout-shift"),
      "performance, every run": runs.map((run) => run.categories.performance.score.toFixed(2)).join(" "),
      ...(floor === undefined
        ? {}
        : {
            "empty Gatsby: performance, TBT": `${median(emptyRuns.map((run) => run.categories.performance.score)).toFixed(2)}, ${Math.round(floor)} ms`,
            "TBT over empty (median)": `${Math.round(median(runs.map(tbt)) - floor)} ms`,
          }),
    })
    // What keeps accessibility, best practices or SEO under 1: the audits that failed.
    ;["accessibility", "best-practices", "seo"].forEach((category) =>
      lhr.categories[category]?.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .forEach((ref) => missed.push(`${name}, ${category}: ${ref.id} (${lhr.audits[ref.id].title})`)),
    )
  }
  console.log(
    `Host benchmark index ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}; CPU slowdown ${CPU_SLOWDOWN ?? 4}x; ${RUNS} run(s) a page`,
  )
  console.table(rows)
  if (missed.length > 0) console.log(`Failed audits:\n${missed.join("\n")}`)
} finally {
  await chrome.kill()
  stop()
}
