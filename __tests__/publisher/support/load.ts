/**
 * Visitors while the publisher swaps releases: the served site as a child
 * process (`npm run serve`, or `npm run serve:nginx` with Debian's nginx),
 * and autocannon (the load tool of Node's HTTP work, from Fastify's authors:
 * it keeps N connections busy and counts errors, timeouts and non-2xx
 * answers) with every answer checked against the release it came from.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import autocannon from "autocannon"

import { isReleaseId } from "../../../publisher/releases"

const root = process.cwd()

export interface Served {
  origin: string
  /** nginx's prefix folder (pid, logs, configuration), for `nginx -s reload`. */
  prefix?: string
  stop: () => Promise<void>
}

function serve(script: string, env: Record<string, string>, answered: (output: string) => string | undefined) {
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const started = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const origin = answered(output)
      if (origin) resolve(origin)
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
    void exited.then(() => reject(new Error(`${script} stopped: ${output}`)))
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
    await exited
  }
  return { started, stop, output: () => output }
}

/** `npm run serve` on `dist`, on a free port. */
export async function startSite(dist: string): Promise<Served> {
  const site = serve("scripts/serve.mjs", { PORT: "0", DIST_DIR: dist }, (output) => {
    const port = /localhost:(\d+)\//.exec(output)?.[1]
    return port && `http://127.0.0.1:${port}`
  })
  return { origin: await site.started, stop: site.stop }
}

/**
 * `npm run serve:nginx` on `dist` and `port`, once nginx answers. Run as
 * root, nginx's workers read the site as `nobody`: the folders above `dist`
 * must be open to them (a temporary folder is not).
 */
export async function startNginx(dist: string, port: number): Promise<Served> {
  const site = serve("scripts/serve-nginx.mjs", { PORT: String(port), DIST_DIR: dist }, (output) =>
    output.includes("served by nginx") ? `http://127.0.0.1:${port}` : undefined,
  )
  const origin = await site.started
  const deadline = Date.now() + 10_000
  while (
    !(await fetch(`${origin}/`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      await site.stop()
      throw new Error(`nginx did not answer: ${site.output().slice(0, 2000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { origin, prefix: path.join(root, ".nginx", String(port)), stop: site.stop }
}

/** The command that reloads the nginx of `startNginx` (what PUBLISHER_AFTER_SWAP holds in production). */
export const nginxReload = (prefix: string) =>
  `${process.env.NGINX ?? "/usr/sbin/nginx"} -p ${prefix} -c ${path.join(prefix, "nginx.conf")} -e stderr -s reload`

export interface LoadReport {
  result: autocannon.Result
  /** Answers whose bytes are not those of the release they came from. */
  wrong: string[]
  /** The releases answers came from. */
  releases: Set<string>
  checked: number
}

/**
 * 50 connections asking for `paths` in turn until stopped. Each answer must
 * be byte for byte the file of one release under `releasesDir`: the one its
 * `X-Release` header names (`npm run serve`), or, where the server names
 * none (`named: false`, nginx), a release holding those bytes.
 */
export function load(origin: string, paths: string[], releasesDir: string, named = true) {
  const files = new Map<string, string | undefined>()
  const fileOf = (release: string, pathname: string) => {
    const file = path.join(releasesDir, release, pathname.endsWith("/") ? `${pathname}index.html` : pathname)
    if (!files.has(file)) {
      let text: string | undefined
      try {
        text = readFileSync(file, "utf8")
      } catch {
        text = undefined
      }
      files.set(file, text)
    }
    return files.get(file)
  }
  const report = { wrong: [] as string[], releases: new Set<string>(), checked: 0 }
  const header = (headers: object | undefined) =>
    Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "x-release")?.[1] as unknown
  /** Without a header, the release whose file of one of `paths` has these bytes (autocannon's pairing of an answer with its path is lost when nginx closes a kept-alive connection). */
  const releaseHolding = (body: string): string | undefined =>
    readdirSync(releasesDir)
      .filter(isReleaseId)
      .find((release) => paths.some((pathname) => fileOf(release, pathname) === body))
  const check = (pathname: string) => (status: number, body: string, _context: object, headers: object | undefined) => {
    if (status !== 200) return // counted by autocannon as non-2xx
    report.checked += 1
    const release = named ? header(headers) : releaseHolding(body)
    if (typeof release !== "string") {
      report.wrong.push(`${pathname}: ${named ? "no X-Release" : `the bytes of no release: ${body.slice(0, 80)}`}`)
      return
    }
    report.releases.add(release)
    if (named && body !== fileOf(release, pathname))
      report.wrong.push(`${pathname}: not the bytes of release ${release}`)
  }
  let finished: (result: autocannon.Result) => void = () => undefined
  const done = new Promise<autocannon.Result>((resolve) => (finished = resolve))
  const instance = autocannon(
    {
      url: origin,
      connections: 50,
      duration: 600,
      timeout: 10,
      requests: paths.map((pathname) => ({ path: pathname, onResponse: check(pathname) })),
    },
    (_error, result) => finished(result),
  )
  return {
    report,
    stop: async (): Promise<LoadReport> => {
      instance.stop()
      const result = await done
      return { ...report, result }
    },
  }
}
