#!/usr/bin/env node
/**
 * Every test, as CI and a newcomer run them: type check, lint and format
 * check, a build of the demo site into dist/, then every jest project and the
 * browser tests on Playwright's runner (the site and browser tests read and
 * serve dist/). Each check counts as one test beside the runners' own; the
 * last line is `N passed, N failed` over all.
 *
 * The phases run in lanes side by side, so that one lane uses the cores while
 * another waits (a browser test on its page, the publisher on its timers):
 * - checks: types, lint, format, then the jest projects node and ui;
 * - site: the build, then the browser tests, which read dist/;
 * - publisher: the jest project publisher, which mostly waits on its timers, then
 *   `gatsby develop` in a copy (the jest project develop) and, once the build is done, the
 *   jest project site, which reads dist/ too;
 * - copies: Gatsby builds in temporary copies (the jest project integration).
 * The lanes use ports of their own. Each phase writes its output to
 * test-results/logs/, printed whole when the phase ends; the run closes with
 * each phase's seconds and the wall time.
 *
 * SKIP_BUILD=1 reuses dist/ as it is. Arguments go to jest. The demo site
 * and every test talk to the local sandbox, and say so (`RAMASKRIK_SANDBOX=1`).
 */
import { spawn } from "node:child_process"
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"

import { killTree } from "./process-tree.mjs"

const root = process.cwd()
const bin = (name) => path.join(root, "node_modules", ".bin", name)
// Every build in the tests draws its pages at the moment the browser tests start their clocks
// (src/content-model/build-clock.ts), so no test depends on the day it runs.
const { testNow } = JSON.parse(readFileSync(path.join(root, "e2e", "support", "test-now.json"), "utf8"))
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", RAMASKRIK_SANDBOX: "1", GATSBY_TEST_NOW: testNow }
const totals = { passed: 0, failed: 0 }
/** Each phase's seconds, of the wall and of the processor, printed at the end, so that the next slow test is seen where it is. */
const phases = []
const logDir = path.join(root, "test-results", "logs")
rmSync(logDir, { recursive: true, force: true })
mkdirSync(logDir, { recursive: true })
const started = performance.now()
const clock = () => `${((performance.now() - started) / 1_000).toFixed(0)} s`
const running = new Set()

// A line now and then says what is still running, so that a long silence in CI's log has a name.
const heartbeat = setInterval(() => console.log(`… ${clock()}: ${[...running].join(", ")} still running`), 120_000)

/**
 * Runs one phase: the command's output goes to its log file, and is printed
 * whole when it ends (lanes side by side would interleave it line by line).
 * Resolves with the exit status. A phase still running after `deadlineMs` is
 * killed with every process it started, and its log says which were running.
 */
function phase(name, command, args, phaseEnv = {}, { deadlineMs } = {}) {
  const logFile = path.join(logDir, `${name.replace(/[^a-z0-9]+/gi, "-")}.log`)
  const cpuFile = `${logFile}.cpu`
  console.log(`▶ ${name} at ${clock()}: ${[path.basename(command), ...args].join(" ")}`)
  running.add(name)
  const phaseStarted = performance.now()
  return new Promise((resolve) => {
    const log = createWriteStream(logFile)
    // Through phase-cpu.mjs, which writes what the phase cost the processor to cpuFile.
    const child = spawn(process.execPath, [path.join(root, "scripts", "phase-cpu.mjs"), command, ...args], {
      env: { ...env, ...phaseEnv, PHASE_CPU_FILE: cpuFile },
      stdio: ["ignore", "pipe", "pipe"],
    })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    const deadline =
      deadlineMs &&
      setTimeout(() => {
        const listing = killTree(child.pid)
        log.write(`\n${name}: still running after ${deadlineMs / 1_000} s; killed. Its processes then:\n${listing}\n`)
      }, deadlineMs)
    child.on("close", (status) => {
      clearTimeout(deadline)
      log.end(() => {
        running.delete(name)
        const seconds = (performance.now() - phaseStarted) / 1_000
        const cpu = existsSync(cpuFile) ? Number(readFileSync(cpuFile, "utf8")) : undefined
        phases.push({ name, seconds, cpu })
        console.log(`\n──── ${name}: ${seconds.toFixed(0)} s, exit ${status} (${path.relative(root, logFile)}) ────`)
        process.stdout.write(readFileSync(logFile))
        resolve(status)
      })
    })
  })
}

