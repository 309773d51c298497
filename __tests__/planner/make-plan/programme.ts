/**
 * Small programmes for the plan-maker's tests: films with showings at Oslo
 * times in the festival week of 2027 (summer time, +02:00), and a request
 * with quiet defaults (no walks but the one below, no pause, nothing kept,
 * the clock before the festival).
 */
import type { Screening } from "../../../src/content-model/screening"
import type { TravelMinutes } from "../../../src/planner/clashes"
import type { PlanRequest, Wish } from "../../../src/planner/make-plan/request"

export const KULTURHUSET = "Oppdal kulturhus"
export const SKIFER = "Quality Hotel Skifer"

export const TRAVEL: TravelMinutes = [{ from: KULTURHUSET, to: SKIFER, minutes: 10 }]

/** Before the festival. */
export const BEFORE = Date.parse("2027-10-01T12:00:00+02:00")

/**
 * A showing of a film: `when` is "13 18:00" (day of October 2027, Oslo time),
 * `minutes` its running time (null: not known).
 */
export function showing(
  id: string,
  [reference, title]: readonly [string, string],
  when: string,
  minutes: number | null,
  more: Partial<Screening> = {},
): Screening {
  const [day, time] = when.split(" ")
  const start = Date.parse(`2027-10-${day}T${time}:00+02:00`)
  const local = (instant: number) => `${new Date(instant + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`
  return {
    id,
    reference,
    title,
    path: `/${title.toLowerCase().replace(/\W+/g, "-")}-${reference.toLowerCase()}/`,
    start: local(start),
    end: minutes === null ? null : local(start + minutes * 60_000),
    venue: KULTURHUSET,
    hall: "Store sal",
    ageLimit: "15",
    ticketUrl: `https://billett.example.no/${reference}/${id}`,
    status: "available",
    ...more,
  }
}

export function request(
  screenings: readonly Screening[],
  wishes: Record<string, Wish>,
  more: Partial<PlanRequest> = {},
): PlanRequest {
  return {
    screenings,
    travel: TRAVEL,
    wishes: new Map(Object.entries(wishes)),
    minPauseMinutes: 0,
    keep: [],
    now: BEFORE,
    ...more,
  }
}

export const ids = (screenings: readonly Screening[]) => screenings.map(({ id }) => id)
