/**
 * "Lag planen for meg": the best plan for the films a visitor wishes to see,
 * exact for the ranking in request.ts, and why each film left out is out.
 * Pure and deterministic: the same request, in any order of its screenings,
 * gives the same answer.
 */
import { dayKey, osloMinutes } from "../../components/oslo-time"
import { type Screening } from "../../content-model/screening"
import { hasStarted } from "../../content-model/showtime-status"
import { clashKind, endOf, gapMinutes, travelMinutesBetween } from "../clashes"
import { bestChain } from "./best-chain"
import type { PlanProposal, PlanRequest, PlanScore, ShowingReason, Swap, Unfit } from "./request"

const MINUTE = 60_000
const DAY_MINUTES = 24 * 60

interface Timing {
  /** The Oslo date of the start. */
  day: string
  /** Start and end in minutes after that day's midnight; an end after midnight is past 24 × 60. */
  start: number
  end: number
  startMs: number
  endMs: number
  /** The screening's place in programme order. */
  order: number
}

/** Each screening's times, read once: a programme asks for them thousands of times, and reading a date is slow. */
function timingOf(screening: Screening): Omit<Timing, "order"> {
  const startMs = Date.parse(screening.start)
  const endMs = endOf(screening)
  const startClock = osloMinutes(startMs)
  const midnight = startClock - (startClock % DAY_MINUTES)
  return { day: dayKey(startMs), start: startClock - midnight, end: osloMinutes(endMs) - midnight, startMs, endMs }
}

/**
 * The rules between two screenings of one request, by their places in
 * programme order: they conflict when they clash (clashes.ts) or the pause
 * between them is shorter than the visitor asked for; a cancelled one
 * conflicts with nothing, as it clashes with nothing. Read from arrays of
 * numbers (a plan's screenings are checked against every showing of every
 * film left out, thousands of pairs for a large programme), and `near`
 * answers most pairs first: whether `later` starts before the longest walk
 * or the pause (and a minute for rounding) has passed after `earlier` ends;
 * if not, the two cannot conflict.
 */
function rulesOf(request: PlanRequest, all: readonly Screening[], timing: (screening: Screening) => Timing) {
  const { travel, minPauseMinutes } = request
  const reach = (Math.max(minPauseMinutes, ...travel.map(({ minutes }) => minutes)) + 1) * MINUTE
  const venues = new Map<string, number>()
  const venue = Int32Array.from(all, (screening) => {
    const known = venues.get(screening.venue) ?? venues.size
    venues.set(screening.venue, known)
    return known
  })
  const names = [...venues.keys()]
  const walks = Int32Array.from({ length: names.length * names.length }, (_, at) =>
    travelMinutesBetween(travel, names[Math.floor(at / names.length)] ?? "", names[at % names.length] ?? ""),
  )
  const startMs = Float64Array.from(all, (screening) => timing(screening).startMs)
  const endMs = Float64Array.from(all, (screening) => timing(screening).endMs)
  const cancelled = Uint8Array.from(all, ({ status }) => Number(status === "cancelled"))
  // Every index below is a place in programme order, so every read is in bounds; `?? 0` only satisfies the types.
  const near = (earlier: number, later: number) =>
    (startMs[later] ?? 0) < Math.max(endMs[earlier] ?? 0, startMs[earlier] ?? 0) + reach
  return {
    near,
    conflict: (a: number, b: number) => {
      if (all[a]?.id === all[b]?.id || cancelled[a] || cancelled[b] || !near(a, b) || !near(b, a)) return false
      const [first, second] = a <= b ? [a, b] : [b, a]
      const gap = gapMinutes(endMs[first] ?? 0, startMs[second] ?? 0)
      const walk = walks[(venue[first] ?? 0) * names.length + (venue[second] ?? 0)] ?? 0
      return clashKind(gap, walk) !== null || gap < minPauseMinutes
    },
  }
}

type Rules = ReturnType<typeof rulesOf>