async function check(name, command, args, options) {
  const ok = (await phase(name, command, args, {}, options)) === 0
  totals[ok ? "passed" : "failed"] += 1
  console.log(`${ok ? "✓" : "✕"} ${name}`)
  return ok
}

/** Runs jest and adds its counts. */
async function jest(label, args, phaseEnv = {}) {
  const summaryFile = path.join(root, "test-results", `jest-${label}.json`)
  rmSync(summaryFile, { force: true })
  await phase(`jest ${label}`, bin("jest"), args, { ...phaseEnv, JEST_SUMMARY_FILE: summaryFile })
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
 * Runs one project of the browser tests (playwright.config.ts) and adds the
 * counts of its JSON report. A test that passed only on a retry (CI retries)
 * counts as passed, and is named so that nobody mistakes it for a stable one.
 * The project "alone" runs without its dependency: a failure in "shared"
 * still lets every test of "alone" run and count.
 */
async function playwright(project) {
  const reportFile = path.join(root, "test-results", `e2e-${project}.json`)
  rmSync(reportFile, { force: true })
  // A folder of its own for each project's traces: Playwright empties its output folder as it starts,
  // and "alone" would empty the one a failure of "shared" left its trace in.
  const output = path.join("test-results", `e2e-${project}`)
  await phase(
    `browser tests, ${project}`,
    bin("playwright"),
    ["test", `--project=${project}`, "--no-deps", `--output=${output}`],
    { E2E_JSON_FILE: reportFile },
  )
  if (!existsSync(reportFile)) {
    totals.failed += 1
    console.log(`✕ playwright test --project=${project} did not finish`)
    return
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8"))
  const { expected, unexpected, flaky, skipped } = report.stats
  totals.passed += expected + flaky
  // An error outside any test (a server that did not start, a file that does not load) fails the run too,
  // and so does a test that never ran.
  totals.failed += unexpected + report.errors.length + skipped
  if (skipped > 0) console.log(`✕ ${skipped} browser test(s) did not run`)
  const flakyTests = flakyOnes(report.suites)
  if (flakyTests.length > 0) {
    console.log(`\n${flakyTests.length} browser test(s) passed only on a retry:`)
    // With the first try's error: CI keeps the output, not test-results/, and a retry's trace shows the pass.
    flakyTests.forEach(({ title, error }) => console.log(`  ↻ ${title}\n${indented(error)}`))
  }
}

/**
 * The tests in a Playwright JSON report that passed only on a retry: their
 * titles (file › describe › test) and the first failed try's error.
 */
function flakyOnes(suites, parents = []) {
  return suites.flatMap((suite) => {
    const titles = suite.title === "" ? parents : [...parents, suite.title]
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === "flaky")
          .map((test) => ({ title: [...titles, spec.title].join(" › "), error: firstError(test.results) })),
      ),
      ...flakyOnes(suite.suites ?? [], titles),
    ]
  })
}

/** The line of the test the first failed try stopped at, and its error message. */
function firstError(results) {
  const error = results.find((result) => result.status !== "passed")?.error
  if (!error?.message) return "(no error reported)"
  const where = error.location ? `at ${path.relative(root, error.location.file)}:${error.location.line}: ` : ""
  return `${where}${error.message}`
}

/** An error message as a few indented lines, without the terminal's colours. */
function indented(message, lines = 16) {
  return stripVTControlCharacters(message)
    .split("\n")
    .slice(0, lines)
    .map((line) => `      ${line}`)
    .join("\n")
}

const extra = process.argv.slice(2)

/**
 * The copies' pages call a sandbox address of their own, where nothing
 * answers (as before the lanes, when the browser tests' sandbox had stopped):
 * a page open in a copy must not add to the counts the browser tests read.
 * The publisher's own tests and the integration test that runs the real
 * publisher run at the same time: the latter moves to ports of its own.
 */
