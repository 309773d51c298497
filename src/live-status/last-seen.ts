/**
 * The live status each showtime had when last seen, kept on the device so
 * that a page opened without a network shows it, marked with its time,
 * instead of the older build's. Narrowed when read: storage is input too.
 */
import { isShowtimeStatus } from "../content-model/showtime-status"
import type { LiveShowtime } from "./live-types"

export const LAST_SEEN_STORAGE_KEY = "ramaskrik.liveStatus"

/** Enough for every showtime of a festival; the oldest go first. */
const MAX_KEPT = 400

type Kept = Record<string, Required<LiveShowtime>>

const isTime = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value))

function readAll(): Kept {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LAST_SEEN_STORAGE_KEY) ?? "{}")
    if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return {}
    return Object.fromEntries(
      Object.entries(stored).filter(([, value]) => {
        if (value === null || typeof value !== "object") return false
        const { status, start, seenAt } = value as Record<string, unknown>
        return isShowtimeStatus(status) && isTime(start) && isTime(seenAt)
      }),
    ) as Kept
  } catch {
    return {}
  }
}

/** What was last seen of each of these showtimes that has been seen; the device's storage read once. */
export function lastSeenOf(ids: readonly string[]): Map<string, Required<LiveShowtime>> {
  const all = readAll()
  return new Map(ids.flatMap((id) => (Object.hasOwn(all, id) ? [[id, all[id] as Required<LiveShowtime>]] : [])))
}

let toKeep: Kept | undefined

/**
 * Keeps what a live answer said and when it said it (`seenAt`, the answer's
 * time: the last confirmation, not the first sighting); the rows of one
 * answer are written together, once.
 */
export function keepSeen(id: string, live: Pick<LiveShowtime, "status" | "start">, seenAt: string): void {
  if (!toKeep) {
    const batch: Kept = {}
    toKeep = batch
    queueMicrotask(() => {
      toKeep = undefined
      const all = { ...readAll(), ...batch }
      const newest = Object.entries(all)
        .sort(([, a], [, b]) => Date.parse(b.seenAt) - Date.parse(a.seenAt))
        .slice(0, MAX_KEPT)
      try {
        window.localStorage.setItem(LAST_SEEN_STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)))
      } catch {
        // Full or forbidden storage: the rows still show the live answer while the page is open.
      }
    })
  }
  toKeep[id] = { status: live.status, start: live.start, seenAt }
}
