/**
 * The preview of drafts: the CMS's unpublished content (drafts over the
 * published, CMS_PREVIEW=1 with CMS_PREVIEW_TOKEN) built into a site of its
 * own under `<PUBLISHER_DIR>/preview/`: its releases, its `current` link
 * swapped by one rename as the live site's is, its snapshots, and its own
 * copy of the project to build in, so its Gatsby cache is not the live
 * build's (preview-workspace.ts). Draft saves coalesce as published ones do;
 * the builds take turns with the live site's, which go first. A preview
 * never touches the live releases, `dist` or the live state, and is no
 * release of the live site.
 */
import { readFileSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import path from "node:path"

import writeFileAtomic from "write-file-atomic"
import { z } from "zod"

import { pruneSnapshots, runBuild, snapshot, type Progress } from "./build"
import type { PublisherConfig } from "./config"
import { refreshWorkspace } from "./preview-workspace"
import type { Logger, Publisher } from "./publisher"
import { liveRelease, makeRelease, newReleaseId, prune, swapTo } from "./releases"
import { failedBuild, type Problem } from "./state"

type Env = Record<string, string | undefined>

const problem = z.object({ item: z.string(), field: z.string(), message: z.string() })
const build = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  outcome: z.enum(["built", "failed"]),
  problems: z.array(problem).optional(),
})
export type PreviewBuild = z.infer<typeof build>

const previewState = z.object({
  current: z.string().nullable(),
  pending: z.object({ count: z.number(), firstAt: z.number(), lastAt: z.number() }).nullable(),
  running: z.object({ id: z.string(), count: z.number(), pid: z.number().optional() }).nullable(),
  /** The last preview build, good or failed. */
  last: build.nullable(),
  snapshot: z.string().nullable(),
})
export type PreviewState = z.infer<typeof previewState>

/** What the status page and status.json show of the preview. */
export interface PreviewStatus {
  enabled: boolean
  current: string | null
  building: boolean
  queued: number
  last: PreviewBuild | null
  progress: Progress | null
  /** Where editors open the preview (PUBLISHER_PREVIEW_URL), when known. */
  url: string | null
}

/** The preview's folder: `preview/` inside PUBLISHER_DIR. */
export const previewDirOf = (config: PublisherConfig) => path.join(config.dir, "preview")

/** The preview is built when the content comes from a CMS and a preview token is set. */
export const previewEnabled = (env: Env) =>
  (env.CMS_PREVIEW_TOKEN ?? "") !== "" &&
  ["CMS_PLATFORM_URL", "CMS_MANAGEMENT_URL", "CMS_SITE_ID"].every((name) => (env[name] ?? "") !== "")

/** Where one waiting preview polls again while a live build runs or waits. */
const YIELD_MS = 500

export class PreviewPublisher {
  state: PreviewState
  progress: Progress | null = null
  readonly enabled: boolean
  readonly dir: string
  private readonly stateFile: string
  /** The live settings with the preview's folders: releases, snapshots and build output under preview/. */
  private readonly config: PublisherConfig
  private timer: NodeJS.Timeout | undefined
  private building: Promise<void> | undefined

  constructor(
    private readonly live: Publisher,
    private readonly env: Env,
    private readonly log: Logger,
    private readonly root = process.cwd(),
  ) {
    this.dir = previewDirOf(live.config)
    this.config = { ...live.config, dir: this.dir, dist: path.join(this.dir, "current"), keep: 2 }
    this.enabled = previewEnabled(env)
    this.stateFile = path.join(this.dir, ".preview-state.json")
    this.state = readPreviewState(this.stateFile)
  }

  /** After a (re)start: a build a crash cut short is built again. */
  async recover(): Promise<void> {
    const { state } = this
    state.current = liveRelease(this.dir, this.config.dist)
    if (state.running !== null) {
      if (state.running.pid !== undefined) {
        try {
          process.kill(-state.running.pid, "SIGKILL")
        } catch {
          // gone already
        }
      }
      state.pending = {
        count: state.running.count + (state.pending?.count ?? 0),
        firstAt: Date.now(),
        lastAt: Date.now(),
      }
      state.running = null
    }
    await this.save()
    if (state.pending !== null) this.schedule()
  }

