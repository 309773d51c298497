/**
 * `npm run bench:publish [-- --size demo|full]`: one editor's edit, from the
 * CMS's webhook to the page live, 5 times, with the real build in a
 * temporary copy of the project; the publisher's defaults (1.5 s quiet)
 * included. `demo` (the default) is data/; `full` is the 12,000 pages of
 * `npm run bench:build` (data/ plus 10,000 films with 3 showtimes each and
 * 2,000 articles, scripts/bench-content.ts). Meanwhile autocannon keeps 50
 * connections (`--connections N`; 0 for none, to time the publishing alone)
 * busy on the served site (`npm run serve` on the `dist` link),
 * and a checker loads a page and every script it names, and the previous
 * release's chunks, after each swap. Last, a rollback under that load: from
 * the request to the publisher until the served site answers from the
 * release rolled back to.
 *
 * Prints the median and p95 of webhook → live (and the median of the part the
 * publisher spends on snapshot, build and release), how fast the publisher
 * itself answers meanwhile (its status, every 250 ms), the rollback's duration, the
 * load's requests, errors and non-2xx answers, and the checker's failures.
 * Ports: BENCH_PORT (9300) and the two after it. Everything on localhost.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"

import autocannon from "autocannon"
import { Webhook } from "standardwebhooks"

import { contentProblems, generateContent } from "./bench-content"
import projectFiles from "./project-files.json"

const root = process.cwd()
const base = Number(process.env.BENCH_PORT ?? 9300)
const [publisherPort, cmsPort, sitePort] = [base, base + 1, base + 2]
const runs = Number(process.env.BENCH_RUNS ?? 5)
const { values } = parseArgs({
  options: { size: { type: "string", default: "demo" }, connections: { type: "string", default: "50" } },
})
if (values.size !== "demo" && values.size !== "full") throw new Error("--size is demo or full")
const size = values.size
const connections = Number(values.connections)
if (!Number.isInteger(connections) || connections < 0) throw new Error("--connections is a whole number, 0 for no load")
/** `npm run bench:build`'s default size: 12,083 pages. */
const FULL = { productions: 10_000, articles: 2_000, showtimes: 3 }
const secret = `whsec_${randomBytes(32).toString("base64")}`
const auth = `Basic ${Buffer.from("bench:bench-passord").toString("base64")}`
const articleFile = "articles/arets-gjester-er-klare.json"
const articlePage = "/article/arets-gjester-er-klare/"
const site = `http://127.0.0.1:${sitePort}`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function copyProject(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-bench-publish-"))
  ;(projectFiles as string[]).forEach((file) =>
    cpSync(path.join(root, file), path.join(dir, file), { recursive: true }),
  )
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
  if (size === "demo") cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true })
  else {
    generateContent(path.join(root, "data"), path.join(dir, "data"), FULL)
    const problems = await contentProblems(path.join(dir, "data"))
    if (problems.length > 0) throw new Error(`the generated content does not build:\n${problems.join("\n")}`)
  }
  return dir
}

function start(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] })
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk))
  return child
}

/** A build that failed: the benchmark stops there rather than wait out its time limit. */
class BuildFailed extends Error {}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const failedOutright = (error: unknown) => {
    if (error instanceof BuildFailed) throw error
    return false
  }
  while (!(await check().catch(failedOutright))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

async function webhook(): Promise<number> {
  const hook = new Webhook(secret)
  const id = `msg_${randomBytes(8).toString("hex")}`
  const now = new Date()
  const body = JSON.stringify({ type: "entry.published", data: { id: "arets-gjester-er-klare" } })
  const response = await fetch(`http://127.0.0.1:${publisherPort}/hooks/cms`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": hook.sign(id, now, body),
    },
    body,
  })
  return response.status
}

const text = async (pathname: string) => {
  const response = await fetch(`${site}${pathname}`)
  return { status: response.status, body: await response.text() }
}

