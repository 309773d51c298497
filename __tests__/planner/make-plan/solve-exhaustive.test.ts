/**
 * The solver against an exhaustive search, on small random programmes: every
 * choice of at most one showing per wished film is tried, the ones that break
 * a rule are dropped, and the best is picked by the ranking of request.ts.
 * The rules are written out here on their own (the Oslo day by Intl, the
 * pause by hand), so that a slip in the solver's reading of them shows.
 */
import fc from "fast-check"

import { inProgrammeOrder, type Screening } from "../../../src/content-model/screening"
import { clashBetween, endOf, type TravelMinutes } from "../../../src/planner/clashes"
import type { DayLimits, PlanRequest, PlanScore, Wish } from "../../../src/planner/make-plan/request"
import { solvePlan } from "../../../src/planner/make-plan/solve"

const MINUTE = 60_000
const VENUES = ["Kulturhuset", "Skifer", "Svømmehallen", "Gravhaugen"]
/** Three festival days; the second set has the night summer time ends (31 October 2027). */
const FIRST_DAYS = ["2027-10-13", "2027-10-30"]

const osloParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
})

/** The Oslo date and the minutes after its midnight, of an instant. */
function oslo(instant: number): { day: string; minutes: number } {
  const part = (type: string) => osloParts.formatToParts(instant).find((each) => each.type === type)?.value ?? ""
  return {
    day: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  }
}

/** Minutes of `instant` after the midnight that starts `day` (Oslo), past 24 × 60 on the next day. */
function minutesAfter(day: string, instant: number): number {
  const { day: itsDay, minutes } = oslo(instant)
  return minutes + (24 * 60 * (Date.parse(itsDay) - Date.parse(day))) / (24 * 60 * MINUTE)
}

const dayOf = (screening: Screening) => oslo(Date.parse(screening.start)).day

function cannotShare(a: Screening, b: Screening, travel: TravelMinutes, pause: number): boolean {
  if (clashBetween(a, b, travel)) return true
  if (a.status === "cancelled" || b.status === "cancelled") return false
  const [first, second] = [a, b].sort(inProgrammeOrder) as [Screening, Screening]
  return Math.round((Date.parse(second.start) - endOf(first)) / MINUTE) < pause
}

function eligible(screening: Screening, request: PlanRequest): boolean {
  const day = dayOf(screening)
  const limits: DayLimits = request.limits?.get(day) ?? {}
  return (
    request.wishes.has(screening.reference) &&
    screening.status !== "sold-out" &&
    screening.status !== "cancelled" &&
    Date.parse(screening.start) > request.now &&
    (request.days?.has(day) ?? true) &&
    oslo(Date.parse(screening.start)).minutes >= (limits.earliest ?? -Infinity) &&
    minutesAfter(day, endOf(screening)) <= (limits.latest ?? Infinity)
  )
}

function scoreOf(plan: readonly Screening[], request: PlanRequest): PlanScore {
  const films = new Set(plan.map(({ reference }) => reference))
  const count = (wish: Wish) => [...films].filter((film) => request.wishes.get(film) === wish).length
  const lastEnd = new Map<string, number>()
  plan.forEach((screening) => lastEnd.set(dayOf(screening), minutesAfter(dayOf(screening), endOf(screening))))
  return {
    must: count("must"),
    want: count("want"),
    changes: [...new Set(request.current ?? [])].filter((id) => !plan.some((screening) => screening.id === id)).length,
    venueChanges: plan.filter((screening, index) => {
      const before = plan[index - 1]
      return before !== undefined && before.venue !== screening.venue && dayOf(before) === dayOf(screening)
    }).length,
    lateness: [...lastEnd.values()].reduce((sum, end) => sum + end, 0),
  }
}

/** Negative when plan a ranks above plan b. */
function rank(a: { score: PlanScore; ids: string[] }, b: { score: PlanScore; ids: string[] }): number {
  const order =
    b.score.must - a.score.must ||
    b.score.want - a.score.want ||
    a.score.changes - b.score.changes ||
    a.score.venueChanges - b.score.venueChanges ||
    a.score.lateness - b.score.lateness
  if (order !== 0) return order
  for (let index = 0; index < Math.min(a.ids.length, b.ids.length); index += 1) {
    const [x = "", y = ""] = [a.ids[index], b.ids[index]]
    if (x !== y) return x < y ? -1 : 1
  }
  return a.ids.length - b.ids.length
}

