import type { Screening } from "../../../src/content-model/screening"
import { describeSwap, describeUnfit } from "../../../src/planner/make-plan/explain"
import type { ShowingReason, Unfit, Wish } from "../../../src/planner/make-plan/request"
import { solvePlan } from "../../../src/planner/make-plan/solve"
import { request, showing } from "./programme"

const MARROW = ["DXM2001", "Marrow"] as const
const ROT = ["DXM2002", "Rot Season"] as const
const HUSH = ["DXM2003", "Hush"] as const

const WISHES: ReadonlyMap<string, Wish> = new Map([
  [MARROW[0], "must"],
  [ROT[0], "want"],
])

const marrow = showing("st-marrow-1", MARROW, "14 18:00", 90)
const hush = showing("st-hush-1", HUSH, "14 18:00", 90)

function rot(...reasons: ShowingReason[][]): Unfit {
  return {
    reference: ROT[0],
    title: "Rot Season",
    wish: "want",
    showings: reasons.map((each, index) => ({
      screening: showing(`st-rot-${index + 1}`, ROT, `${14 + index} 21:00`, 90),
      reasons: each,
    })),
  }
}

const clash = (...screenings: Screening[]): ShowingReason => ({ kind: "clash", with: screenings })

describe("describeUnfit", () => {
  test("says that both showings clash with the same film, naming how much the visitor wants it", () => {
    const early = showing("st-rot-1", ROT, "14 18:30", 90)
    const later = showing("st-rot-2", ROT, "14 19:00", 30)
    const proposal = solvePlan(request([marrow, early, later], { [MARROW[0]]: "must", [ROT[0]]: "want" }))
    expect(proposal.unfit.map((unfit) => describeUnfit(unfit, WISHES))).toEqual([
      "Ingen visning av Rot Season passer: begge krasjer med Marrow (må se).",
    ])
  })

  test("speaks of one showing as the showing", () => {
    expect(describeUnfit(rot([{ kind: "sold-out" }]), WISHES)).toBe("Visningen av Rot Season er utsolgt.")
    expect(describeUnfit(rot([{ kind: "cancelled" }]), WISHES)).toBe("Visningen av Rot Season er avlyst.")
    expect(describeUnfit(rot([{ kind: "started" }]), WISHES)).toBe("Visningen av Rot Season har allerede begynt.")
    expect(describeUnfit(rot([{ kind: "day-off", day: "2027-10-14" }]), WISHES)).toBe(
      "Visningen av Rot Season er ikke på en dag du har valgt.",
    )
  })

  test("names the visitor's own limits as clock times, past midnight too", () => {
    expect(describeUnfit(rot([{ kind: "too-late", latest: 23 * 60 }]), WISHES)).toBe(
      "Visningen av Rot Season slutter etter 23:00 som du valgte.",
    )
    expect(describeUnfit(rot([{ kind: "too-late", latest: 25 * 60 + 30 }]), WISHES)).toBe(
      "Visningen av Rot Season slutter etter 01:30 som du valgte.",
    )
    expect(describeUnfit(rot([{ kind: "too-early", earliest: 12 * 60 }]), WISHES)).toBe(
      "Visningen av Rot Season begynner før 12:00 som du valgte.",
    )
  })

  test("says what cannot change alone, and the visitor's choices together", () => {
    expect(describeUnfit(rot([{ kind: "sold-out" }, { kind: "started" }, clash(marrow)]), WISHES)).toBe(
      "Visningen av Rot Season har allerede begynt.",
    )
    expect(describeUnfit(rot([{ kind: "too-late", latest: 23 * 60 }, clash(marrow, hush)]), WISHES)).toBe(
      "Visningen av Rot Season slutter etter 23:00 som du valgte og krasjer med Marrow (må se) og Hush.",
    )
    expect(
      describeUnfit(
        rot([
          { kind: "day-off", day: "2027-10-14" },
          { kind: "too-early", earliest: 12 * 60 },
        ]),
        WISHES,
      ),
    ).toBe("Visningen av Rot Season er ikke på en dag du har valgt.")
  })

  test("tells two showings apart when their reasons differ", () => {
    expect(describeUnfit(rot([{ kind: "sold-out" }], [clash(marrow)]), WISHES)).toBe(
      "Ingen visning av Rot Season passer: den ene er utsolgt, den andre krasjer med Marrow (må se).",
    )
  })

  test("says all for three showings alike, and names each by its time when they differ", () => {
    expect(describeUnfit(rot([{ kind: "cancelled" }], [{ kind: "cancelled" }], [{ kind: "cancelled" }]), WISHES)).toBe(
      "Ingen visning av Rot Season passer: alle er avlyst.",
    )
    expect(describeUnfit(rot([{ kind: "sold-out" }], [clash(hush)], [{ kind: "started" }]), WISHES)).toBe(
      "Ingen visning av Rot Season passer: torsdag 14. oktober kl. 21:00 er utsolgt," +
        " fredag 15. oktober kl. 21:00 krasjer med Hush og lørdag 16. oktober kl. 21:00 har allerede begynt.",
    )
  })

  test("says when the programme has no showing of the film", () => {
    expect(describeUnfit(rot(), WISHES)).toBe("Rot Season er ikke i programmet.")
  })
})

describe("describeSwap", () => {
  test("names what goes, how much it is wanted, and when the new film is", () => {
    const wants = new Map<string, Wish>([
      [MARROW[0], "want"],
      [ROT[0], "must"],
    ])
    const add = showing("st-rot-1", ROT, "14 21:00", 90)
    expect(describeSwap({ add, drop: marrow }, wants)).toBe(
      "Bytt ut Marrow (vil gjerne se) med Rot Season torsdag 14. oktober kl. 21:00",
    )
    expect(describeSwap({ add, drop: hush }, wants)).toBe("Bytt ut Hush med Rot Season torsdag 14. oktober kl. 21:00")
  })
})
