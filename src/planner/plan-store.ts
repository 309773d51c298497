/**
 * The visitor's plan as Jotai atoms, for Min festival, a shared plan and the
 * header's link: kept on the device through plan-storage.ts, in step across
 * open tabs and with a showtime row's toggle in this one. Like the session
 * (src/account/session-atoms.ts) the atoms live in Jotai's default store and
 * read storage when the first component that shows them mounts: server HTML
 * and the first client render agree.
 */
import { atom } from "jotai"

import { storageAtom } from "../components/storage-atom"
import { firstOfEach } from "../components/stored-list"
import type { Screening } from "../content-model/screening"
import {
  PLAN_STORAGE_KEY,
  changeStoredPlan,
  readStoredPlan,
  seenOf,
  toggled,
  type PlannableShowing,
  type SavedScreening,
} from "./plan-storage"

export { PLAN_STORAGE_KEY, seenOf }
export type { SavedScreening, SeenScreening } from "./plan-storage"

/** The first entry for each showtime, in order: what a write that may repeat one keeps. */
const firstOfEachId = (plan: readonly SavedScreening[]): SavedScreening[] => firstOfEach(plan, ({ id }) => id)

const storedPlanAtom = storageAtom(PLAN_STORAGE_KEY, readStoredPlan)

/**
 * The saved screenings, in the order they were saved; undefined before the
 * first component that reads it has mounted ("not known yet", not "empty").
 */
export const planAtom = atom((get) => get(storedPlanAtom))

const changePlan = atom(null, (_get, set, change: (plan: SavedScreening[]) => SavedScreening[]) => {
  set(storedPlanAtom, changeStoredPlan(change))
})

/** Saves the screening, or takes it out of the plan if it is there. */
export const toggleScreeningAtom = atom(null, (_get, set, screening: PlannableShowing) => {
  set(changePlan, (plan) => toggled(plan, screening))
})

/** Saves every screening not saved yet ("Legg alle i min plan"). */
export const addScreeningsAtom = atom(null, (_get, set, screenings: readonly PlannableShowing[]) => {
  set(changePlan, (plan) =>
    firstOfEachId([...plan, ...screenings.map((showing) => ({ id: showing.id, seen: seenOf(showing) }))]),
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

/**
 * A plan made for the visitor ("Legg planen inn", "Finn en ny plan") and its
 * "Angre": the dropped screenings go and the new ones come in one write,
 * starting from what storage holds now, so a screening saved in another tab
 * meanwhile stays. Undone by the same call with the two sides swapped.
 */
export const exchangeScreeningsAtom = atom(
  null,
  (_get, set, { drop, add }: { drop: readonly string[]; add: readonly SavedScreening[] }) => {
    const dropped = new Set(drop)
    set(changePlan, (plan) => firstOfEachId([...plan.filter(({ id }) => !dropped.has(id)), ...add]))
  },
)

/** The visitor has read the change notice: the screening as it is now becomes what they saw. */
export const acknowledgeChangeAtom = atom(null, (_get, set, screening: Screening) => {
  set(changePlan, (plan) =>
    plan.map((saved) => (saved.id === screening.id ? { id: saved.id, seen: seenOf(screening) } : saved)),
  )
})
