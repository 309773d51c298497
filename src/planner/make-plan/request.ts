/**
 * What "Lag planen for meg" asks of the solver and what it answers: the
 * contract between the plan-maker's form (plan-maker.tsx), the solver
 * (solve.ts) and its explanations (explain.ts). Pure types and the scoring
 * order, so every part ranks two plans the same way.
 */
import type { Screening } from "../../content-model/screening"
import type { TravelMinutes } from "../clashes"

/** How much the visitor wants a film: every "må se" counts more than any number of "vil gjerne se". */
export type Wish = "must" | "want"

/** The visitor's limits for one festival day, in minutes after that day's midnight (Oslo time). */
export interface DayLimits {
  /** No screening starts before this. */
  earliest?: number
  /** No screening ends after this; past 24 × 60 reaches into the night after. */
  latest?: number
}

export interface PlanRequest {
  /** Every screening of the programme, with the live status and start laid over (live-plan.ts). */
  screenings: readonly Screening[]
  travel: TravelMinutes
  /** Per production reference (DXM1013, SCENE01). */
  wishes: ReadonlyMap<string, Wish>
  /** Titles of wished films as the wish store keeps them, to name a film the programme no longer has; else its reference. */
  titles?: ReadonlyMap<string, string>
  /** The festival days (Oslo dates, "2027-10-13") the visitor is there; every day when undefined. */
  days?: ReadonlySet<string>
  /** Per Oslo date; a day without an entry has no limits. */
  limits?: ReadonlyMap<string, DayLimits>
  /** Minutes at least between one screening's end and the next's start (the walk between venues counts too). */
  minPauseMinutes: number
  /** Showtime ids that stay whatever happens ("keep what is already in my plan"). */
  keep: readonly string[]
  /** Showtime ids of the plan as it is: among equally good plans, the one that changes fewest of them ("Finn en ny plan"). */
  current?: readonly string[]
  /** The visitor's clock, in milliseconds: a screening that has started is not offered. */
  now: number
}

/** Why one showing of a wanted film is not in the plan. */
export type ShowingReason =
  | { kind: "sold-out" }
  | { kind: "cancelled" }
  | { kind: "started" }
  | { kind: "day-off"; day: string }
  | { kind: "too-early"; earliest: number }
  | { kind: "too-late"; latest: number }
  /** It clashes (overlap, a walk too short, or a pause too short) with these screenings of the plan. */
  | { kind: "clash"; with: readonly Screening[] }

export interface Unfit {
  reference: string
  title: string
  wish: Wish
  /** Every showing of the film with why it is out; empty when the programme has none. */
  showings: readonly { screening: Screening; reasons: readonly ShowingReason[] }[]
}

/** A film that fits if one screening of the plan goes. */
export interface Swap {
  add: Screening
  drop: Screening
}

/** The ranking of a plan, compared field by field in this order. */
export interface PlanScore {
  must: number
  want: number
  /** Screenings of `current` the plan leaves out (lower is better). */
  changes: number
  /** Moves from one venue to another between screenings on the same day (lower is better). */
  venueChanges: number
  /** The sum over the plan's days of the last screening's end, in minutes after that day's midnight (lower is better). */
  lateness: number
}

export interface PlanProposal {
  /** The plan, kept screenings included, in programme order. */
  screenings: readonly Screening[]
  score: PlanScore
  /** The wished films not in the plan, "må se" first, then in programme order of their first showing. */
  unfit: readonly Unfit[]
  swaps: readonly Swap[]
}