/** Why a showing is out before any clash: its sale, its start, the visitor's days and limits. */
function showingReasons(screening: Screening, timing: Timing, request: PlanRequest): ShowingReason[] {
  const reasons: ShowingReason[] = []
  if (screening.status === "sold-out") reasons.push({ kind: "sold-out" })
  if (screening.status === "cancelled") reasons.push({ kind: "cancelled" })
  if (hasStarted(screening.start, request.now)) reasons.push({ kind: "started" })
  if (request.days && !request.days.has(timing.day)) reasons.push({ kind: "day-off", day: timing.day })
  const { earliest, latest } = request.limits?.get(timing.day) ?? {}
  if (earliest !== undefined && timing.start < earliest) reasons.push({ kind: "too-early", earliest })
  if (latest !== undefined && timing.end > latest) reasons.push({ kind: "too-late", latest })
  return reasons
}

/** The score of a plan in programme order, as PlanScore counts it. */
function scorePlan(
  plan: readonly Screening[],
  request: Pick<PlanRequest, "wishes" | "current">,
  timingOfScreening: (screening: Screening) => Pick<Timing, "day" | "end"> = timingOf,
): PlanScore {
  const films = new Set(plan.map(({ reference }) => reference))
  const wished = [...films].map((reference) => request.wishes.get(reference))
  const planIds = new Set(plan.map(({ id }) => id))
  const current = new Set(request.current ?? [])
  const lastEnds = new Map<string, number>()
  let venueChanges = 0
  plan.forEach((screening, index) => {
    const { day, end } = timingOfScreening(screening)
    const before = plan[index - 1]
    if (before && before.venue !== screening.venue && timingOfScreening(before).day === day) venueChanges += 1
    lastEnds.set(day, end)
  })
  return {
    must: wished.filter((wish) => wish === "must").length,
    want: wished.filter((wish) => wish === "want").length,
    changes: [...current].filter((id) => !planIds.has(id)).length,
    venueChanges,
    lateness: [...lastEnds.values()].reduce((sum, end) => sum + end, 0),
  }
}

export function solvePlan(request: PlanRequest): PlanProposal {
  const { wishes } = request
  const read = request.screenings.map((screening) => ({ screening, ...timingOf(screening) }))
  // Programme order (inProgrammeOrder), on the times read.
  read.sort(
    (a, b) => a.startMs - b.startMs || (a.screening.id < b.screening.id ? -1 : a.screening.id > b.screening.id ? 1 : 0),
  )
  const all = read.map(({ screening }) => screening)
  const timings = new Map(read.map((times, order) => [times.screening, { ...times, order }]))
  const timing = (screening: Screening): Timing => timings.get(screening) ?? { ...timingOf(screening), order: -1 }
  const rules = rulesOf(request, all, timing)
  const conflict = (a: Screening, b: Screening) => rules.conflict(timing(a).order, timing(b).order)

  const keepIds = new Set(request.keep)
  const kept = all.filter(({ id }) => keepIds.has(id))
  const seen = new Set(kept.map(({ reference }) => reference))
  const eligible = new Set(
    all.filter(
      (screening) =>
        !keepIds.has(screening.id) &&
        wishes.has(screening.reference) &&
        !seen.has(screening.reference) &&
        showingReasons(screening, timing(screening), request).length === 0 &&
        kept.every((keptOne) => !conflict(screening, keptOne)),
    ),
  )
  const candidates = all.filter((screening) => keepIds.has(screening.id) || eligible.has(screening))
  const problem = chainProblem(candidates, request, timing, rules)
  const plan = bestChain(problem).flatMap((index) => candidates[index] ?? [])

  const unfit = unfitFilms(all, plan, request, timing, conflict)
  return {
    screenings: plan,
    score: scorePlan(plan, request, timing),
    unfit,
    swaps: swapsFor(unfit, keepIds, timing),
  }
}

