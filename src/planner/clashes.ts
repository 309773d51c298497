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

/** Minutes from one screening's end to a later one's start, both in milliseconds (negative when they overlap). */
export const gapMinutes = (firstEnd: number, secondStart: number): number =>
  Math.round((secondStart - firstEnd) / MINUTE)

/** The two in programme order, and the minutes from the first's end to the second's start (negative when they overlap). */
function gapBetween(a: Screening, b: Screening): Pick<Clash, "first" | "second" | "gapMinutes"> {
  const [first, second] = inProgrammeOrder(a, b) <= 0 ? [a, b] : [b, a]
  return { first, second, gapMinutes: gapMinutes(endOf(first), startOf(second)) }
}

/** The kind of clash a gap between two screenings makes, given the minutes needed between their venues; null for none. */
export function clashKind(gap: number, travelMinutes: number): Clash["kind"] | null {
  if (gap < 0) return "overlap"
  if (gap < travelMinutes) return "too-close"
  return null
}

/** The clash between two screenings, or null when both can be seen. */
export function clashBetween(a: Screening, b: Screening, travel: TravelMinutes): Clash | null {
  if (a.id === b.id || a.status === "cancelled" || b.status === "cancelled") return null
  const { first, second, gapMinutes } = gapBetween(a, b)
  const travelMinutes = travelMinutesBetween(travel, first.venue, second.venue)
  const kind = clashKind(gapMinutes, travelMinutes)
  return kind === null ? null : { first, second, kind, gapMinutes, travelMinutes }
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
