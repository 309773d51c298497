/**
 * The visitor's plan as it is kept on the device: the screenings they saved,
 * keyed by showtime ids (stable across builds, so a plan survives a new
 * deploy), read entry by entry and written whole. No Jotai here: a showtime
 * row's toggle (plan-toggle.tsx) reads and writes through this module on
 * every page with showtimes, in the page's first load, while the plan's atoms
 * (plan-store.ts), for Min festival and the header, are built on it.
 *
 * Each saved screening remembers the time, place and status the visitor last
 * saw, so that a later build that moves or cancels it can say so until the
 * visitor acknowledges the change.
 */
import { storedText } from "../components/stored-key"
import { parseStoredList, storeList } from "../components/stored-list"
import type { Screening } from "../content-model/screening"
import { isShowtimeStatus } from "../content-model/showtime-status"
import { PLAN_STORAGE_KEY } from "./plan-key"

export { PLAN_STORAGE_KEY }

/**
 * What a change notice compares: the screening as the visitor last saw it.
 * `title` came later (so that a screening gone from the programme can still be
 * named): plans stored before it have none, and still load.
 */
export type SeenScreening = Pick<Screening, "start" | "venue" | "hall" | "status"> & { title?: string }

export interface SavedScreening {
  id: string
  seen: SeenScreening
}

/** What saving a showing needs to know of it: what a showtime row shows, or a screening of the file. */
export type PlannableShowing = Pick<Screening, "id" | "title" | "start" | "venue" | "hall" | "status">

const MAX_SAVED = 500

function isSaved(value: unknown): value is SavedScreening {
  if (value === null || typeof value !== "object") return false
  const { id, seen } = value as Record<string, unknown>
  if (typeof id !== "string" || id === "" || seen === null || typeof seen !== "object") return false
  const { start, venue, hall, status, title } = seen as Record<string, unknown>
  return (
    (title === undefined || typeof title === "string") &&
    typeof start === "string" &&
    !Number.isNaN(Date.parse(start)) &&
    typeof venue === "string" &&
    typeof hall === "string" &&
    isShowtimeStatus(status)
  )
}

/** The plan as stored: its text, null when there is none (or storage is forbidden). */
export const storedPlanText = (): string | null => storedText(PLAN_STORAGE_KEY)

/** A stored plan's text, narrowed entry by entry: a damaged entry is dropped, the rest kept. */
export const parseStoredPlan = (text: string | null): SavedScreening[] =>
  parseStoredList(text, isSaved, ({ id }) => id, MAX_SAVED)

export const readStoredPlan = (): SavedScreening[] => parseStoredPlan(storedPlanText())

/**
 * Every change starts from what storage holds now, not from this tab's copy,
 * so that two tabs saving at once both keep their screenings. Returns what was written.
 */
export function changeStoredPlan(change: (plan: SavedScreening[]) => SavedScreening[]): SavedScreening[] {
  const next = change(readStoredPlan())
  storeList(PLAN_STORAGE_KEY, next)
  return next
}

export const seenOf = ({ start, venue, hall, status, title }: PlannableShowing): SeenScreening => ({
  start,
  venue,
  hall,
  status,
  title,
})

/** The plan with the showing saved, or taken out if it was there. */
export const toggled = (plan: SavedScreening[], showing: PlannableShowing): SavedScreening[] =>
  plan.some(({ id }) => id === showing.id)
    ? plan.filter(({ id }) => id !== showing.id)
    : [...plan, { id: showing.id, seen: seenOf(showing) }]
