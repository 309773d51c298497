/**
 * The publishing loop: changes come in (webhooks, the reconcile), wait for a
 * quiet moment of `quietMs` but never longer than `maxWaitMs` after the first,
 * and become one build; at most one build runs and one waits, and a build is
 * never cancelled half-way (the changes that arrive meanwhile wait for the
 * next one). A good build becomes a release and, unless publishing is
 * locked, goes live by one rename. Every change of the state is written to
 * the state file before anything depends on it.
 */
import { existsSync } from "node:fs"
import path from "node:path"

import { afterSwap } from "./after-swap"
import { pruneSnapshots, runBuild, snapshot, type Progress } from "./build"
import { BuildSlot } from "./build-slot"
import type { PublisherConfig } from "./config"
import { adoptPlainFolder, carryAssets, liveRelease, makeRelease, newReleaseId, prune, swapTo } from "./releases"
import { failedBuild, readState, writeState, type Problem, type PublisherState, type Release } from "./state"

type Env = Record<string, string | undefined>

/** A rollback to a release that is not one of the kept, earlier ones: nothing changes. */
export class UnknownRelease extends Error {}

export interface Logger {
  info(object: object, message?: string): void
  error(object: object, message?: string): void
}

export class Publisher {
  state: PublisherState
  progress: Progress | null = null
  /** Taken by every build, the preview's too (preview.ts): one at a time. */
  readonly slot = new BuildSlot()
  private timer: NodeJS.Timeout | undefined
  private building: Promise<void> | undefined
  readonly stateFile: string

  constructor(
    readonly config: PublisherConfig,
    readonly env: Env,
    readonly log: Logger,
  ) {
    this.stateFile = path.join(config.dir, ".publisher-state.json")
    this.state = readState(this.stateFile)
  }

  /** After a start, or a restart after a crash: what the disk says wins over what the state file says. */
  async recover(): Promise<void> {
    const { state, config } = this
    const adopted = adoptPlainFolder(config.dir, config.dist)
    if (adopted !== null) {
      const now = new Date().toISOString()
      state.releases.unshift({ id: adopted, startedAt: now, finishedAt: now, outcome: "published", kept: true })
      swapTo(config.dir, config.dist, adopted)
    }
    state.current = liveRelease(config.dir, config.dist)
    if (state.running !== null) {
      // Cut short by a crash: stop its build if it still runs, and build its changes again.
      if (state.running.pid !== undefined) stopGroup(state.running.pid)
      const { count, announced } = state.running
      const interrupted = state.releases.find((release) => release.id === state.running?.id)
      if (interrupted && interrupted.finishedAt === undefined)
        state.releases.splice(state.releases.indexOf(interrupted), 1)
      state.pending = {
        count: count + (state.pending?.count ?? 0),
        firstAt: Date.now(),
        lastAt: Date.now(),
        announced: announced || (state.pending?.announced ?? false),
      }
      state.running = null
      this.log.info({ count }, "resuming the build a restart cut short")
    }
    await prune(config.dir, this.keptIds())
    await this.save()
    if (state.pending !== null) this.schedule()
  }

  /** Writes the state whole; also for a change made outside (the webhook ids seen, webhook.ts). */
  save(): Promise<void> {
    return writeState(this.stateFile, this.state)
  }

  /** A change announced (a webhook) or suspected (the reconcile). */
  async enqueue(announced: boolean): Promise<void> {
    const now = Date.now()
    const pending = this.state.pending
    this.state.pending = pending
      ? { ...pending, count: pending.count + 1, lastAt: now, announced: pending.announced || announced }
      : { count: 1, firstAt: now, lastAt: now, announced }
    await this.save()
    this.schedule()
  }

  /** Starts the waiting build when the burst has gone quiet, or has lasted long enough. */
  private schedule(): void {
    clearTimeout(this.timer)
    const pending = this.state.pending
    if (pending === null || this.building !== undefined) return
    const due = Math.min(pending.lastAt + this.config.quietMs, pending.firstAt + this.config.maxWaitMs)
    this.timer = setTimeout(() => this.start(), Math.max(0, due - Date.now()))
  }

  private start(): void {
    if (this.building !== undefined || this.state.pending === null) return
    this.building = this.slot
      .run(() => this.build())
      .catch(async (error: unknown) => {
        // A release that could not be made (a full disk): reported as a failure, nothing swapped.
        this.log.error({ error: String(error) }, "build failed")
        this.state.releases.unshift(failedBuild(this.state.running?.id ?? newReleaseId(), error))
        this.state.running = null
        await this.save()
      })
      .finally(() => {
        this.building = undefined
        this.progress = null
        this.schedule()
      })
  }

  /** Settles when no build runs or waits (for tests and a clean stop). */
  async idle(): Promise<void> {
    while (this.building !== undefined) await this.building
  }