function exhaustive(request: PlanRequest): { score: PlanScore; ids: string[] } {
  const { travel, minPauseMinutes: pause } = request
  const all = [...request.screenings].sort(inProgrammeOrder)
  const kept = all.filter(({ id }) => request.keep.includes(id))
  const choices = [...request.wishes.keys()]
    .filter((film) => !kept.some(({ reference }) => reference === film))
    .map((film) =>
      all.filter(
        (screening) =>
          screening.reference === film &&
          !request.keep.includes(screening.id) &&
          eligible(screening, request) &&
          kept.every((other) => !cannotShare(screening, other, travel, pause)),
      ),
    )
  let best: { score: PlanScore; ids: string[] } | undefined
  const chosen: Screening[] = []
  const visit = (film: number) => {
    if (film === choices.length) {
      const plan = [...kept, ...chosen].sort(inProgrammeOrder)
      const candidate = { score: scoreOf(plan, request), ids: plan.map(({ id }) => id) }
      if (!best || rank(candidate, best) < 0) best = candidate
      return
    }
    visit(film + 1)
    for (const showing of choices[film] ?? []) {
      if (chosen.some((other) => cannotShare(showing, other, travel, pause))) continue
      chosen.push(showing)
      visit(film + 1)
      chosen.pop()
    }
  }
  visit(0)
  if (!best) throw new Error("The empty plan (with what is kept) is always possible")
  return best
}

const iso = (instant: number) => new Date(instant).toISOString()

const programmes = fc
  .record({
    firstDay: fc.constantFrom(...FIRST_DAYS),
    venues: fc.integer({ min: 1, max: 4 }),
    walks: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 6, maxLength: 6 }),
    films: fc.integer({ min: 1, max: 10 }),
    showings: fc.array(
      fc.record({
        film: fc.nat(9),
        day: fc.nat(2),
        // 10:00 to 01:55 the night after in steps of five minutes, some at once: a screening after
        // midnight is the next date's, and may clash with the evening before.
        start: fc.integer({ min: 120, max: 311 }),
        length: fc.option(fc.integer({ min: 6, max: 36 }), { freq: 5 }),
        venue: fc.nat(3),
        status: fc.constantFrom("available", "available", "few-left", "sold-out", "cancelled"),
      }),
      { maxLength: 25, size: "max" },
    ),
    wishes: fc.array(fc.constantFrom<Wish | null>("must", "want", "want", null), { minLength: 11, maxLength: 11 }),
    keep: fc.array(fc.nat(30), { maxLength: 3, size: "max" }),
    current: fc.array(fc.nat(30), { maxLength: 6, size: "max" }),
    pause: fc.constantFrom(0, 0, 5, 15, 30),
    nowHours: fc.integer({ min: -24, max: 30 }),
    days: fc.option(fc.subarray([0, 1, 2], { minLength: 1 })),
    limits: fc.array(
      fc.record({
        earliest: fc.option(fc.integer({ min: 9 * 60, max: 18 * 60 })),
        latest: fc.option(fc.integer({ min: 18 * 60, max: 27 * 60 })),
      }),
      { minLength: 3, maxLength: 3 },
    ),
  })
  .map((raw): PlanRequest => {
    const venues = VENUES.slice(0, raw.venues)
    const pairs = venues.flatMap((from, a) => venues.slice(a + 1).map((to) => ({ from, to })))
    const travel: TravelMinutes = pairs.map((pair, index) => ({ ...pair, minutes: raw.walks[index] ?? 0 }))
    // Oslo is two hours ahead of UTC before the change of clock, one after.
    const midnight = (day: number) => Date.parse(`${raw.firstDay}T00:00:00Z`) + day * 24 * 60 * MINUTE - 2 * 60 * MINUTE
    const dayNames = [0, 1, 2].map((day) => oslo(midnight(day) + 12 * 60 * MINUTE).day)
    const screenings = raw.showings.map((showing, index): Screening => {
      const film = showing.film % raw.films
      const start = midnight(showing.day) + showing.start * 5 * MINUTE
      return {
        id: `st-f${film}-${index}`,
        reference: `F${film}`,
        title: `Film ${film}`,
        path: `/film-${film}/`,
        start: iso(start),
        end: showing.length === null ? null : iso(start + showing.length * 5 * MINUTE),
        venue: venues[showing.venue % venues.length] ?? "Kulturhuset",
        hall: "Sal 1",
        ageLimit: "15",
        ticketUrl: `https://billett.example.no/${index}`,
        status: showing.status,
      }
    })
    const idOf = (n: number) => screenings[n]?.id ?? `st-gone-${n}`
    return {
      screenings,
      travel,
      wishes: new Map(
        raw.wishes.flatMap((wish, film) => (wish === null ? [] : [[film === 10 ? "GONE" : `F${film}`, wish]])),
      ),
      days: raw.days === null ? undefined : new Set(raw.days.map((day) => dayNames[day] ?? "")),
      limits: new Map(
        raw.limits.map(({ earliest, latest }, day) => [
          dayNames[day] ?? "",
          { earliest: earliest ?? undefined, latest: latest ?? undefined },
        ]),
      ),
      minPauseMinutes: raw.pause,
      keep: raw.keep.map(idOf),
      current: raw.current.map(idOf),
      now: midnight(0) + raw.nowHours * 60 * MINUTE,
    }
  })

