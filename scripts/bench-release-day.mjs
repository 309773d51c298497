#!/usr/bin/env node
/**
 * `npm run bench:release-day`: the morning the sales open, on this machine.
 * The built site in dist/ behind `npm run serve:nginx` with the live seat
 * status's shared cache (docs/deploy.md) in front of the ticketing sandbox,
 * and 200, 1,000 and 2,000 simulated visitors (autocannon, one connection
 * each) on five pages with showtimes: the programme and four film pages.
 * Each visitor does what the client does, with the client's minute
 * compressed into one second: it arrives (in fifty waves over five seconds)
 * and loads its page (the HTML, the scripts it names, its page data and
 * app-data.json), then asks the events call for its page's ids (as the
 * client builds it, through the site's path) once a "minute" for DURATION
 * seconds, the visitors' calls spread over the "minute" as the client's
 * ±20 % jitter spreads them. Prints, per size, requests per
 * second, p50/p99 latency and errors for the pages and for the events path,
 * and the events calls that reached the sandbox per (real) minute, beside
 * the calls the visitors made per client minute: what would reach the
 * service without the cache. Beside each p50/p99, nginx's own (the
 * `$request_time` of its access log) and the load generator's (how late its
 * own event loop ran, which every latency it measures includes): what is
 * left is the kernel's queues, on the same two cores.
 *
 * Loopback only, a fixed number of requests and seconds; it stops by itself
 * and stops what it started. BENCH_PORT (default 9190) for nginx,
 * BENCH_SANDBOX_PORT (9191) for the sandbox, DURATION (30) seconds of
 * polling per size, VISITORS (200,1000,2000), WAVES (50).
 */
import { spawn } from "node:child_process"
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { monitorEventLoopDelay } from "node:perf_hooks"

import autocannon from "autocannon"

import { EVENTS_PATHS } from "../src/content-model/events-path.ts"
import { chunkIds } from "../src/account/api/events-call.ts"
import { siteWithEventsProxy } from "./events-proxy-site.mjs"

const root = process.cwd()
const dist = path.resolve(process.env.DIST_DIR ?? "dist")
const port = Number(process.env.BENCH_PORT ?? 9190)
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 9191)
const duration = Number(process.env.DURATION ?? 30)
const sizes = (process.env.VISITORS ?? "200,1000,2000").split(",").map(Number)
const PROXY = "/billettstatus"
const PARTNER = 118
const EVENTS = `${PROXY}${EVENTS_PATHS[PARTNER]}`
const PAGES = 5

if (!existsSync(path.join(dist, "program", "index.html"))) {
  console.error(`${path.relative(root, dist)}/ has no built site: run \`npm run build\` first`)
  process.exit(1)
}

/** The pages the visitors hold: the programme and the first four film pages with showtimes. */
function chosenPages() {
  const withShowtimes = (route) => {
    const file = path.join(dist, route, "index.html")
    return existsSync(file) && readFileSync(file, "utf8").includes("data-showtime=")
  }
  const films = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /-dxm\d+$/.test(entry.name) && withShowtimes(entry.name))
    .map((entry) => entry.name)
    .sort()
  return ["program", ...films.slice(0, PAGES - 1)].map((route) => {
    const html = readFileSync(path.join(dist, route, "index.html"), "utf8")
    const scripts = [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].map(([, src]) => src)
    // The rows' ids in the order they mount, each once: the client's one batch for the page.
    const ids = [...new Set([...html.matchAll(/data-showtime="([^"]+)"/g)].map(([, id]) => id))]
    const site = `ramaskrik-${PARTNER}`
    const urlOf = (chunk) => `${EVENTS}?${new URLSearchParams({ ids: chunk.join(","), site })}`
    return {
      route: `/${route}/`,
      load: [`/${route}/`, ...scripts, `/page-data/${route}/page-data.json`, "/page-data/app-data.json"],
      // Split as the client splits a batch whose URL would be too long.
      events: chunkIds(ids, (chunk) => `https://ramaskrik.no${urlOf(chunk)}`).map(urlOf),
    }
  })
}

/** A child process of ours, stopped by its own pid when we are done. */
function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] })
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once("exit", resolve)
        child.kill("SIGINT")
      }),
  }
}

async function waitFor(url) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Nothing answered at ${url} within 30 s`)
}

const sandboxEvents = async () => {
  const counts = await (await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/ticketing/counts`)).json()
  return counts.byEndpoint.events
}

