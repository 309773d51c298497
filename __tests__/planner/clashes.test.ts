import type { Screening } from "../../src/content-model/screening"
import {
  UNKNOWN_LENGTH_MINUTES,
  alternativesFor,
  clashBetween,
  findClashes,
  type TravelMinutes,
} from "../../src/planner/clashes"

const TRAVEL: TravelMinutes = [
  { from: "Oppdal kulturhus", to: "Quality Hotel Skifer", minutes: 10 },
  { from: "Oppdal svømmehall", to: "Oppdal kulturhus", minutes: 15 },
]

function screening(id: string, start: string, end: string | null, place: Partial<Screening> = {}): Screening {
  return {
    id,
    reference: "DXM1001",
    title: "Blodmåne",
    path: "/blodmane-dxm1001/",
    start: `2025-10-16T${start}:00+02:00`,
    end: end === null ? null : `2025-10-16T${end}:00+02:00`,
    venue: "Oppdal kulturhus",
    hall: "Store sal",
    ageLimit: "15",
    ticketUrl: `https://billett.example.no/${id}`,
    status: "available",
    ...place,
  }
}

const skifer = { venue: "Quality Hotel Skifer", hall: "Peisestua" }

/** The morning of the day the screenings are on: none has started. */
const MORNING = Date.parse("2025-10-16T09:00:00+02:00")

describe("clashes between two screenings", () => {
  it("finds two that overlap, naming the earlier first", () => {
    const later = screening("b", "20:00", "21:30")
    const earlier = screening("a", "19:00", "20:30", { hall: "Lille sal" })
    expect(clashBetween(later, earlier, TRAVEL)).toMatchObject({
      first: { id: "a" },
      second: { id: "b" },
      kind: "overlap",
      gapMinutes: -30,
    })
  })

  it("finds two too close to get from one venue to the other, either way round the pair is listed", () => {
    const kulturhus = screening("a", "19:00", "20:30")
    const hotel = screening("b", "20:35", "22:00", skifer)
    expect(clashBetween(kulturhus, hotel, TRAVEL)).toMatchObject({
      kind: "too-close",
      gapMinutes: 5,
      travelMinutes: 10,
    })
    const swim = screening("c", "20:40", "22:00", { venue: "Oppdal svømmehall", hall: "Bassenget" })
    expect(clashBetween(kulturhus, swim, TRAVEL)).toMatchObject({ kind: "too-close", travelMinutes: 15 })
  })

  it("lets the visitor go straight from one hall to the next in the same venue, and across town in time", () => {
    const first = screening("a", "19:00", "20:30")
    expect(clashBetween(first, screening("b", "20:30", "22:00", { hall: "Lille sal" }), TRAVEL)).toBeNull()
    expect(clashBetween(first, screening("c", "20:40", "22:00", skifer), TRAVEL)).toBeNull()
  })

  it(`counts a screening of unknown length as ${UNKNOWN_LENGTH_MINUTES} minutes`, () => {
    const unknown = screening("a", "19:00", null)
    expect(clashBetween(unknown, screening("b", "20:45", "22:00"), TRAVEL)).toMatchObject({ kind: "overlap" })
    expect(clashBetween(unknown, screening("c", "21:00", "22:30"), TRAVEL)).toBeNull()
  })

  it("never clashes with a cancelled screening", () => {
    const cancelled = screening("b", "19:30", "21:00", { status: "cancelled" })
    expect(clashBetween(screening("a", "19:00", "20:30"), cancelled, TRAVEL)).toBeNull()
  })
})

describe("the clashes of a plan and the ways out of them", () => {
  const other = (id: string, start: string, end: string, extra: Partial<Screening> = {}) =>
    screening(id, start, end, { reference: "DXM1002", title: "The Hollow Choir", ...extra })

  it("lists every clashing pair once, in time order", () => {
    const plan = [
      screening("c", "21:00", "22:30"),
      other("a", "19:00", "20:30"),
      screening("b", "20:00", "21:30", skifer),
    ]
    expect(findClashes(plan, TRAVEL).map(({ first, second }) => `${first.id}-${second.id}`)).toEqual(["a-b", "b-c"])
  })

  it("offers the film's other showings that fit the rest of the plan", () => {
    const saved = screening("x", "19:00", "20:30")
    const clashing = other("y", "20:00", "21:30")
    const all = [
      saved,
      clashing,
      other("fits", "21:00", "22:30"),
      other("clashes-too", "19:30", "21:00"),
      other("cancelled", "23:00", "00:30", { status: "cancelled" }),
      screening("another-film", "22:00", "23:30"),
    ]
    expect(alternativesFor(clashing, [saved, clashing], all, TRAVEL, MORNING).map(({ id }) => id)).toEqual(["fits"])
  })

  it("offers no showing that has started by the visitor's clock", () => {
    const saved = screening("x", "19:00", "20:30")
    const clashing = other("y", "20:00", "21:30")
    const all = [saved, clashing, other("afternoon", "15:00", "16:30"), other("late", "21:00", "22:30")]
    const atFour = Date.parse("2025-10-16T16:00:00+02:00")
    const ids = (now: number) => alternativesFor(clashing, [saved, clashing], all, TRAVEL, now).map(({ id }) => id)
    expect(ids(MORNING)).toEqual(["afternoon", "late"])
    expect(ids(atFour)).toEqual(["late"])
    expect(ids(Date.parse("2025-10-16T21:00:00+02:00"))).toEqual([])
  })
})
