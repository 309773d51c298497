/**
 * What the publisher's tests run against: the sandbox's CMS serving a copy of
 * data/ on a real port (with a switch that makes it answer 503), the
 * publisher itself as a child process (`tsx publisher/main.ts`), and
 * deliveries signed as a CMS signs them (Standard Webhooks).
 */
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"

import { Webhook } from "standardwebhooks"

import { createCmsRoutes } from "../../../src/sandbox/cms"
import { startSandbox } from "../../../src/sandbox/server"

const root = process.cwd()
export const PUBLISHER_PORT = Number(process.env.PUBLISHER_PORT ?? 9300)
const CMS_PORT = PUBLISHER_PORT + 1
export const SECRET = `whsec_${randomBytes(32).toString("base64")}`
/** The token the sandbox's CMS reads drafts with (preview.test.ts sets it as CMS_PREVIEW_TOKEN). */
export const PREVIEW_TOKEN = randomBytes(16).toString("hex")
const AUTH = `Basic ${Buffer.from("redaktor:skrekk-og-gru").toString("base64")}`
const hook = new Webhook(SECRET)

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A fresh folder: the CMS's content (a copy of data/), the releases and dist. */
export function workspace(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `publisher-${name}-`))
  const content = path.join(dir, "content")
  cpSync(path.join(root, "data"), content, { recursive: true })
  return {
    dir,
    content,
    dist: path.join(dir, "dist"),
    releases: path.join(dir, "releases"),
    builds: path.join(dir, "builds.log"),
    /** Edits one content file as an editor saving in the CMS would. */
    edit(file: string, change: (item: Record<string, unknown>) => void) {
      const full = path.join(content, file)
      const item = JSON.parse(readFileSync(full, "utf8")) as Record<string, unknown>
      change(item)
      writeFileSync(full, JSON.stringify(item, null, 2))
    },
    /** How many times the build command ran. */
    buildCount: () =>
      existsSync(path.join(dir, "builds.log"))
        ? readFileSync(path.join(dir, "builds.log"), "utf8").trim().split("\n").length
        : 0,
    /** The release `dist` links to now. */
    live: () => path.basename(readlinkSync(path.join(dir, "dist"))),
    // Retried: a build a test killed the publisher under may still be finishing.
    remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }),
  }
}
export type Workspace = ReturnType<typeof workspace>

/**
 * The sandbox's CMS over `content` (its drafts in `drafts/` beside it); `down` makes every call
 * answer 503. `serveStale()` makes it answer with the content as it is at that moment until
 * `switches.stale` is false again: a CMS whose API lags behind the save its webhook announces.
 * `asked` records each call: its path, and whether it was answered from that old revision.
 */
export async function startCms(content: string) {
  const switches = { down: false, stale: false }
  const asked: { path: string; stale: boolean }[] = []
  const routesOver = (dir: string) => createCmsRoutes({ contentDir: dir, previewToken: PREVIEW_TOKEN })
  const before = `${content}-before`
  let old = routesOver(before)
  const routes = routesOver(content).map((route, index) => ({
    ...route,
    handle: (request: Request, params: Record<string, string>) => {
      asked.push({ path: new URL(request.url).pathname, stale: switches.stale })
      if (switches.down) return new Response("maintenance", { status: 503 })
      return (switches.stale ? (old[index] ?? route) : route).handle(request, params)
    },
  }))
  const servers: Server[] = await startSandbox(routes, CMS_PORT)
  return {
    switches,
    asked,
    serveStale() {
      rmSync(before, { recursive: true, force: true })
      cpSync(content, before, { recursive: true })
      old = routesOver(before)
      switches.stale = true
    },
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  }
}

export interface Running {
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
  /** kill -9 of the publisher alone (its build runs on, as after a real crash). */
  kill9: () => Promise<void>
}

/** What every child of these tests gets of this machine besides what it is told. */
const MACHINE_VARIABLES = [
  "PATH",
  "HOME",
  // faketime's, when the suite runs under it (the run in 2028): each process then reads the
  // same clock, as on a machine whose date is really set, and a signed webhook is not stale.
  "LD_PRELOAD",
  "FAKETIME",
  "FAKETIME_SHARED",
]

export const machineEnv = (): Record<string, string> =>
  Object.fromEntries(
    MACHINE_VARIABLES.flatMap((name) => (name in process.env ? [[name, process.env[name] ?? ""]] : [])),
  )

export function publisherEnv(space: Workspace, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...machineEnv(),
    PUBLISHER_WEBHOOK_SECRET: SECRET,
    PUBLISHER_STATUS_USER: "redaktor",
    PUBLISHER_STATUS_PASSWORD: "skrekk-og-gru",
    PUBLISHER_PORT: String(PUBLISHER_PORT),
    PUBLISHER_DIR: space.releases,
    DIST_DIR: space.dist,
    PUBLISHER_BUILD_COMMAND: `${process.execPath} ${path.join(root, "__tests__/publisher/support/fake-build.mjs")}`,
    PUBLISHER_RECONCILE: "off",
    PUBLISHER_QUIET_MS: "200",
    PUBLISHER_MAX_WAIT_MS: "2000",
    PUBLISHER_RETRY_MS: "200",
    PUBLISHER_LOG_LEVEL: "warn",
    FAKE_BUILD_LOG: space.builds,
    CMS_PLATFORM_URL: `http://localhost:${CMS_PORT}/cms/platform`,
    CMS_MANAGEMENT_URL: `http://localhost:${CMS_PORT}/cms/management`,
    CMS_SITE_ID: "ramaskrik",
    ...extra,
  }
}