/** The value at `share` (0–1) of sorted numbers; 0 for none. */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0

/** nginx's access log (scripts/serve-nginx.mjs): each line ends with nginx's own time for the request, in seconds. */
const accessLog = path.join(root, ".nginx", String(port), "access.log")
const logSize = () => (existsSync(accessLog) ? statSync(accessLog).size : 0)
/** nginx's own p50/p99 (ms) for the requests it logged between two sizes of its access log. */
function nginxTimes(from, to) {
  const text = existsSync(accessLog) ? readFileSync(accessLog).subarray(from, to).toString() : ""
  const sorted = text
    .split("\n")
    .flatMap((line) => {
      const time = / (\d+\.\d+)$/.exec(line)
      return time ? [Number(time[1]) * 1_000] : []
    })
    .toSorted((a, b) => a - b)
  return { logged: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }
}

/** How late the generator's event loop ran (ms, p50/p99) beyond the histogram's 10 ms tick. */
const lagOf = (histogram) => ({
  p50: Math.max(0, histogram.percentile(50) / 1e6 - 10),
  p99: Math.max(0, histogram.percentile(99) / 1e6 - 10),
})

/** Latencies (ms) and errors of one kind of request, over every autocannon instance that makes them. */
function tally() {
  const times = []
  let errors = 0
  return {
    listen(instance) {
      instance.on("response", (_client, status, _bytes, ms) => {
        times.push(ms)
        if (status < 200 || status > 399) errors += 1
      })
      instance.on("reqError", () => (errors += 1))
    },
    summary(seconds) {
      const sorted = times.toSorted((a, b) => a - b)
      const [p50, p99] = [percentile(sorted, 0.5), percentile(sorted, 0.99)]
      return { requests: sorted.length, perSecond: sorted.length / seconds, p50, p99, errors }
    },
  }
}

const run = (options, kind) => {
  const instance = autocannon({ timeout: 10, headers: { "accept-encoding": "br, gzip" }, ...options })
  kind.listen(instance)
  return new Promise((resolve, reject) => instance.once("done", resolve).once("error", reject))
}

/**
 * Visitors arrive, and poll, in this many waves: one autocannon instance per page and wave, whose
 * connections keep step. Fifty: a wave every 100 ms while they arrive (40 visitors in the same
 * instant at 2,000) and every 20 ms of a polling "minute", which is still burstier than visitors
 * who arrive on their own. Ten (WAVES=10, the figures before 29 November 2026) made 200 visitors
 * arrive in the same millisecond twice a second: the pages' p99 was then how long the two cores
 * took to serve one such burst, at the same rate of visitors a second.
 */
const WAVES = Number(process.env.WAVES ?? 50)
if (!Number.isInteger(WAVES) || WAVES < 1 || WAVES > 1_000) {
  console.error(`WAVES=${process.env.WAVES} is not a number of waves: a whole number from 1 to 1000 (50 by default)`)
  process.exit(1)
}
/** The visitors arrive over this many seconds; polling, each wave 1/WAVES of a "minute" after the last, as the client's jitter spreads them. */
const ARRIVAL_MS = 5_000
const POLL_SPREAD_MS = 1_000

/** `count` split into WAVES parts, as even as whole visitors allow. */
const waves = (count) =>
  Array.from({ length: WAVES }, (_, wave) => Math.floor(count / WAVES) + (wave < count % WAVES ? 1 : 0))