/** The candidates as numbers for the search. */
function chainProblem(
  candidates: readonly Screening[],
  request: PlanRequest,
  timing: (screening: Screening) => Timing,
  { near, conflict }: Rules,
) {
  const { wishes } = request
  const index = <T>(values: Map<T, number>, value: T) => {
    const known = values.get(value) ?? values.size
    values.set(value, known)
    return known
  }
  const days = new Map<string, number>()
  const venues = new Map<string, number>()
  const films = new Map<string, number>()
  // A must outweighs every want together.
  const rank = [...wishes.values()].filter((wish) => wish === "want").length + 1
  const counted = new Set<string>()
  const current = new Set(request.current ?? [])
  const keepIds = new Set(request.keep)
  const order = candidates.map((screening) => timing(screening).order)
  return {
    ids: candidates.map(({ id }) => id),
    day: candidates.map((screening) => index(days, timing(screening).day)),
    venue: candidates.map(({ venue }) => index(venues, venue)),
    endMinutes: candidates.map((screening) => timing(screening).end),
    kept: candidates.map(({ id }) => keepIds.has(id)),
    film: candidates.map(({ id, reference }) => (keepIds.has(id) ? -1 : index(films, reference))),
    // A kept film counts once, however many of its showings are kept.
    gain: candidates.map(({ id, reference }) => {
      if (keepIds.has(id) && counted.has(reference)) return 0
      counted.add(reference)
      const wish = wishes.get(reference)
      return wish === "must" ? rank : wish === "want" ? 1 : 0
    }),
    current: candidates.map(({ id }) => current.has(id)),
    conflicts: candidates.map((screening, i) => {
      const later: number[] = []
      if (keepIds.has(screening.id)) return later
      const at = order[i] ?? -1
      for (let j = i + 1; j < candidates.length; j += 1) {
        const other = order[j] ?? -1
        if (!near(at, other)) break
        if (!keepIds.has(candidates[j]?.id ?? "") && conflict(at, other)) later.push(j)
      }
      return later
    }),
  }
}

/** Every wished film the plan leaves out, with every showing and all that keeps it out. */
function unfitFilms(
  all: readonly Screening[],
  plan: readonly Screening[],
  request: PlanRequest,
  timing: (screening: Screening) => Timing,
  conflict: (a: Screening, b: Screening) => boolean,
): Unfit[] {
  const inPlan = new Set(plan.map(({ reference }) => reference))
  const showingsOf = new Map<string, Screening[]>()
  all.forEach((screening) => {
    if (!request.wishes.has(screening.reference)) return
    const showings = showingsOf.get(screening.reference)
    if (showings) showings.push(screening)
    else showingsOf.set(screening.reference, [screening])
  })
  const firstShowing = (reference: string) => {
    const first = showingsOf.get(reference)?.[0]
    return first ? all.indexOf(first) : all.length
  }
  return [...request.wishes]
    .filter(([reference]) => !inPlan.has(reference))
    .map(([reference, wish]): Unfit => {
      const showings = showingsOf.get(reference) ?? []
      return {
        reference,
        title: showings[0]?.title ?? request.titles?.get(reference) ?? reference,
        wish,
        showings: showings.map((screening) => {
          const reasons = showingReasons(screening, timing(screening), request)
          const clashing = plan.filter((planned) => conflict(screening, planned))
          return {
            screening,
            reasons: clashing.length > 0 ? [...reasons, { kind: "clash", with: clashing }] : reasons,
          }
        }),
      }
    })
    .sort(
      (a, b) =>
        Number(a.wish !== "must") - Number(b.wish !== "must") ||
        firstShowing(a.reference) - firstShowing(b.reference) ||
        (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0),
    )
}

/**
 * For each film left out, its showings that would fit if one screening of the
 * plan (not a kept one) gave way: the first such showing for each screening it
 * could replace.
 */
function swapsFor(
  unfit: readonly Unfit[],
  keepIds: ReadonlySet<string>,
  timing: (screening: Screening) => Timing,
): Swap[] {
  const byOrder = (a: Screening, b: Screening) => timing(a).order - timing(b).order
  return unfit.flatMap(({ showings }) => {
    const byDrop = new Map<string, Swap>()
    showings.forEach(({ screening, reasons }) => {
      const [only, ...others] = reasons
      if (only?.kind !== "clash" || others.length > 0 || only.with.length !== 1) return
      const [drop] = only.with
      if (drop && !keepIds.has(drop.id) && !byDrop.has(drop.id)) byDrop.set(drop.id, { add: screening, drop })
    })
    return [...byDrop.values()].sort((a, b) => byOrder(a.add, b.add) || byOrder(a.drop, b.drop))
  })
}
