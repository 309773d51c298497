/**
 * One build: snapshot the content into a fresh folder, check it as the build
 * would, then run the build command (by default `scripts/build.mjs`, the
 * cache kept) from that snapshot, reading its progress from Gatsby's
 * structured log (GATSBY_LOGGER=json: one JSON action a line).
 *
 * The snapshot comes from the CMS when the CMS_* variables are set
 * (`pullContent`, what `npm run content:pull` runs), else from CONTENT_DIR or
 * data/. A CMS that is down or answers 5xx is asked again with growing
 * pauses; the live site is not touched meanwhile.
 */
import path from "node:path"
import { createInterface } from "node:readline"
import { setTimeout as sleep } from "node:timers/promises"

import execa from "execa"

import { cmsConfigFromEnv, wantsCms } from "../src/content-pipeline/cms-config"
import type { ContentProblem } from "../src/content-pipeline/problems"
import { pullContent } from "../src/content-pipeline/pull-content"
import { withoutSecrets, type PublisherConfig } from "./config"
import type { SnapshotCheck } from "./snapshot-check"
import type { Problem } from "./state"
import { removeTrees, replaceWithCopy } from "./tree-worker"

type Env = Record<string, string | undefined>

export interface Progress {
  text: string
  current?: number
  total?: number
}

export type BuildResult = { ok: true; site: string; snapshot: string } | { ok: false; problems: Problem[] }

export interface BuildHooks {
  progress(progress: Progress): void
  /** The build's child process started (its id, to stop it if the publisher dies). */
  started(pid: number): void
  /** One of Gatsby's steps ended ("building schema", 1.2 s): what the log says a slow build spent its time on. */
  stepEnded?(text: string, seconds: number): void
}

/** Whether a failed call is worth asking again: the CMS down, slow or answering 5xx. */
const isOutage = (problem: ContentProblem) =>
  /could not connect|did not answer|answered 5\d\d|connection|ECONN|socket|fetch failed/i.test(problem.message)

const snapshotsOf = (config: PublisherConfig) => path.join(config.dir, ".snapshots")

/** The snapshot's problems with the item named inside the snapshot (`articles/x.json`), not by its folder. */
function asProblems(problems: ContentProblem[], snapshot: string): Problem[] {
  const shown = path.relative(process.cwd(), snapshot)
  return problems.map(({ file, field, message }) => ({
    item: file.startsWith(`${shown}${path.sep}`) ? file.slice(shown.length + 1) : file,
    field,
    message,
  }))
}

/**
 * Pulls the content into `target`, starting from the last snapshot so item
 * files keep their names. With `announced` (a webhook said something changed)
 * and nothing changed yet, the CMS may still serve the revision before the
 * webhook's: asked again for up to `staleForMs`.
 */
async function pull(
  config: PublisherConfig,
  env: Env,
  target: string,
  announced: boolean,
  log: (line: string) => void,
) {
  const { config: cms, problems } = cmsConfigFromEnv(env)
  if (cms === undefined) return { problems }
  const startedAt = Date.now()
  let pause = config.retryMs
  for (;;) {
    const pulled = await pullContent(cms, target)
    if (pulled.problems.length > 0) {
      const outage = pulled.problems.every(isOutage)
      if (!outage || Date.now() - startedAt > config.retryForMs) return { problems: pulled.problems }
      log(`CMS unavailable, again in ${pause} ms: ${pulled.problems[0]?.message}`)
      await sleep(pause)
      pause = Math.min(pause * 2, 30_000)
      continue
    }
    const changed = pulled.added.length + pulled.changed.length + pulled.removed.length
    if (!announced || changed > 0 || Date.now() - startedAt > config.staleForMs) return { problems: [] }
    await sleep(Math.min(500, config.staleForMs))
  }
}

export async function snapshot(
  config: PublisherConfig,
  env: Env,
  id: string,
  base: string | null,
  announced: boolean,
  log: (line: string) => void,
): Promise<{ snapshot: string; problems: Problem[]; hash: string }> {
  const target = path.join(snapshotsOf(config), id)
  const from = wantsCms(env) ? base : config.contentDir
  // From the last snapshot or the content folder (copied in a worker: tree-worker.ts); the first pull starts empty.
  if (from !== null) await replaceWithCopy(from, target).catch(() => removeTrees([target]))
  else await removeTrees([target])
  if (wantsCms(env)) {
    const { problems } = await pull(config, env, target, announced, log)
    if (problems.length > 0) return { snapshot: target, problems: asProblems(problems, target), hash: "" }
  }
  const { hash, problems } = await checkInOwnProcess(target)
  return { snapshot: target, problems: asProblems(problems, target), hash }
}

