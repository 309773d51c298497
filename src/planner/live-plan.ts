/**
 * The plan with the ticketing service's live answer laid over the build's
 * screenings file: a live start moves the screening (its end with it), so
 * clash and travel checks, change notices and the calendar file all use the
 * time the cinema says now. Pure; the frame fetches the answer
 * (src/frame/plan-page.tsx) and the plan only reads it.
 */
import type { Screening } from "../content-model/screening"
import type { TicketingEvent } from "../ticketing/types"
import type { Change } from "./changes"
import type { SavedScreening } from "./plan-store"
import type { Screenings } from "./screenings"

/** One showtime's live status; `seenAt` where it is what the service said last time (offline, the service down), not now. */
export type LiveEvent = Pick<TicketingEvent, "status" | "start"> & { seenAt?: string }

/** Per showtime id. */
export type LiveEvents = ReadonlyMap<string, LiveEvent>

function withLiveEvent(screening: Screening, live: LiveEvents): Screening {
  const event = live.get(screening.id)
  if (!event) return screening
  const shift = Date.parse(event.start) - Date.parse(screening.start)
  const end = screening.end === null ? null : new Date(Date.parse(screening.end) + shift).toISOString()
  return { ...screening, status: event.status, start: shift === 0 ? screening.start : event.start, end }
}

/** The screenings as the service has them now; the file's own where it said nothing. */
export function withLive(data: Screenings, live: LiveEvents | undefined): Screenings {
  if (!live || live.size === 0) return data
  const screenings = data.screenings.map((screening) => withLiveEvent(screening, live))
  return { ...data, screenings, byId: new Map(screenings.map((screening) => [screening.id, screening])) }
}

/**
 * What a live answer says, as text: two answers that say the same about the same screenings give
 * the same text, whichever object and order they come in.
 */
export function liveKeyOf(live: LiveEvents | undefined): string {
  if (!live) return ""
  return [...live]
    .map(([id, { status, start, seenAt }]) => `${id} ${status} ${start} ${seenAt ?? ""}`)
    .sort()
    .join("\n")
}

/** What the live call asks for on the plan page: every saved screening, and the other showings of the same films. */
export function liveIdsOf(plan: readonly SavedScreening[] | undefined, data: Screenings | undefined): string[] {
  if (!plan || plan.length === 0 || !data) return []
  const films = new Set(plan.flatMap(({ id }) => data.byId.get(id)?.reference ?? []))
  return data.screenings.filter(({ reference }) => films.has(reference)).map(({ id }) => id)
}

/** For a screening that was sold out, cancelled or moved: the film's other showings that still have seats and are not saved. */
export function showingsWithSeats(
  screening: Screening,
  change: Change | null,
  shown: readonly Screening[],
  all: readonly Screening[],
  now = Date.now(),
): Screening[] {
  if (change === null || change.kind === "gone" || change.kind === "reinstated") return []
  const saved = new Set(shown.map(({ id }) => id))
  return all.filter(
    (other) =>
      other.reference === screening.reference &&
      !saved.has(other.id) &&
      (other.status === "available" || other.status === "few-left") &&
      Date.parse(other.start) > now,
  )
}