/** More for a deeper look: SOLVER_RUNS=20000 npx jest __tests__/planner/make-plan */
const RUNS = Number(process.env.SOLVER_RUNS ?? 500)

test(`the plan is the best of every possible one, and follows the rules (${RUNS} programmes)`, () => {
  fc.assert(
    fc.property(programmes, fc.nat(), (request, shuffleSeed) => {
      const proposal = solvePlan(request)
      const plan = proposal.screenings
      const ids = plan.map(({ id }) => id)
      const isKept = (screening: Screening) => request.keep.includes(screening.id)

      expect([...plan].sort(inProgrammeOrder)).toEqual(plan)
      request.keep
        .filter((id) => request.screenings.some((screening) => screening.id === id))
        .forEach((id) => expect(ids).toContain(id))
      plan.forEach((a, index) =>
        plan.slice(index + 1).forEach((b) => {
          if (!isKept(a) || !isKept(b)) expect(cannotShare(a, b, request.travel, request.minPauseMinutes)).toBe(false)
        }),
      )
      const added = plan.filter((screening) => !isKept(screening))
      added.forEach((screening) => expect(eligible(screening, request)).toBe(true))
      const films = added.map(({ reference }) => reference)
      expect(new Set(films).size).toBe(films.length)
      films.forEach((film) => expect(plan.filter(isKept).map(({ reference }) => reference)).not.toContain(film))

      const best = exhaustive(request)
      expect(proposal.score).toEqual(scoreOf(plan, request))
      expect(proposal.score).toEqual(best.score)
      expect(ids).toEqual(best.ids)

      const inPlan = new Set(plan.map(({ reference }) => reference))
      const left = [...request.wishes.keys()].filter((film) => !inPlan.has(film))
      expect(proposal.unfit.map(({ reference }) => reference).sort()).toEqual(left.sort())
      proposal.unfit.forEach(({ reference, showings }) => {
        const all = [...request.screenings].filter((screening) => screening.reference === reference)
        expect(showings.map(({ screening }) => screening)).toEqual(all.sort(inProgrammeOrder))
        showings.forEach(({ screening, reasons }) => {
          const clashing = plan.filter((other) =>
            cannotShare(screening, other, request.travel, request.minPauseMinutes),
          )
          expect(reasons.length).toBeGreaterThan(0)
          expect(reasons.find(({ kind }) => kind === "clash")).toEqual(
            clashing.length > 0 ? { kind: "clash", with: clashing } : undefined,
          )
          if (eligible(screening, request)) expect(reasons.map(({ kind }) => kind)).toEqual(["clash"])
        })
      })
      proposal.swaps.forEach(({ add, drop }) => {
        expect(eligible(add, request)).toBe(true)
        expect(isKept(drop)).toBe(false)
        expect(plan.filter((other) => cannotShare(add, other, request.travel, request.minPauseMinutes))).toEqual([drop])
      })

      expect(solvePlan(request)).toEqual(proposal)
      const shuffled = [...request.screenings]
      for (let at = shuffled.length - 1, seed = shuffleSeed; at > 0; at -= 1) {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
        const other = seed % (at + 1)
        shuffled.splice(other, 0, ...shuffled.splice(at, 1))
      }
      expect(solvePlan({ ...request, screenings: shuffled })).toEqual(proposal)
    }),
    { numRuns: RUNS },
  )
})
