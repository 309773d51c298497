import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import fc from "fast-check"

import { SHOWTIME_ID } from "../../src/content-model/showtime-id"
import { MAX_SHARED_SCREENINGS, decodePlan, encodePlan, sharedPlanLink } from "../../src/planner/share-link"

const sorted = (ids: readonly string[]) => [...new Set(ids)].sort()

/** Every showtime id of the demo content. */
function demoIds(): string[] {
  const folder = path.resolve("data", "productions")
  return readdirSync(folder).flatMap((file) => {
    const production = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as { showtimes: { id: string }[] }
    return production.showtimes.map(({ id }) => id)
  })
}

/** Ids as the content spells them: a production code of letters and digits, and a showing number. */
const contentLikeId = fc
  .tuple(
    fc.constantFrom("dxm", "scene", "sagn", "kons", "orgel"),
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 1, max: 12 }),
    fc.boolean(),
  )
  .map(
    ([letters, number, showing, padded]) =>
      `st-${letters}${padded ? String(number).padStart(4, "0") : number}-${showing}`,
  )

/** Any id the content allows (SHOWTIME_ID). */
const anyId = fc.oneof(contentLikeId, fc.stringMatching(SHOWTIME_ID))

describe("a shared plan in a link", () => {
  it("carries any list of ids the content allows, and gives back each once", () => {
    fc.assert(
      fc.property(fc.array(anyId, { maxLength: 40 }), (ids) => {
        fc.pre(ids.length > 0)
        expect(decodePlan(encodePlan(ids))).toEqual({ ok: true, ids: sorted(ids) })
      }),
      { numRuns: 500 },
    )
  })

  it("reads the same plan with or without the #, and from the whole link", () => {
    const ids = ["st-dxm1013-1", "st-dxm1001-2", "st-kons25a-1", "Billett_17"]
    const link = sharedPlanLink(ids, "https://ramaskrik.no")
    expect(link).toMatch(/^https:\/\/ramaskrik\.no\/min-festival\/delt\/#1[0-9a-v]{3}\./)
    expect(decodePlan(new URL(link).hash)).toEqual({ ok: true, ids: sorted(ids) })
    expect(decodePlan(encodePlan(ids))).toEqual({ ok: true, ids: sorted(ids) })
  })

  it("uses only characters that survive a text message and a link detector", () => {
    fc.assert(
      fc.property(fc.array(anyId, { minLength: 1, maxLength: 20 }), (ids) => {
        const fragment = encodePlan(ids)
        expect(fragment).toMatch(/^[A-Za-z0-9%_~.-]+$/)
        expect(fragment).not.toMatch(/[.~-]$/)
      }),
    )
  })

  it("never ends a link in a character a link detector leaves behind (found by the property above)", () => {
    for (const ids of [["x-"], ["st-x-"], ["st-dxm0-1", "x-"]]) {
      const fragment = encodePlan(ids)
      expect(fragment).not.toMatch(/[.~-]$/)
      expect(decodePlan(fragment)).toEqual({ ok: true, ids: [...ids].sort() })
    }
  })

  it("fits a text message with the site's address for 30 screenings of the demo programme", () => {
    const ids = demoIds()
    expect(ids.length).toBeGreaterThanOrEqual(60)
    const random = fc.sample(fc.shuffledSubarray(ids, { minLength: 30, maxLength: 30 }), { numRuns: 300, seed: 16 })
    const longest = Math.max(...random.map((plan) => sharedPlanLink(plan, "https://ramaskrik.no").length))
    expect(longest).toBeLessThanOrEqual(160)
  })

  it("keeps a plan of one-off ids readable, if longer", () => {
    const ids = ["Visning_1", "visning-2", "3", "0f8fad5b-d9cb-469f-a165-70867728950e"]
    expect(decodePlan(encodePlan(ids))).toEqual({ ok: true, ids: sorted(ids) })
  })
})

describe("a link that carries no plan we can show", () => {
  const link = encodePlan(["st-dxm1001-1", "st-dxm1013-2", "st-dxm1020-1", "st-kons25a-1"])

  it.each([
    ["nothing", "", "empty"],
    ["only the #", "#", "empty"],
    ["another site's fragment", "#innhold", "damaged"],
    ["a newer version's link", `9${link.slice(1)}`, "damaged"],
    ["a group of nonsense in the middle", `${link.slice(0, 4)}.%%%.${link.slice(5)}`, "damaged"],
    ["a percent escape gone wrong", `${link.slice(0, 4)}._%E0%A4%A`, "cut-short"],
  ])("%s", (_what, fragment, problem) => {
    expect(decodePlan(fragment)).toEqual({ ok: false, problem })
  })

  it("says the link was cut short wherever it was cut", () => {
    for (let length = 5; length < link.length; length += 1) {
      expect(decodePlan(link.slice(0, length))).toEqual({ ok: false, problem: "cut-short" })
    }
  })

  it("refuses more screenings than one plan can have, without building them all", () => {
    const everyShowing = `1abc.dxm1000-9${"v".repeat(2000)}`
    expect(decodePlan(everyShowing)).toEqual({ ok: false, problem: "too-many" })
    const many = Array.from({ length: MAX_SHARED_SCREENINGS + 1 }, (_, index) => `st-dxm${1000 + index}-1`)
    expect(decodePlan(encodePlan(many))).toEqual({ ok: false, problem: "too-many" })
  })

  it("never throws, whatever the fragment", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "binary" }),
          fc.constant(link).map((text) => text + "%"),
        ),
        (fragment) => {
          expect(() => decodePlan(fragment)).not.toThrow()
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe("a link that holds what is not a screening id", () => {
  it.each([
    ["markup", ["st-dxm1001-1", '<img src=x onerror="alert(1)">']],
    ["a sentence", ["Ring 22 22 22 22 for billetter!"]],
    ["a path", ["st-../../min-side"]],
    ["an id longer than 64 characters", ["st-dxm1001-1", `st-${"x".repeat(62)}`]],
    ["half a UTF-16 pair", ["st-\uD800-1"]],
  ])("refuses %s, and says it is not from this site", (_what, ids) => {
    expect(decodePlan(encodePlan(ids))).toEqual({ ok: false, problem: "foreign" })
  })

  it("takes an id of exactly 64 characters", () => {
    const longest = `st-${"x".repeat(61)}`
    expect(decodePlan(encodePlan([longest]))).toEqual({ ok: true, ids: [longest] })
  })

  it("gives back a plan of well-formed ids, and refuses any other as not from this site", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", minLength: 1 }), { minLength: 1, maxLength: 10 }), (ids) => {
        const expected = ids.every((id) => SHOWTIME_ID.test(id))
          ? { ok: true, ids: sorted(ids) }
          : { ok: false, problem: "foreign" }
        expect(decodePlan(encodePlan(ids))).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })
})