const after = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** One size: the visitors arrive and load their pages, then poll their page's events a "minute" (a second) apart. */
async function visit(visitors, pages) {
  const base = `http://127.0.0.1:${port}`
  const perPage = pages.map((_, index) => Math.floor(visitors / PAGES) + (index < visitors % PAGES ? 1 : 0))
  const eachWave = (spreadMs, options) =>
    Promise.all(
      pages.flatMap((page, index) =>
        waves(perPage[index]).flatMap((connections, wave) =>
          connections === 0 ? [] : [after((wave * spreadMs) / WAVES).then(() => options(page, connections))],
        ),
      ),
    )

  const loads = tally()
  const loadLog = logSize()
  const loadLag = monitorEventLoopDelay({ resolution: 10 })
  loadLag.enable()
  const loadStart = performance.now()
  await eachWave(ARRIVAL_MS, (page, connections) =>
    run(
      {
        url: base,
        connections,
        amount: connections * page.load.length,
        requests: page.load.map((requestPath) => ({ method: "GET", path: requestPath })),
      },
      loads,
    ),
  )
  const loadSeconds = (performance.now() - loadStart) / 1_000
  loadLag.disable()

  const pollLog = logSize()
  const polls = tally()
  const before = await sandboxEvents()
  const pollLag = monitorEventLoopDelay({ resolution: 10 })
  pollLag.enable()
  const pollStart = performance.now()
  await eachWave(POLL_SPREAD_MS, (page, connections) =>
    run(
      {
        url: base,
        connections,
        // One call (or one per chunk) a client minute, the minute a second.
        connectionRate: page.events.length,
        duration,
        requests: page.events.map((requestPath) => ({ method: "GET", path: requestPath })),
      },
      polls,
    ),
  )
  const pollSeconds = (performance.now() - pollStart) / 1_000
  pollLag.disable()
  const reached = (await sandboxEvents()) - before
  const polled = polls.summary(pollSeconds)
  return {
    visitors,
    pages: { ...loads.summary(loadSeconds), nginx: nginxTimes(loadLog, pollLog), lag: lagOf(loadLag) },
    events: { ...polled, nginx: nginxTimes(pollLog, logSize()), lag: lagOf(pollLag) },
    // A client minute is a second here: what the visitors asked per client minute would reach the service uncached.
    askedPerClientMinute: polled.requests / pollSeconds,
    sandboxPerMinute: (reached / pollSeconds) * 60,
  }
}

const pages = chosenPages()
const site = siteWithEventsProxy(dist, path.join(root, ".nginx", `release-day-${port}`), {
  path: EVENTS,
  upstream: `http://127.0.0.1:${sandboxPort}/ticketing/${PARTNER}${EVENTS_PATHS[PARTNER]}`,
})
const sandbox = start(process.execPath, ["--import", "tsx", "src/sandbox/main.ts"], {
  SANDBOX_PORT: String(sandboxPort),
})
const nginx = start(process.execPath, ["scripts/serve-nginx.mjs"], { PORT: String(port), DIST_DIR: site })
try {
  await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/ticketing/counts`)
  await waitFor(`http://127.0.0.1:${port}/`)
  // One early visitor per page fills the cache. A key's very first visitors wait for its first answer
  // (proxy_cache_lock: nginx looks again every 500 ms); after that a refill serves the last answer meanwhile.
  for (const page of pages) for (const events of page.events) await fetch(`http://127.0.0.1:${port}${events}`)
  console.log(
    `Release day on nginx (port ${port}) with the shared cache in front of the sandbox (port ${sandboxPort}):\n` +
      pages
        .map((page) => `  ${page.route}: ${page.load.length} files, ${page.events.length} events call(s)`)
        .join("\n") +
      `\n  visitors arriving in ${WAVES} waves over ${ARRIVAL_MS / 1_000} s; ` +
      `${duration} s of polling per size, the client's minute compressed into a second\n`,
  )
  for (const visitors of sizes) {
    const result = await visit(visitors, pages)
    const line = (what, { requests, perSecond, p50, p99, errors, nginx, lag }) =>
      `  ${what.padEnd(8)} ${String(requests).padStart(7)} requests  ${perSecond.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  errors ${errors}\n` +
      `  ${"".padEnd(8)} nginx's own time p50 ${nginx.p50.toFixed(0)} ms, p99 ${nginx.p99.toFixed(0)} ms (${nginx.logged} logged); ` +
      `the generator's event loop late by p50 ${lag.p50.toFixed(1)} ms, p99 ${lag.p99.toFixed(1)} ms`
    console.log(
      `${visitors} visitors on ${PAGES} pages\n${line("pages", result.pages)}\n${line("events", result.events)}\n` +
        `  events calls the visitors made per client minute (uncached, all would reach the service): ${result.askedPerClientMinute.toFixed(0)}\n` +
        `  events calls that reached the sandbox per minute through the cache: ${result.sandboxPerMinute.toFixed(1)} ` +
        `(at most ${PAGES} pages × 60 / 15 = ${(PAGES * 60) / 15}, plus refills)\n`,
    )
  }
} finally {
  await nginx.stop()
  await sandbox.stop()
}
