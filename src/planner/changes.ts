/**
 * What changed about a saved screening since the visitor last saw it, in a
 * new deploy: moved (time, venue or hall), cancelled, or gone from the
 * programme altogether (a cancelled showing stays in the content; a gone one
 * was taken out). A change in how full it is, is not one to be told about.
 */
import type { Screening } from "../content-model/screening"
import { dayKey, formatDay, formatTime } from "../components/oslo-time"
import { placeOf } from "../components/place"
import type { SavedScreening, SeenScreening } from "./plan-store"

export type Change =
  | { kind: "moved"; now: Screening; before: SeenScreening }
  | { kind: "cancelled"; now: Screening }
  | { kind: "sold-out"; now: Screening }
  | { kind: "reinstated"; now: Screening }
  | { kind: "gone"; before: SeenScreening }

export function changeOf(saved: SavedScreening, now: Screening | undefined): Change | null {
  const before = saved.seen
  if (now === undefined) return { kind: "gone", before }
  const wasCancelled = before.status === "cancelled"
  if (now.status === "cancelled") return wasCancelled ? null : { kind: "cancelled", now }
  if (wasCancelled) return { kind: "reinstated", now }
  const moved =
    Date.parse(now.start) !== Date.parse(before.start) || now.venue !== before.venue || now.hall !== before.hall
  if (moved) return { kind: "moved", now, before }
  return now.status === "sold-out" && before.status !== "sold-out" ? { kind: "sold-out", now } : null
}

/** How many saved screenings have a change the visitor has not acknowledged. */
export function countChanges(plan: readonly SavedScreening[], byId: ReadonlyMap<string, Screening>): number {
  return plan.filter((saved) => changeOf(saved, byId.get(saved.id)) !== null).length
}

/** "kl. 21:30 i Lille sal", with the day and the venue (before the hall, as on every row) only where they differ from the other side. */
function placeAndTime(side: SeenScreening, other: SeenScreening): string {
  const day = dayKey(side.start) === dayKey(other.start) ? "" : `${formatDay(side.start)} `
  const place = side.venue === other.venue ? side.hall : placeOf(side)
  return `${day}kl. ${formatTime(side.start)} i ${place}`
}

/** The notice as the plan shows it ("Flyttet: nå kl. 21:30 i Lille sal, før kl. 20:00 i Store sal"). */
export function describeChange(change: Change): string {
  switch (change.kind) {
    case "moved":
      return `Flyttet: nå ${placeAndTime(change.now, change.before)}, før ${placeAndTime(change.before, change.now)}`
    case "cancelled":
      return "Avlyst"
    case "sold-out":
      return "Utsolgt: det er ingen billetter igjen"
    case "reinstated":
      return "Satt opp igjen etter å ha vært avlyst"
    case "gone":
      return "Ikke lenger i programmet"
  }
}