/** A page and every script it names: all 200 (no page from one release with chunks missing from it). */
async function pageWhole(pathname: string): Promise<string[]> {
  const page = await text(pathname)
  if (page.status !== 200) return [`${pathname}: ${page.status}`]
  const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? "")
  const answers = await Promise.all(scripts.map(async (src) => [src, (await fetch(`${site}${src}`)).status] as const))
  return answers.filter(([, status]) => status !== 200).map(([src, status]) => `${src} (from ${pathname}): ${status}`)
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function main(): Promise<void> {
  const dir = await copyProject()
  const content = path.join(dir, "data")
  const children: ChildProcess[] = []
  // The sandbox's CMS in a process of its own: in this one, autocannon's 50 connections starved
  // it, and at the full size the publisher's snapshot of 12,000 items did not finish in 5 minutes.
  // (autocannon's own worker thread cannot be stopped with a result, autocannon 9.0.0.)
  children.push(
    start(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `import cms from "./src/sandbox/cms.ts"
import server from "./src/sandbox/server.ts"
const routes = cms.createCmsRoutes({ contentDir: process.env.BENCH_CONTENT })
await server.startSandbox(routes, Number(process.env.BENCH_CMS_PORT))`,
      ],
      root,
      { BENCH_CONTENT: content, BENCH_CMS_PORT: String(cmsPort) },
    ),
  )
  // Stopped early (Ctrl-C, a time limit): no publisher or server left behind, no copy left in /tmp.
  const stop = () => {
    children.forEach((child) => child.kill("SIGTERM"))
    rmSync(dir, { recursive: true, force: true })
    process.exit(130)
  }
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
  try {
    const env = {
      PUBLISHER_WEBHOOK_SECRET: secret,
      PUBLISHER_STATUS_USER: "bench",
      PUBLISHER_STATUS_PASSWORD: "bench-passord",
      PUBLISHER_PORT: String(publisherPort),
      PUBLISHER_RECONCILE: "off",
      PUBLISHER_LOG_LEVEL: "warn",
      RAMASKRIK_SANDBOX: "1",
      CMS_PLATFORM_URL: `http://localhost:${cmsPort}/cms/platform`,
      CMS_MANAGEMENT_URL: `http://localhost:${cmsPort}/cms/management`,
      CMS_SITE_ID: "ramaskrik",
    }
    children.push(start(process.execPath, ["--import", "tsx", path.join(root, "publisher/main.ts")], dir, env))
    const status = async () =>
      (await (
        await fetch(`http://127.0.0.1:${publisherPort}/publisering/status.json`, { headers: { Authorization: auth } })
      ).json()) as {
        current: string | null
        building: boolean
        queued: number
        releases: { id: string; outcome: string; startedAt: string; finishedAt?: string; problems?: unknown[] }[]
      }
    await until("the publisher", async () => (await status()).current === null, 30_000)
    console.log(`Cold build at ${size} size (not measured) …`)
    const cold = performance.now()
    await webhook()
    await until("the first release", async () => (await status()).current !== null, 3_600_000)
    console.log(`cold build and first release: ${((performance.now() - cold) / 1000).toFixed(1)} s`)
    children.push(start(process.execPath, ["scripts/serve.mjs"], dir, { PORT: String(sitePort) }))
    await until("the site", async () => (await text("/")).status === 200, 30_000)

    const seenReleases = new Set<string>()
    const failures: string[] = []
    let finished: (result: autocannon.Result) => void = () => undefined
    const loaded = new Promise<autocannon.Result>((resolve) => (finished = resolve))
    const load = autocannon(
      {
        url: site,
        connections: Math.max(connections, 1),
        duration: 7200,
        requests: [{ path: "/" }, { path: "/release.json" }, { path: articlePage }, { path: "/nyheter/" }],
      },
      (_error, result) => finished(result),
    )
    let checking = true
    const checker = (async () => {
      while (checking) {
        // A request that fails outright (a socket closed) is a failure to report, not the end of the benchmark.
        try {
          failures.push(...(await pageWhole(articlePage)), ...(await pageWhole("/")))
          const release = await text("/release.json")
          if (release.status === 200) seenReleases.add((JSON.parse(release.body) as { id: string }).id)
          else failures.push(`/release.json: ${release.status}`)
        } catch (error) {
          failures.push(`${String(error)} (${String((error as { cause?: unknown }).cause)})`)
        }
        await sleep(20)
      }
    })()

    // No load asked for: autocannon's one connection is stopped at once, and its figures not printed.
    if (connections === 0) load.stop()
    // The publisher's own answers while it snapshots, builds and releases: what a webhook or the rollback button waits for.
    const answers: number[] = []
    /** The answers over 100 ms, by when they were asked, to read beside the publisher's step log. */
    const slow: string[] = []
    const probeStart = performance.now()
    let probing = true
    const prober = (async () => {
      while (probing) {
        const asked = performance.now()
        await status().catch(() => undefined)
        const took = performance.now() - asked
        answers.push(took)
        if (took > 100) slow.push(`${((asked - probeStart) / 1000).toFixed(1)} s: ${took.toFixed(0)} ms`)
        await sleep(250)
      }
    })()
    const times: number[] = []
    const builds: number[] = []
    for (let run = 1; run <= runs; run += 1) {
      const before = await status()
      const previous = before.current ?? ""
      const file = path.join(content, articleFile)
      const item = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>
      const title = `Benk ${run} ${randomBytes(3).toString("hex")}`
      item.title = title
      writeFileSync(file, JSON.stringify(item, null, 2))
      const started = performance.now()
      if ((await webhook()) !== 202) throw new Error("the webhook was not accepted")
      await until(
        "the edit live",
        async () => {
          const [latest] = (await status()).releases
          if (latest && latest.id !== before.releases[0]?.id && latest.outcome === "failed")
            throw new BuildFailed(`the build failed: ${JSON.stringify(latest.problems)}`)
          return (await text(articlePage)).body.includes(title)
        },
        size === "full" ? 3_600_000 : 300_000,
      )
      times.push((performance.now() - started) / 1000)
      const [built] = (await status()).releases
      builds.push(built ? (Date.parse(built.finishedAt ?? "") - Date.parse(built.startedAt)) / 1000 : Number.NaN)
      console.log(
        `run ${run}: webhook → live in ${times.at(-1)?.toFixed(1)} s, of which snapshot, build and release ${builds.at(-1)?.toFixed(1)} s`,
      )
      // The previous release's chunks, for tabs still running it.
      const chunks = readdirSync(path.join(dir, "releases", previous)).filter((name) => /\.js$/.test(name))
      for (const chunk of chunks) {
        const answer = await fetch(`${site}/${chunk}`)
        if (answer.status !== 200) failures.push(`previous release's /${chunk}: ${answer.status}`)
      }
    }
    probing = false
    await prober
    // Rollback under the same load: the request, then the served site answering from the earlier release.
    const target = (await status()).current
    const from = performance.now()
    const rolled = await fetch(`http://127.0.0.1:${publisherPort}/publisering/rollback`, {
      method: "POST",
      headers: { Authorization: auth, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    })
    const answered = (performance.now() - from) / 1000
    const back = ((await rolled.json()) as { current?: string }).current ?? ""
    if (!rolled.ok || back === target) throw new Error(`the rollback failed: ${rolled.status}`)
    await until(
      "the rollback served",
      async () => (JSON.parse((await text("/release.json")).body) as { id: string }).id === back,
      30_000,
    )
    const rollback = (performance.now() - from) / 1000
    checking = false
    await checker
    load.stop()
    const result = await loaded
    console.log(
      `\nwebhook → live at ${size} size, ${runs} runs: median ${percentile(times, 50).toFixed(1)} s, p95 ${percentile(times, 95).toFixed(1)} s` +
        ` (snapshot, build and release: median ${percentile(builds, 50).toFixed(1)} s)`,
    )
    console.log(
      `the publisher's status during the runs, asked every 250 ms: ${answers.length} answers, median ` +
        `${percentile(answers, 50).toFixed(0)} ms, p95 ${percentile(answers, 95).toFixed(0)} ms, slowest ${Math.max(...answers).toFixed(0)} ms` +
        (slow.length > 0 ? `; over 100 ms, by seconds since the first run began: ${slow.join(", ")}` : ""),
    )
    console.log(
      `rollback under load: answered in ${(answered * 1000).toFixed(0)} ms, served in ${(rollback * 1000).toFixed(0)} ms`,
    )
    if (connections > 0)
      console.log(
        `load (${connections} connections, ${(result.duration ?? 0).toFixed(0)} s, across ${runs} swaps and the rollback): ${result.requests.total} requests, ` +
          `${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
      )
    else console.log("no load (--connections 0)")
    console.log(
      `checker: ${seenReleases.size} releases seen through /release.json, ${failures.length} failures${failures.length ? `: ${failures.slice(0, 5).join("; ")}` : ""}`,
    )
    if ((connections > 0 && (result.errors > 0 || result.non2xx > 0)) || failures.length > 0) process.exitCode = 1
  } finally {
    children.forEach((child) => child.kill("SIGTERM"))
    await sleep(500)
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
