import { solvePlan } from "../../../src/planner/make-plan/solve"
import { SKIFER, ids, request, showing } from "./programme"

const MARROW = ["DXM2001", "Marrow"] as const
const ROT = ["DXM2002", "Rot Season"] as const
const HUSH = ["DXM2003", "Hush"] as const
const TEETH = ["DXM2004", "Teeth"] as const
const GLOAM = ["DXM2005", "Gloam"] as const

describe("solvePlan", () => {
  test("keeps a kept showing, even sold out and against a must, and counts its film as seen", () => {
    const kept = showing("st-hush-1", HUSH, "14 18:00", 90, { status: "sold-out" })
    const marrow = showing("st-marrow-1", MARROW, "14 18:30", 90)
    const hushLater = showing("st-hush-2", HUSH, "15 18:00", 90)
    const proposal = solvePlan(
      request([kept, marrow, hushLater], { [MARROW[0]]: "must", [HUSH[0]]: "want" }, { keep: [kept.id] }),
    )
    expect(ids(proposal.screenings)).toEqual(["st-hush-1"])
    expect(proposal.score).toMatchObject({ must: 0, want: 1 })
    expect(proposal.unfit.map(({ reference }) => reference)).toEqual([MARROW[0]])
    expect(proposal.unfit[0]?.showings[0]?.reasons).toEqual([{ kind: "clash", with: [kept] }])
  })

  test("keeps two kept showings that clash with each other, and adds only what clashes with neither", () => {
    const first = showing("st-hush-1", HUSH, "14 18:00", 90)
    const second = showing("st-teeth-1", TEETH, "14 18:30", 90)
    const late = showing("st-rot-1", ROT, "14 19:45", 90)
    const laterStill = showing("st-rot-2", ROT, "14 21:00", 90)
    const proposal = solvePlan(
      request([first, second, late, laterStill], { [ROT[0]]: "must" }, { keep: [second.id, first.id] }),
    )
    expect(ids(proposal.screenings)).toEqual(["st-hush-1", "st-teeth-1", "st-rot-2"])
  })

  test("leaves the pause the visitor asked for between two screenings", () => {
    const marrow = showing("st-marrow-1", MARROW, "14 18:00", 90)
    const rot = showing("st-rot-1", ROT, "14 19:40", 90)
    const wishes = { [MARROW[0]]: "must", [ROT[0]]: "want" } as const
    expect(ids(solvePlan(request([marrow, rot], wishes, { minPauseMinutes: 10 })).screenings)).toEqual([
      "st-marrow-1",
      "st-rot-1",
    ])
    const proposal = solvePlan(request([marrow, rot], wishes, { minPauseMinutes: 15 }))
    expect(ids(proposal.screenings)).toEqual(["st-marrow-1"])
    expect(proposal.unfit[0]?.showings[0]?.reasons).toEqual([{ kind: "clash", with: [marrow] }])
  })

  test("leaves time for the walk between venues, and counts an unknown end as two hours", () => {
    const marrow = showing("st-marrow-1", MARROW, "14 18:00", 90)
    const rotAcross = showing("st-rot-1", ROT, "14 19:35", 90, { venue: SKIFER })
    const hushUnknown = showing("st-hush-1", HUSH, "15 18:00", null)
    const teeth = showing("st-teeth-1", TEETH, "15 19:55", 90)
    const proposal = solvePlan(
      request([marrow, rotAcross, hushUnknown, teeth], {
        [MARROW[0]]: "must",
        [ROT[0]]: "want",
        [HUSH[0]]: "must",
        [TEETH[0]]: "want",
      }),
    )
    expect(ids(proposal.screenings)).toEqual(["st-marrow-1", "st-hush-1"])
  })

  test("offers no sold-out, cancelled or started showing, and says why", () => {
    const soldOut = showing("st-marrow-1", MARROW, "14 18:00", 90, { status: "sold-out" })
    const cancelled = showing("st-marrow-2", MARROW, "15 18:00", 90, { status: "cancelled" })
    const started = showing("st-marrow-3", MARROW, "13 18:00", 90)
    const fewLeft = showing("st-rot-1", ROT, "15 18:00", 90, { status: "few-left" })
    const proposal = solvePlan(
      request(
        [soldOut, cancelled, started, fewLeft],
        { [MARROW[0]]: "must", [ROT[0]]: "want" },
        {
          now: Date.parse("2027-10-13T18:05:00+02:00"),
        },
      ),
    )
    expect(ids(proposal.screenings)).toEqual(["st-rot-1"])
    expect(proposal.unfit).toEqual([
      {
        reference: MARROW[0],
        title: "Marrow",
        wish: "must",
        showings: [
          { screening: started, reasons: [{ kind: "started" }] },
          { screening: soldOut, reasons: [{ kind: "sold-out" }] },
          // Cancelled clashes with nothing.
          { screening: cancelled, reasons: [{ kind: "cancelled" }] },
        ],
      },
    ])
  })

  test("one film it must see beats any number it would like to see", () => {
    const marrow = showing("st-marrow-1", MARROW, "14 18:00", 240)
    const wants = [ROT, HUSH, TEETH].map((film, index) => showing(`st-want-${index}`, film, `14 ${18 + index}:00`, 50))
    const proposal = solvePlan(
      request([marrow, ...wants], {
        [MARROW[0]]: "must",
        [ROT[0]]: "want",
        [HUSH[0]]: "want",
        [TEETH[0]]: "want",
      }),
    )
    expect(ids(proposal.screenings)).toEqual(["st-marrow-1"])
    expect(proposal.score).toEqual({ must: 1, want: 0, changes: 0, venueChanges: 0, lateness: 22 * 60 })
  })

  test("among equal plans, stays in one venue", () => {
    const marrow = showing("st-marrow-1", MARROW, "14 16:00", 90)
    const rotAcross = showing("st-rot-1", ROT, "14 18:00", 90, { venue: SKIFER })
    const rotHere = showing("st-rot-2", ROT, "14 18:00", 90)
    const proposal = solvePlan(request([marrow, rotAcross, rotHere], { [MARROW[0]]: "want", [ROT[0]]: "want" }))
    expect(ids(proposal.screenings)).toEqual(["st-marrow-1", "st-rot-2"])
    expect(proposal.score.venueChanges).toBe(0)
  })

  test("among equal plans, goes to bed earlier", () => {
    const late = showing("st-marrow-1", MARROW, "14 22:00", 120)
    const early = showing("st-marrow-2", MARROW, "15 18:00", 120)
    const proposal = solvePlan(request([late, early], { [MARROW[0]]: "want" }))
    expect(ids(proposal.screenings)).toEqual(["st-marrow-2"])
    expect(proposal.score.lateness).toBe(20 * 60)
  })

  test("among equal plans, changes the fewest screenings of the plan as it is", () => {
    const early = showing("st-marrow-1", MARROW, "14 16:00", 90)
    const late = showing("st-marrow-2", MARROW, "14 20:00", 90)
    const wishes = { [MARROW[0]]: "want" } as const
    expect(ids(solvePlan(request([early, late], wishes)).screenings)).toEqual(["st-marrow-1"])
    const proposal = solvePlan(request([early, late], wishes, { current: [late.id, "st-gone-1"] }))
    expect(ids(proposal.screenings)).toEqual(["st-marrow-2"])
    // The gone one is a change whatever the plan.
    expect(proposal.score.changes).toBe(1)
  })

  test("keeps to the chosen days and each day's limits, a late limit reaching past midnight", () => {
    const offDay = showing("st-marrow-1", MARROW, "13 18:00", 90)
    const tooEarly = showing("st-rot-1", ROT, "14 11:00", 90)
    const tooLate = showing("st-hush-1", HUSH, "14 22:30", 120)
    const pastMidnight = showing("st-teeth-1", TEETH, "15 23:00", 90)
    const wishes = { [MARROW[0]]: "must", [ROT[0]]: "must", [HUSH[0]]: "must", [TEETH[0]]: "must" } as const
    const proposal = solvePlan(
      request([offDay, tooEarly, tooLate, pastMidnight], wishes, {
        days: new Set(["2027-10-14", "2027-10-15"]),
        limits: new Map([
          ["2027-10-13", { earliest: 12 * 60 }],
          ["2027-10-14", { earliest: 12 * 60, latest: 24 * 60 }],
          ["2027-10-15", { latest: 25 * 60 }],
        ]),
      }),
    )
    expect(ids(proposal.screenings)).toEqual(["st-teeth-1"])
    expect(proposal.score.lateness).toBe(24 * 60 + 30)
    expect(proposal.unfit.map(({ showings }) => showings[0]?.reasons)).toEqual([
      [{ kind: "day-off", day: "2027-10-13" }],
      [{ kind: "too-early", earliest: 12 * 60 }],
      [{ kind: "too-late", latest: 24 * 60 }],
    ])
  })

  test("an empty programme gives an empty plan, and names the wished films it has not", () => {
    const proposal = solvePlan(
      request([], { [MARROW[0]]: "want", [ROT[0]]: "must" }, { titles: new Map([[ROT[0], "Rot Season"]]) }),
    )
    expect(proposal.screenings).toEqual([])
    expect(proposal.score).toEqual({ must: 0, want: 0, changes: 0, venueChanges: 0, lateness: 0 })
    expect(proposal.unfit).toEqual([
      { reference: ROT[0], title: "Rot Season", wish: "must", showings: [] },
      { reference: MARROW[0], title: MARROW[0], wish: "want", showings: [] },
    ])
    expect(proposal.swaps).toEqual([])
  })

  test("with every showing sold out, plans nothing and says so", () => {
    const screenings = [MARROW, ROT].map((film, index) =>
      showing(`st-${index}`, film, "14 18:00", 90, { status: "sold-out" }),
    )
    const proposal = solvePlan(request(screenings, { [MARROW[0]]: "want", [ROT[0]]: "want" }))
    expect(proposal.screenings).toEqual([])
    expect(proposal.unfit.flatMap(({ showings }) => showings.map(({ reasons }) => reasons))).toEqual([
      [{ kind: "sold-out" }],
      [{ kind: "sold-out" }],
    ])
  })

  test("a wish for a film gone from the programme is left out with no showings, must-see films first", () => {
    const rot = showing("st-rot-1", ROT, "14 18:00", 90)
    const marrow = showing("st-marrow-1", MARROW, "14 18:30", 90)
    const hush = showing("st-hush-1", HUSH, "14 19:00", 90)
    const proposal = solvePlan(
      request([rot, marrow, hush], { [ROT[0]]: "want", [MARROW[0]]: "want", [HUSH[0]]: "must", [GLOAM[0]]: "must" }),
    )
    expect(ids(proposal.screenings)).toEqual(["st-hush-1"])
    expect(proposal.unfit.map(({ reference, showings }) => [reference, showings.length])).toEqual([
      [GLOAM[0], 0],
      [ROT[0], 1],
      [MARROW[0], 1],
    ])
  })

  test("offers a swap where dropping one screening of the plan makes room, one per film and screening", () => {
    const marrow = showing("st-marrow-1", MARROW, "14 18:00", 90)
    const rotEarly = showing("st-rot-1", ROT, "14 18:30", 60)
    const rotLate = showing("st-rot-2", ROT, "14 19:00", 30)
    const hush = showing("st-hush-1", HUSH, "15 18:00", 90)
    const teeth = showing("st-teeth-1", TEETH, "15 18:00", 120)
    const wishes = { [MARROW[0]]: "must", [ROT[0]]: "want", [HUSH[0]]: "want", [TEETH[0]]: "want" } as const
    const proposal = solvePlan(request([marrow, rotEarly, rotLate, hush, teeth], wishes))
    expect(ids(proposal.screenings)).toEqual(["st-marrow-1", "st-hush-1"])
    expect(proposal.swaps).toEqual([
      { add: rotEarly, drop: marrow },
      { add: teeth, drop: hush },
    ])
    const keptMarrow = solvePlan(request([marrow, rotEarly, rotLate, hush, teeth], wishes, { keep: [marrow.id] }))
    expect(keptMarrow.swaps).toEqual([{ add: teeth, drop: hush }])
  })

  test("gives the same plan for the programme in any order, and ties by ids", () => {
    const a = showing("st-marrow-a", MARROW, "14 18:00", 90)
    const b = showing("st-marrow-b", MARROW, "15 18:00", 90)
    const forward = solvePlan(request([a, b], { [MARROW[0]]: "want" }))
    expect(ids(forward.screenings)).toEqual(["st-marrow-a"])
    expect(solvePlan(request([b, a], { [MARROW[0]]: "want" }))).toEqual(forward)
  })
})
