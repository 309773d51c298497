#!/usr/bin/env node
/**
 * Every test, as CI and a newcomer run them: type check, lint and format
 * check, a build of the demo site into dist/, then every jest project and the
 * browser tests on Playwright's runner (the site and browser tests read and
 * serve dist/). Each check counts as one test beside the runners' own; the
 * last line is `N passed, N failed` over all.
 *
 * SKIP_BUILD=1 reuses dist/ as it is. Arguments go to jest. The demo site
 * and every test talk to the local sandbox, and say so (`RAMASKRIK_SANDBOX=1`).
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"

const root = process.cwd()
const bin = (name) => path.join(root, "node_modules", ".bin", name)
// Every build in the tests draws its pages at the moment the browser tests start their clocks
// (src/content-model/build-clock.ts), so no test depends on the day it runs.
const { testNow } = JSON.parse(readFileSync(path.join(root, "e2e", "support", "test-now.json"), "utf8"))
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", RAMASKRIK_SANDBOX: "1", GATSBY_TEST_NOW: testNow }
const totals = { passed: 0, failed: 0 }
/** Each phase's seconds, printed at the end, so that the next slow test is seen where it is. */
const phases = []

/** Runs one phase and keeps its time. */
function timed(name, run) {
  const started = performance.now()
  const result = run()
  phases.push({ name, seconds: (performance.now() - started) / 1_000 })
  return result
}

function check(name, command, args) {
  console.log(`\n▶ ${name}: ${[path.basename(command), ...args].join(" ")}`)
  const { status } = spawnSync(command, args, { stdio: "inherit", env })
  const ok = status === 0
  totals[ok ? "passed" : "failed"] += 1
  console.log(`${ok ? "✓" : "✕"} ${name}`)
  return ok
}

timed("types", () => check("types", bin("tsc"), ["--noEmit"]))
timed("lint", () => check("lint", bin("eslint"), ["."]))
timed("format", () => check("format", bin("prettier"), ["--check", "."]))
const built =
  process.env.SKIP_BUILD === "1" || timed("build", () => check("build", process.execPath, ["scripts/build.mjs"]))

/** Runs jest and adds its counts. */
function jest(label, args) {
  const summaryFile = path.join(root, "test-results", `jest-${label}.json`)
  rmSync(summaryFile, { force: true })
  console.log(`\n▶ jest ${label}`)
  spawnSync(bin("jest"), args, { stdio: "inherit", env: { ...env, JEST_SUMMARY_FILE: summaryFile } })
  if (existsSync(summaryFile)) {
    const counts = JSON.parse(readFileSync(summaryFile, "utf8"))
    totals.passed += counts.passed
    totals.failed += counts.failed
  } else {
    totals.failed += 1
    console.log(`✕ jest ${label} did not finish`)
  }
}

/**
 * Runs the browser tests and adds the counts of their JSON report. A test
 * that passed only on a retry (CI retries) counts as passed, and is named so
 * that nobody mistakes it for a stable one.
 */
function playwright() {
  const reportFile = path.join(root, "test-results", "e2e.json")
  rmSync(reportFile, { force: true })
  console.log("\n▶ playwright test")
  spawnSync(bin("playwright"), ["test"], { stdio: "inherit", env: { ...env, E2E_JSON_FILE: reportFile } })
  if (!existsSync(reportFile)) {
    totals.failed += 1
    console.log("✕ playwright test did not finish")
    return
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8"))
  const { expected, unexpected, flaky } = report.stats
  totals.passed += expected + flaky
  // An error outside any test (a server that did not start, a file that does not load) fails the run too.
  totals.failed += unexpected + report.errors.length
  const flakyTests = flakyTitles(report.suites)
  if (flakyTests.length > 0) {
    console.log(`\n${flakyTests.length} browser test(s) passed only on a retry:`)
    flakyTests.forEach((title) => console.log(`  ↻ ${title}`))
  }
}

/** The titles, file › describe › test, of the tests in a Playwright JSON report that passed only on a retry. */
function flakyTitles(suites, parents = []) {
  return suites.flatMap((suite) => {
    const titles = suite.title === "" ? parents : [...parents, suite.title]
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests.filter((test) => test.status === "flaky").map(() => [...titles, spec.title].join(" › ")),
      ),
      ...flakyTitles(suite.suites ?? [], titles),
    ]
  })
}

const extra = process.argv.slice(2)
if (built) {
  timed("jest node, ui and site", () => jest("node, ui and site", ["--selectProjects", "node", "ui", "site", ...extra]))
  timed("browser tests", playwright)
} else {
  console.log("The site did not build: only the node, ui and integration tests run.")
  timed("jest node and ui", () => jest("node and ui", ["--selectProjects", "node", "ui", ...extra]))
}
timed("jest publisher", () => jest("publisher", ["--selectProjects", "publisher", "--runInBand", ...extra]))
timed("jest integration and develop", () =>
  jest("integration and develop", ["--selectProjects", "integration", "develop", "--runInBand", ...extra]),
)

const line = (seconds, name) => `  ${seconds.toFixed(0).padStart(5)}  ${name}`
console.log("\nSeconds per phase:")
phases.forEach(({ name, seconds }) => console.log(line(seconds, name)))
console.log(
  line(
    phases.reduce((sum, { seconds }) => sum + seconds, 0),
    "in all",
  ),
)
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
