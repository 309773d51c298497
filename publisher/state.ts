/**
 * The publisher's one state file: the queue, the releases and the webhook ids
 * seen. Written whole and atomically (write-file-atomic: a temporary file
 * renamed over the old one) on every change, so a publisher killed at any
 * moment restarts from a state that was true at some moment.
 */
import { readFileSync } from "node:fs"

import writeFileAtomic from "write-file-atomic"
import { z } from "zod"

const problem = z.object({ item: z.string(), field: z.string(), message: z.string() })
export type Problem = z.infer<typeof problem>

const release = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  /** built: a good build that was not made live because publishing was locked. */
  outcome: z.enum(["published", "failed", "rolled-back", "built"]),
  problems: z.array(problem).optional(),
  /** The pages the release added, changed and removed: how many, and the first few of each by address. */
  pages: z
    .object({
      added: z.array(z.string()),
      changed: z.array(z.string()),
      removed: z.array(z.string()),
      counts: z.object({ added: z.number(), changed: z.number(), removed: z.number() }),
    })
    .optional(),
  /** The release folder is still on disk. */
  kept: z.boolean().optional(),
})
export type Release = z.infer<typeof release>

const state = z.object({
  current: z.string().nullable(),
  /** Changes waiting: how many, when the first and the last came. */
  pending: z.object({ count: z.number(), firstAt: z.number(), lastAt: z.number(), announced: z.boolean() }).nullable(),
  /** The build under way: its id, the changes it builds, its child's process id. */
  running: z
    .object({ id: z.string(), count: z.number(), announced: z.boolean(), pid: z.number().optional() })
    .nullable(),
  locked: z.object({ since: z.string(), reason: z.string() }).nullable(),
  releases: z.array(release),
  /** Webhook ids seen in the last minutes: id → the timestamps delivered with it (webhook.ts). */
  seen: z.record(z.object({ at: z.number(), deliveries: z.array(z.string()) })),
  /** The content snapshot the last good build came from. */
  snapshot: z.string().nullable(),
  /** A hash of that snapshot's files: the reconcile builds only when the content differs from it. */
  contentHash: z.string().nullable().default(null),
})
export type PublisherState = z.infer<typeof state>

/** A build stopped by an error of the publisher's own (a full disk): failed, with the error as its one problem. */
export function failedBuild(id: string, error: unknown) {
  const now = new Date().toISOString()
  return {
    id,
    startedAt: now,
    finishedAt: now,
    outcome: "failed" as const,
    problems: [{ item: "", field: "", message: String(error) }],
  }
}

export const emptyState = (): PublisherState => ({
  current: null,
  pending: null,
  running: null,
  locked: null,
  releases: [],
  seen: {},
  snapshot: null,
  contentHash: null,
})

export function readState(file: string): PublisherState {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    return emptyState()
  }
  const parsed = state.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${file} is not a publisher state: ${parsed.error.message}`)
  return parsed.data
}

/**
 * Writes the state; writes overlap safely (write-file-atomic queues them per
 * file). Without fsync: a publisher that crashes keeps what it wrote (the
 * kernel has it); a power cut may lose the last change, which the reconcile
 * then finds. Waiting for the disk would cost the webhook its 100 ms.
 */
export function writeState(file: string, value: PublisherState): Promise<void> {
  return writeFileAtomic(file, JSON.stringify(value, null, 1), { fsync: false })
}