  private async save(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await writeFileAtomic(this.stateFile, JSON.stringify(this.state, null, 1), { fsync: false })
  }

  /** A draft saved (or published content changed under the drafts); false when there is no preview to build. */
  async enqueue(): Promise<boolean> {
    if (!this.enabled) return false
    const now = Date.now()
    const pending = this.state.pending
    this.state.pending = pending
      ? { ...pending, count: pending.count + 1, lastAt: now }
      : { count: 1, firstAt: now, lastAt: now }
    await this.save()
    this.schedule()
    return true
  }

  private schedule(delay?: number): void {
    clearTimeout(this.timer)
    const pending = this.state.pending
    if (pending === null || this.building !== undefined) return
    const due = Math.min(pending.lastAt + this.config.quietMs, pending.firstAt + this.config.maxWaitMs)
    this.timer = setTimeout(() => this.start(), delay ?? Math.max(0, due - Date.now()))
  }

  private start(): void {
    if (this.building !== undefined || this.state.pending === null) return
    // The live site goes first: a preview waits while a live build runs or is queued.
    if (this.live.state.pending !== null || this.live.slot.busy) return this.schedule(YIELD_MS)
    this.building = this.live.slot
      .run(() => this.build())
      .catch(async (error: unknown) => {
        this.log.error({ error: String(error) }, "preview build failed")
        this.state.last = failedBuild(this.state.running?.id ?? newReleaseId(), error)
        this.state.running = null
        await this.save()
      })
      .finally(() => {
        this.building = undefined
        this.progress = null
        this.schedule()
      })
  }

  private async build(): Promise<void> {
    const { state, config } = this
    const pending = state.pending
    if (pending === null) return
    const id = newReleaseId()
    const record: PreviewBuild = { id, startedAt: new Date().toISOString(), outcome: "failed" }
    state.running = { id, count: pending.count }
    state.pending = null
    await this.save()
    this.progress = { text: "Henter utkastene" }
    this.log.info({ id, changes: pending.count }, "preview build started")
    const env: Env = { ...this.env, CMS_PREVIEW: "1" }
    const snap = await snapshot(config, env, id, state.snapshot, true, (line) => this.log.info({ id }, line))
    let problems: Problem[] = snap.problems
    if (problems.length === 0) {
      this.progress = { text: "Bygger forhåndsvisningen" }
      const workspace = refreshWorkspace(this.root, path.join(this.dir, "workspace"), [
        this.live.config.dir,
        `${this.live.config.dir}.lock`,
        this.live.config.dist,
      ])
      const result = await runBuild(
        config,
        env,
        snap.snapshot,
        {
          progress: (progress) => (this.progress = progress),
          started: (pid) => {
            if (state.running) state.running.pid = pid
            void this.save()
          },
        },
        { cwd: workspace, env: { CMS_PREVIEW: "1" } },
      )
      if (result.ok) {
        await makeRelease(this.dir, result.site, id, state.current ? [state.current] : [])
        swapTo(this.dir, config.dist, id)
        state.current = id
        state.snapshot = snap.snapshot
        record.outcome = "built"
        await prune(this.dir, new Set([id]))
        this.log.info({ id }, "preview built")
      } else problems = result.problems
    }
    if (problems.length > 0) {
      record.problems = problems.slice(0, 50)
      this.log.error({ id, problems: record.problems }, "preview build failed; the preview stays as it was")
    }
    record.finishedAt = new Date().toISOString()
    state.last = record
    state.running = null
    await this.save()
    await pruneSnapshots(config, state.snapshot ? [state.snapshot] : [])
  }

  status(): PreviewStatus {
    const { state } = this
    return {
      enabled: this.enabled,
      current: state.current,
      building: state.running !== null,
      queued: state.pending?.count ?? 0,
      last: state.last,
      progress: this.progress,
      url: /^https?:\/\/\S+$/.test(this.env.PUBLISHER_PREVIEW_URL ?? "")
        ? (this.env.PUBLISHER_PREVIEW_URL ?? null)
        : null,
    }
  }

  stop(): void {
    clearTimeout(this.timer)
  }
}

function readPreviewState(file: string): PreviewState {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    return { current: null, pending: null, running: null, last: null, snapshot: null }
  }
  const parsed = previewState.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${file} is not a preview state: ${parsed.error.message}`)
  return parsed.data
}