/** Runs `npm run publisher` (its command) with `env`, and waits until it answers. */
export async function startPublisher(env: Record<string, string>, args: string[] = [], cwd = root): Promise<Running> {
  // Node itself with tsx's loader, not the tsx command: that one runs the service in a child, which a kill -9 would miss.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "publisher/main.ts"), ...args], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the publisher stopped: ${output}`)
    const answered = await fetch(url("/publisering/status.json"), { headers: { Authorization: AUTH } }).catch(
      () => undefined,
    )
    if (answered?.ok) break
    if (Date.now() > deadline) throw new Error(`the publisher did not answer: ${output}`)
    await sleep(100)
  }
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM")
      await exited
    },
    kill9: async () => {
      child.kill("SIGKILL")
      await exited
    },
  }
}

export const url = (pathname: string) => `http://127.0.0.1:${PUBLISHER_PORT}${pathname}`

export interface Status {
  current: string | null
  building: boolean
  queued: number
  releases: {
    id: string
    startedAt: string
    finishedAt: string | null
    outcome: string
    problems?: { item: string; field: string; message: string }[]
    pages?: {
      added: string[]
      changed: string[]
      removed: string[]
      counts: { added: number; changed: number; removed: number }
    }
  }[]
  preview: {
    enabled: boolean
    current: string | null
    building: boolean
    queued: number
    last: {
      id: string
      outcome: string
      finishedAt: string | null
      problems?: { item: string; field: string; message: string }[]
    } | null
  }
}

export async function status(): Promise<Status> {
  const response = await fetch(url("/publisering/status.json"), { headers: { Authorization: AUTH } })
  return (await response.json()) as Status
}

export async function statusPage(): Promise<string> {
  const response = await fetch(url("/publisering/"), { headers: { Authorization: AUTH } })
  return response.text()
}

/** Posts a form of the status page (rollback, lock, unlock) as the browser does. */
export function postForm(action: string, fields: Record<string, string> = {}): Promise<Response> {
  return fetch(url(action), {
    method: "POST",
    headers: { Authorization: AUTH, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  })
}

/**
 * How long a wait on the publisher may take before it fails. A publish (the pull, the build, the
 * swap) took 13 s on an idle machine and 19–22 s under twelve busy loops, and in `npm test` the
 * publisher's lane runs beside the browser tests and Gatsby's builds: clean run Y (29 November)
 * failed a wait of 15 s for a publish, as stop 46's CI had another. A wait that holds returns at
 * once; the deadline only says how long a failure takes to show. How fast a publish is, is
 * scripts/bench-publish.ts's to say, not a test's.
 */
export const PUBLISHER_WAIT_MS = 60_000

/** Polls until `check` holds, or fails saying what it waited for. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = PUBLISHER_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

export interface Delivery {
  id: string
  timestamp: Date
  body: string
  headers: Record<string, string>
}

/** A delivery signed as the CMS signs it; `secret` to sign with another. */
export function signed(options: { id?: string; timestamp?: Date; body?: string; secret?: string } = {}): Delivery {
  const id = options.id ?? `msg_${randomBytes(8).toString("hex")}`
  const timestamp = options.timestamp ?? new Date()
  const body = options.body ?? JSON.stringify({ type: "entry.published", data: { id: "arets-gjester-er-klare" } })
  const signer = options.secret ? new Webhook(options.secret) : hook
  return {
    id,
    timestamp,
    body,
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "webhook-signature": signer.sign(id, timestamp, body),
    },
  }
}

/** Sends a delivery; its status and how long the answer took. */
export async function deliver(delivery: Delivery): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const response = await fetch(url("/hooks/cms"), { method: "POST", headers: delivery.headers, body: delivery.body })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

/** A plain dist/ as a plain `npm run build` leaves it: the site before the publisher. */
export function plainDist(space: Workspace, text = "Gammel side"): void {
  mkdirSync(space.dist, { recursive: true })
  writeFileSync(path.join(space.dist, "index.html"), `<!doctype html><title>${text}</title>\n`)
}

/**
 * Each test of the file gets a fresh workspace with a plain dist/ and the CMS
 * running; the publisher it starts (`context.publisher`) is stopped after it.
 */
export function eachTest(name: string) {
  const context = {} as {
    space: Workspace
    cms: Awaited<ReturnType<typeof startCms>>
    publisher?: Running
    cleanups: (() => void)[]
  }
  beforeEach(async () => {
    context.space = workspace(name)
    plainDist(context.space)
    context.cms = await startCms(context.space.content)
    context.cleanups = []
  })
  afterEach(async () => {
    context.cleanups.forEach((cleanup) => cleanup())
    await context.publisher?.stop()
    context.publisher = undefined
    await context.cms.close()
    context.space.remove()
  })
  return context
}
