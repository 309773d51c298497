/**
 * The visitor's plan: the screenings they saved, kept on the device (no
 * account), in step across open tabs, and kept through a new deploy because
 * it is keyed by showtime ids, which the content keeps stable.
 *
 * Each saved screening remembers the time, place and status the visitor last
 * saw, so that a later build that moves or cancels it can say so until the
 * visitor acknowledges the change. Like the session (src/account/session-atoms.ts)
 * the atoms live in Jotai's default store and read storage when the first
 * component that shows them mounts: server HTML and the first client render agree.
 */
import { atom } from "jotai"

import { announceStoredKey } from "../components/stored-key"
import { storageAtom } from "../components/storage-atom"
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

function firstOfEachId<T extends { id: string }>(items: readonly T[]): T[] {
  const ids = new Set<string>()
  return items.filter(({ id }) => {
    if (ids.has(id)) return false
    ids.add(id)
    return true
  })
}

/** The stored plan, narrowed entry by entry: a damaged entry is dropped, the rest kept. */
export function readStoredPlan(): SavedScreening[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]")
    if (!Array.isArray(stored)) return []
    const seenIds = new Set<string>()
    return stored
      .filter(isSaved)
      .filter(({ id }) => !seenIds.has(id) && Boolean(seenIds.add(id)))
      .slice(0, MAX_SAVED)
  } catch {
    return []
  }
}

function storePlan(plan: SavedScreening[]): void {
  try {
    if (plan.length === 0) window.localStorage.removeItem(PLAN_STORAGE_KEY)
    else window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify(plan))
  } catch {
    // Storage can be full or forbidden (private mode); the plan still works until the tab closes.
  }
  announceStoredKey(PLAN_STORAGE_KEY)
}

export const seenOf = ({ start, venue, hall, status, title }: Screening): SeenScreening => ({
  start,
  venue,
  hall,
  status,
  title,
})

const storedPlanAtom = storageAtom(PLAN_STORAGE_KEY, readStoredPlan)

/**
 * The saved screenings, in the order they were saved; undefined before the
 * first component that reads it has mounted ("not known yet", not "empty").
 */
export const planAtom = atom((get) => get(storedPlanAtom))

/**
 * Every change starts from what storage holds now, not from this tab's copy,
 * so that two tabs saving at once both keep their screenings.
 */
const changePlan = atom(null, (_get, set, change: (plan: SavedScreening[]) => SavedScreening[]) => {
  const next = change(readStoredPlan())
  storePlan(next)
  set(storedPlanAtom, next)
})

/** Saves the screening, or takes it out of the plan if it is there. */
export const toggleScreeningAtom = atom(null, (_get, set, screening: Screening) => {
  set(changePlan, (plan) =>
    plan.some(({ id }) => id === screening.id)
      ? plan.filter(({ id }) => id !== screening.id)
      : [...plan, { id: screening.id, seen: seenOf(screening) }],
  )
})

/** Saves every screening not saved yet ("Legg alle i min plan"). */
export const addScreeningsAtom = atom(null, (_get, set, screenings: readonly Screening[]) => {
  set(changePlan, (plan) =>
    firstOfEachId([...plan, ...screenings.map((screening) => ({ id: screening.id, seen: seenOf(screening) }))]),
  )
})

export const removeScreeningAtom = atom(null, (_get, set, id: string) => {
  set(changePlan, (plan) => plan.filter((saved) => saved.id !== id))
})

/**
 * "Angre" after "Fjern": the entry as it was (its `seen` too, so a change
 * notice it had is not lost), back where it was in the saved order. Saved
 * again meanwhile (another tab), it is left as it is.
 */
export const restoreScreeningAtom = atom(
  null,
  (_get, set, { entry, index }: { entry: SavedScreening; index: number }) => {
    set(changePlan, (plan) =>
      plan.some(({ id }) => id === entry.id) ? plan : [...plan.slice(0, index), entry, ...plan.slice(index)],
    )
  },
)

/**
 * "Bytt til denne": the other showing takes the saved one's place, in one
 * write, so no tab ever sees both or neither. When the other showing is
 * saved already, the old one just goes.
 */
export const replaceScreeningAtom = atom(null, (_get, set, { from, to }: { from: string; to: Screening }) => {
  set(changePlan, (plan) => {
    const at = plan.findIndex(({ id }) => id === from)
    const entry = { id: to.id, seen: seenOf(to) }
    // Taken out in another tab meanwhile: the visitor still asked for the other showing.
    return firstOfEachId(at === -1 ? [...plan, entry] : [...plan.slice(0, at), entry, ...plan.slice(at + 1)])
  })
})

/** The visitor has read the change notice: the screening as it is now becomes what they saw. */
export const acknowledgeChangeAtom = atom(null, (_get, set, screening: Screening) => {
  set(changePlan, (plan) =>
    plan.map((saved) => (saved.id === screening.id ? { id: saved.id, seen: seenOf(screening) } : saved)),
  )
})
