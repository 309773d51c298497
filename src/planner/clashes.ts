/**
 * Which screenings of a plan cannot all be seen: two that overlap, or whose
 * gap is shorter than the trip between their venues (none within one venue).
 * Pure, so the plan page and a shared plan judge clashes the same way.
 *
 * A screening whose running time is not known (end: null) is counted as
 * UNKNOWN_LENGTH_MINUTES long: warning about a clash that may not happen is
 * kinder than saying nothing and letting the visitor miss the start of a film.
 * Cancelled screenings clash with nothing; they will not happen.
 */
import { inProgrammeOrder, type Screening, type ScreeningsFile } from "../content-model/screening"
import { hasStarted } from "../content-model/showtime-status"

export type TravelMinutes = ScreeningsFile["travelMinutes"]

export const UNKNOWN_LENGTH_MINUTES = 120

const MINUTE = 60_000

export interface Clash {
  /** The one that starts first (by id when both start at once). */
  first: Screening
  second: Screening
  kind: "overlap" | "too-close"
  /** Minutes from the first's end to the second's start (negative when they overlap). */
  gapMinutes: number
  /** Minutes needed between their venues. */
  travelMinutes: number
}

export function travelMinutesBetween(travel: TravelMinutes, from: string, to: string): number {
  if (from === to) return 0
  const trip = travel.find((pair) => (pair.from === from && pair.to === to) || (pair.from === to && pair.to === from))
  return trip?.minutes ?? 0
}

const startOf = (screening: Screening) => Date.parse(screening.start)

/** When the screening ends, in milliseconds, with an unknown running time counted as UNKNOWN_LENGTH_MINUTES. */
export function endOf(screening: Screening): number {
  const end = screening.end === null ? Number.NaN : Date.parse(screening.end)
  return Number.isNaN(end) ? startOf(screening) + UNKNOWN_LENGTH_MINUTES * MINUTE : end
}

/** The two in programme order, and the minutes from the first's end to the second's start (negative when they overlap). */
export function gapBetween(a: Screening, b: Screening): Pick<Clash, "first" | "second" | "gapMinutes"> {
  const [first, second] = inProgrammeOrder(a, b) <= 0 ? [a, b] : [b, a]
  return { first, second, gapMinutes: Math.round((startOf(second) - endOf(first)) / MINUTE) }
}

/** The clash between two screenings, or null when both can be seen. */
export function clashBetween(a: Screening, b: Screening, travel: TravelMinutes): Clash | null {
  if (a.id === b.id || a.status === "cancelled" || b.status === "cancelled") return null
  const { first, second, gapMinutes } = gapBetween(a, b)
  const travelMinutes = travelMinutesBetween(travel, first.venue, second.venue)
  if (gapMinutes < 0) return { first, second, kind: "overlap", gapMinutes, travelMinutes }
  if (gapMinutes < travelMinutes) return { first, second, kind: "too-close", gapMinutes, travelMinutes }
  return null
}

/** Every clashing pair in the plan, in the order of the first screening's start. */
export function findClashes(plan: readonly Screening[], travel: TravelMinutes): Clash[] {
  const sorted = [...plan].sort(inProgrammeOrder)
  const clashes: Clash[] = []
  sorted.forEach((a, index) => {
    for (const b of sorted.slice(index + 1)) {
      const clash = clashBetween(a, b, travel)
      if (clash) clashes.push(clash)
    }
  })
  return clashes
}

/**
 * The film's other showings that fit the rest of the plan: not cancelled, not
 * started by `now` (the visitor's clock, in milliseconds), not saved already,
 * and clashing with nothing in the plan but the screening they would replace.
 */
export function alternativesFor(
  screening: Screening,
  plan: readonly Screening[],
  all: readonly Screening[],
  travel: TravelMinutes,
  now: number,
): Screening[] {
  const saved = new Set(plan.map(({ id }) => id))
  const rest = plan.filter(({ id }) => id !== screening.id)
  return all
    .filter(
      (other) =>
        other.reference === screening.reference &&
        other.status !== "cancelled" &&
        !hasStarted(other.start, now) &&
        !saved.has(other.id) &&
        rest.every((kept) => clashBetween(other, kept, travel) === null),
    )
    .sort(inProgrammeOrder)
}