  private async build(): Promise<void> {
    const { state, config } = this
    const pending = state.pending
    if (pending === null) return
    const id = newReleaseId()
    const record: Release = { id, startedAt: new Date().toISOString(), outcome: "failed" }
    state.running = { id, count: pending.count, announced: pending.announced }
    state.pending = null
    await this.save()
    this.progress = { text: "Henter innholdet" }
    this.log.info({ id, changes: pending.count }, "build started")
    const log = (line: string) => this.log.info({ id }, line)
    // Each step's time in the log, where a slow publish shows which step to look at.
    const steps: Record<string, number> = {}
    let stepStart = performance.now()
    const stepDone = (step: string) => {
      steps[`${step}Ms`] = Math.round(performance.now() - stepStart)
      stepStart = performance.now()
    }
    const snap = await snapshot(config, this.env, id, state.snapshot, pending.announced, log)
    stepDone("snapshot")
    let problems: Problem[] = snap.problems
    if (problems.length === 0 && !pending.announced && snap.hash === state.contentHash && state.current !== null) {
      // A reconcile that found the content as it was published: nothing to build.
      state.running = null
      await this.save()
      await pruneSnapshots(config, state.snapshot ? [state.snapshot] : [])
      return
    }
    if (problems.length === 0) {
      this.progress = { text: "Bygger" }
      const result = await runBuild(config, this.env, snap.snapshot, {
        progress: (progress) => (this.progress = progress),
        started: (pid) => {
          if (state.running) state.running.pid = pid
          void this.save()
        },
        stepEnded: (text, seconds) => {
          if (seconds >= 1) this.log.info({ id, step: text, seconds }, "build step")
        },
      })
      stepDone("build")
      if (result.ok) {
        const previous = this.keptReleases().map((release) => release.id)
        const ordered = state.current
          ? [state.current, ...previous.filter((other) => other !== state.current)]
          : previous
        const made = await makeRelease(config.dir, result.site, id, ordered)
        const few = (pages: string[]) => pages.slice(0, 20)
        const { added, changed, removed } = made.pages
        // The first few of each: the state is written on every webhook, and a big site can change thousands.
        record.pages = {
          added: few(added),
          changed: few(changed),
          removed: few(removed),
          counts: { added: added.length, changed: changed.length, removed: removed.length },
        }
        record.kept = true
        record.outcome = state.locked ? "built" : "published"
        if (!state.locked) await this.swap(id)
        stepDone("release")
        state.snapshot = snap.snapshot
        state.contentHash = snap.hash
        this.log.info(
          {
            id,
            added: added.length,
            changed: changed.length,
            removed: removed.length,
            linked: made.linked,
            copied: made.copied,
            ...steps,
          },
          record.outcome,
        )
      } else problems = result.problems
    }
    if (problems.length > 0) {
      record.problems = problems.slice(0, 50)
      this.log.error({ id, problems: record.problems }, "build failed; nothing published")
    }
    record.finishedAt = new Date().toISOString()
    state.releases.unshift(record)
    state.releases = state.releases.slice(0, 30)
    state.running = null
    stepStart = performance.now()
    await this.forgetOldReleases()
    await this.save()
    await pruneSnapshots(config, state.snapshot ? [state.snapshot] : [])
    stepDone("prune")
    this.log.info({ id, pruneMs: steps.pruneMs }, "old releases and snapshots removed")
  }

  /** Makes release `id` live, then runs the after-swap command if its redirects differ from the live one's. */
  private async swap(id: string): Promise<void> {
    const from = this.state.current
    swapTo(this.config.dir, this.config.dist, id)
    this.state.current = id
    await afterSwap(this.config, from, id, this.log)
  }

  private keptReleases(): Release[] {
    return this.state.releases.filter((release) => release.kept)
  }

  private keptIds(): Set<string> {
    const ids = new Set(this.keptReleases().map((release) => release.id))
    if (this.state.current) ids.add(this.state.current)
    return ids
  }

  /** Keeps the newest `keep` releases on disk, and always the live one. */
  private async forgetOldReleases(): Promise<void> {
    this.keptReleases()
      .slice(this.config.keep)
      .filter((release) => release.id !== this.state.current)
      .forEach((release) => (release.kept = false))
    await prune(this.config.dir, this.keptIds())
  }

  /**
   * Makes an earlier release live (the one before the live one unless `id`
   * says which), and locks publishing so the next change does not undo it.
   * An `id` that names no kept release but the live one changes nothing (UnknownRelease).
   */
  async rollback(id?: string): Promise<string> {
    const { state, config } = this
    const candidates = this.keptReleases().filter((release) => release.id !== state.current)
    if (id !== undefined && !candidates.some((release) => release.id === id))
      throw new UnknownRelease(`no earlier release ${id}`)
    const target = id ?? candidates.find((release) => release.outcome === "published")?.id ?? candidates[0]?.id
    if (target === undefined || !existsSync(path.join(config.dir, target, "release.json")))
      throw new Error(target === undefined ? "there is no earlier release" : `no release ${target}`)
    const from = state.releases.find((release) => release.id === state.current)
    // Tabs that loaded the release rolled back from still ask for its chunks.
    if (state.current) await carryAssets(config.dir, state.current, target)
    await this.swap(target)
    if (from) from.outcome = "rolled-back"
    const to = state.releases.find((release) => release.id === target)
    if (to) to.outcome = "published"
    state.locked ??= { since: new Date().toISOString(), reason: `rullet tilbake til ${target}` }
    await this.save()
    this.log.info({ id: target }, "rolled back")
    return target
  }

  /** The periodic check: builds when the content differs from the last published (a webhook that never came). */
  async reconcile(): Promise<void> {
    if (this.state.pending === null && this.state.running === null) await this.enqueue(false)
  }

  async lock(reason: string): Promise<void> {
    this.state.locked = { since: new Date().toISOString(), reason }
    await this.save()
  }

  /** Unlocks, and makes the newest release built while locked live. */
  async unlock(): Promise<void> {
    const { state } = this
    state.locked = null
    const newest = this.keptReleases()[0]
    if (newest && newest.outcome === "built" && newest.id !== state.current) {
      await this.swap(newest.id)
      newest.outcome = "published"
    }
    await this.save()
  }

  stop(): void {
    clearTimeout(this.timer)
  }
}

/** Stops a build left running by a publisher that died, if that process is still there. */
function stopGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    // gone already
  }
}
