#!/usr/bin/env node
/**
 * `npm run bench:planner`: how long "Lag planen for meg" takes on a phone.
 * The solver (src/planner/make-plan/solve.ts) is bundled and minified with
 * esbuild as a browser script, with the compile hint the site's build puts
 * on every script (gatsby/compile-hint.ts), and run in Debian's Chromium
 * with the CPU slowed 4x (as Lighthouse slows a phone), on the demo
 * programme (built from data/ by the content pipeline's own code) and on one
 * three times its size (each film copied twice, moved in time and venue so
 * the copies interleave with the rest). Each run is a fresh page, as a visitor's first press is
 * (then the same request once more, warm); the time is solvePlan's alone,
 * taken in the page. Budgets (issue #38): 50 ms for the demo, 1 s for the
 * tripled programme, for the first call.
 *
 * A benchmark: it prints, and asserts nothing (the times depend on the host).
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"

import { tsImport } from "tsx/esm/api"

import { launchBrowser } from "./js-weight.mjs"

const CPU_SLOWDOWN = 4
const RUNS = Number(process.env.BENCH_PLANNER_RUNS ?? 7)
const BUDGETS = { demo: 50, tripled: 1000 }
const MIN_PAUSE = 10
/** Before the festival, so that nothing has started. */
const NOW = "2027-10-01T12:00:00+02:00"

const { prepareSite } = await tsImport("../src/content-pipeline/prepare-site.ts", import.meta.url)
const { listContentFiles, readLocalContent } = await tsImport(
  "../src/content-pipeline/read-local-content.ts",
  import.meta.url,
)
const { addMinutes, screeningsFile } = await tsImport("../src/content-pipeline/screenings.ts", import.meta.url)
const { EAGER_COMPILE_HINT } = await tsImport("../gatsby/compile-hint.ts", import.meta.url)

async function demoProgramme() {
  const read = await readLocalContent(await listContentFiles(path.resolve("data")))
  const { site, problems } = prepareSite(read.documents)
  if (site === undefined) throw new Error(`data/ does not build: ${problems.map((p) => p.message).join("; ")}`)
  return screeningsFile(site)
}

/** The films in the order of their first showing. */
const filmsOf = (screenings) => [...new Set(screenings.map(({ reference }) => reference))]

/**
 * Three times the programme: each film twice more, under a new code, every
 * showing of a copy moved by 25 to 115 minutes and to another venue, the
 * same way every run, so the copies fall between the originals.
 */
function tripled({ screenings, travelMinutes }) {
  const films = filmsOf(screenings)
  const venues = [...new Set(screenings.map(({ venue }) => venue))]
  const copies = [1, 2].flatMap((copy) =>
    screenings.map((screening) => {
      const film = films.indexOf(screening.reference)
      const minutes = 25 + ((film * 7 + copy * 13) % 7) * 15
      const venue = venues[(venues.indexOf(screening.venue) + copy + film) % venues.length]
      return {
        ...screening,
        id: `${screening.id}-${copy}`,
        reference: `${screening.reference}-${copy}`,
        title: `${screening.title} ${copy + 1}`,
        start: addMinutes(screening.start, minutes),
        end: screening.end === null ? null : addMinutes(screening.end, minutes),
        venue,
      }
    }),
  )
  return { screenings: [...screenings, ...copies], travelMinutes }
}

/** Every film wished, every third (in the order of first showings) a must. */
const everyFilm = (screenings) =>
  filmsOf(screenings).map((reference, index) => [reference, index % 3 === 0 ? "must" : "want"])

/** 15 films spread over the programme, 5 of them a must. */
function fifteen(screenings) {
  const films = filmsOf(screenings)
  const step = films.length / 15
  return Array.from({ length: 15 }, (_, index) => [films[Math.floor(index * step)], index % 3 === 0 ? "must" : "want"])
}

function bundle() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-planner-"))
  const outfile = path.join(dir, "solve.js")
  try {
    execFileSync(
      path.resolve("node_modules", ".bin", "esbuild"),
      [
        "src/planner/make-plan/solve.ts",
        "--bundle",
        "--minify",
        "--format=iife",
        "--global-name=planner",
        "--target=es2020",
        `--outfile=${outfile}`,
        "--log-level=warning",
      ],
      { stdio: "inherit" },
    )
    // As the site's build ships every script (gatsby/compile-hint.ts): compiled whole as it loads,
    // which for the site is when the plan is drawn, before any press.
    return `${EAGER_COMPILE_HINT}\n${readFileSync(outfile, "utf8")}`
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** In the page: builds the request, then times solvePlan alone. */
function solveInPage({ programme, wishes, minPause, now }) {
  const request = {
    screenings: programme.screenings,
    travel: programme.travelMinutes,
    wishes: new Map(wishes),
    minPauseMinutes: minPause,
    keep: [],
    now: Date.parse(now),
  }
  const started = performance.now()
  const proposal = window.planner.solvePlan(request)
  const first = performance.now() - started
  const again = performance.now()
  window.planner.solvePlan(request)
  return {
    first,
    again: performance.now() - again,
    planned: proposal.screenings.length,
    score: proposal.score,
  }
}

const script = bundle()
const html = `<!doctype html><meta charset="utf-8"><title>bench:planner</title><script>${script}</script>`
const demo = await demoProgramme()
const big = tripled(demo)
const cases = [
  { name: "demo, every film", programme: demo, wishes: everyFilm(demo.screenings), budget: BUDGETS.demo },
  { name: "demo, 15 wishes", programme: demo, wishes: fifteen(demo.screenings), budget: BUDGETS.demo },
  { name: "tripled, every film", programme: big, wishes: everyFilm(big.screenings), budget: BUDGETS.tripled },
  { name: "tripled, 15 wishes", programme: big, wishes: fifteen(big.screenings), budget: BUDGETS.tripled },
]

const browser = await launchBrowser()
const rows = []
try {
  for (const { name, programme, wishes, budget } of cases) {
    const firsts = []
    const agains = []
    let last
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
      await page.setContent(html)
      last = await page.evaluate(solveInPage, { programme, wishes, minPause: MIN_PAUSE, now: NOW })
      firsts.push(last.first)
      agains.push(last.again)
      await context.close()
    }
    const [first, again] = [firsts, agains].map((times) => times.sort((a, b) => a - b))
    const median = (times) => Number(times[Math.floor(times.length / 2)].toFixed(1))
    const max = (times) => Number(times.at(-1).toFixed(1))
    rows.push({
      case: name,
      screenings: programme.screenings.length,
      films: filmsOf(programme.screenings).length,
      wishes: `${wishes.length} (${wishes.filter(([, wish]) => wish === "must").length} må se)`,
      "first: median ms": median(first),
      "first: max ms": max(first),
      "again: median ms": median(again),
      budget: `${budget} ms`,
      within: max(first) <= budget ? "yes" : "NO",
      plan: `${last.planned} (${last.score.must} må se, ${last.score.want} vil gjerne se)`,
    })
  }
} finally {
  await browser.close()
}

console.log(
  `solvePlan in Chromium at ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs per case, each in a fresh page:` +
    ` "first" is the page's first call (the visitor's press), "again" the same request once more.` +
    ` Pause ${MIN_PAUSE} min, nothing kept, every day, no limits, now ${NOW}.` +
    ` Wishes: every film, or 15 spread over the programme, every third (in order of first showing) må se.`,
)
console.table(rows)
console.log(
  `The solver bundled (esbuild --minify): ${(gzipSync(script, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
)