const COPIES_SANDBOX = "http://localhost:9400"
const copiesEnv = {
  GATSBY_TICKETING_118_URL: `${COPIES_SANDBOX}/ticketing/118`,
  GATSBY_TICKETING_178_URL: `${COPIES_SANDBOX}/ticketing/178`,
  GATSBY_NEWSLETTER_URL: `${COPIES_SANDBOX}/newsletter/subscribe`,
}

/** The static checks, then the unit tests, which need neither dist/ nor a build. */
async function checksLane() {
  await check("types", bin("tsc"), ["--noEmit"])
  await check("lint", bin("eslint"), ["."])
  await check("format", bin("prettier"), ["--check", "."])
  await jest("node and ui", ["--selectProjects", "node", "ui", ...extra])
}

/**
 * How long the demo build may run: it takes one to three minutes beside the other lanes. One
 * whose query worker spun after Gatsby's "Commit failed" (30 November 2026) held the run for
 * as long as CI allowed; now it fails, naming where it hung, as a copy's build does
 * (__tests__/support/project-copy.ts).
 */
const BUILD_DEADLINE_MS = 900_000

/** The demo build into dist/, once, for the two lanes that read it: whether it is there. */
let building
function built() {
  building ??= (async () => {
    const done =
      process.env.SKIP_BUILD === "1" ||
      (await check("build", process.execPath, ["scripts/build.mjs"], { deadlineMs: BUILD_DEADLINE_MS }))
    if (!done) console.log("The site did not build: the browser tests and the tests of dist/ do not run.")
    return done
  })()
  return building
}

/** The build, then the browser tests, the longest phase of the run. */
async function siteLane() {
  if (!(await built())) return
  await playwright("shared")
  await playwright("alone")
}

/**
 * The publisher's tests from the start: they mostly wait on their timers (a CMS that answers 503
 * for 20 s, a build held by a gate file), so they cost the run little beside the other lanes,
 * where after the unit tests they ended it. Then `gatsby develop` in a copy of its own, and the
 * tests of dist/ once the build is there (docs/performance.md, "npm test's own time").
 */
async function publisherLane() {
  await jest("publisher", ["--selectProjects", "publisher", "--runInBand", ...extra], copiesEnv)
  await jest("develop", ["--selectProjects", "develop", "--runInBand", ...extra], copiesEnv)
  if (await built()) await jest("site", ["--selectProjects", "site", ...extra])
}

/** Gatsby builds in temporary copies, the heaviest lane: it starts at once. */
async function copiesLane() {
  await jest("integration", ["--selectProjects", "integration", "--runInBand", ...extra], {
    ...copiesEnv,
    PUBLISHER_PORT: "9320",
    // One worker for each build in a copy, not scripts/build.mjs's one per core: beside two other
    // lanes the cores are taken anyway, and every worker loads Gatsby again. A cold build of the
    // demo, alone on the machine: 37-39 processor seconds with one, 43-45 with three, the same bytes.
    GATSBY_CPU_COUNT: "1",
  })
}

await Promise.all([checksLane(), publisherLane(), siteLane(), copiesLane()])
clearInterval(heartbeat)

const column = (seconds) => (seconds === undefined ? "" : seconds.toFixed(0)).padStart(5)
const wall = (performance.now() - started) / 1_000
// How busy the machine was: the wall time can shrink only as far as the processor time over the cores allows.
const cpu = phases.every((done) => done.cpu !== undefined) ? phases.reduce((sum, done) => sum + done.cpu, 0) : undefined
console.log("\nSeconds per phase (lanes run side by side), of the wall and of the processor:")
console.log("   wall    cpu")
phases.forEach((done) => console.log(`  ${column(done.seconds)}  ${column(done.cpu)}  ${done.name}`))
console.log(`  ${column(wall)}  ${column(cpu)}  in all`)
if (cpu !== undefined) console.log(`  (${(cpu / wall).toFixed(2)} cores busy on average)`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