/** The snapshot's check (snapshot-check.ts), in a child process: seconds of synchronous work on a big site. */
async function checkInOwnProcess(target: string): Promise<SnapshotCheck> {
  const { stdout } = await execa(
    process.execPath,
    ["--import", "tsx", path.join(__dirname, "snapshot-check-main.ts"), target],
    { stderr: "inherit", env: withoutSecrets(process.env), extendEnv: false },
  )
  return JSON.parse(stdout) as SnapshotCheck
}

/** Removes every snapshot but `keep`. */
export async function pruneSnapshots(config: PublisherConfig, keep: string[]): Promise<void> {
  const { readdir } = await import("node:fs/promises")
  const names = await readdir(snapshotsOf(config)).catch(() => [] as string[])
  const kept = new Set(keep.map((dir) => path.basename(dir)))
  await removeTrees(names.filter((name) => !kept.has(name)).map((name) => path.join(snapshotsOf(config), name)))
}

/** A line of the build's output as a problem: `file: field: message` as the build reports content, else the line. */
function problemOf(line: string): Problem {
  const match = /^(\S+\.json|GET \S+(?: \[\d+\])?): (?:([\w.[\]]+): )?(.+)$/.exec(line.trim())
  return match
    ? { item: match[1] ?? "", field: match[2] ?? "", message: match[3] ?? "" }
    : { item: "", field: "", message: line.trim() }
}

interface GatsbyAction {
  type?: string
  payload?: {
    id?: string
    text?: string
    current?: number
    total?: number
    level?: string
    statusText?: string
    duration?: number
  }
}

/**
 * Runs the build command from `snapshot`; its output folder is `<dir>/.build/site`.
 * `options.cwd` is the folder it runs in (its Gatsby cache with it), `options.env` what it is told besides.
 */
export async function runBuild(
  config: PublisherConfig,
  env: Env,
  snapshotDir: string,
  hooks: BuildHooks,
  options: { cwd?: string; env?: Env } = {},
): Promise<BuildResult> {
  const site = path.join(config.dir, ".build", "site")
  const buildEnv = withoutSecrets(env)
  const [command = "", ...args] = config.buildCommand
  const child = execa(command, args, {
    env: {
      ...buildEnv,
      ...options.env,
      CONTENT_DIR: snapshotDir,
      DIST_DIR: site,
      GATSBY_LOGGER: "json",
      FORCE_COLOR: "0",
    },
    cwd: options.cwd,
    extendEnv: false,
    reject: false,
    all: true,
    buffer: false,
    // Its own process group: a publisher killed outright can still stop it on restart.
    detached: true,
    cleanup: true,
  })
  if (child.pid !== undefined) hooks.started(child.pid)
  // Gatsby sends an activity whole when it starts, then only what changed (`current` on a tick, `total` once).
  const activities = new Map<string, Progress>()
  const errors: string[] = []
  const tail: string[] = []
  const lines = child.all ? createInterface({ input: child.all, crlfDelay: Infinity }) : []
  for await (const text of lines) {
    if (!text.startsWith("{")) {
      tail.push(text)
      if (tail.length > 20) tail.shift()
      continue
    }
    let action: GatsbyAction
    try {
      action = JSON.parse(text) as GatsbyAction
    } catch {
      continue
    }
    const payload = action.payload ?? {}
    if (action.type?.startsWith("ACTIVITY") && payload.id !== undefined) {
      const before = activities.get(payload.id)
      const activity: Progress = {
        text: payload.text ?? before?.text ?? "",
        current: payload.current ?? before?.current,
        total: payload.total ?? before?.total,
      }
      activities.set(payload.id, activity)
      if (activity.text !== "") hooks.progress(activity)
    }
    if (action.type === "LOG" && payload.level === "ERROR" && payload.text) errors.push(...payload.text.split("\n"))
    // Gatsby logs each step as it ends ("success building schema - 1.2s"), with its duration.
    if (action.type === "LOG" && payload.text && typeof payload.duration === "number")
      hooks.stepEnded?.(payload.text, payload.duration)
  }
  const { exitCode } = await child
  if (exitCode === 0) return { ok: true, site, snapshot: snapshotDir }
  const reported = (errors.length > 0 ? errors : tail).filter((line) => line.trim() !== "").map(problemOf)
  // Lines naming an item are what an editor can act on; the rest is the build's own story.
  const named = reported.filter((problem) => problem.item !== "")
  const problems = named.length > 0 ? named : reported.slice(-5)
  return {
    ok: false,
    problems: problems.length > 0 ? problems : [{ item: "", field: "", message: `the build stopped (${exitCode})` }],
  }
}
