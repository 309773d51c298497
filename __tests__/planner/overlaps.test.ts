import { overlapsWith } from "../../src/planner/overlaps"
import { screening } from "./support"

const at = (id: string, start: string, end: string | null, status: "available" | "cancelled" = "available") =>
  screening({ id, start: `2025-10-16T${start}:00+02:00`, end: end && `2025-10-16T${end}:00+02:00`, status })

describe("which of my screenings a friend's screening overlaps", () => {
  const friends = at("st-a-1", "19:00", "20:30")

  it("finds those that share any minute, and not those that only touch it", () => {
    const own = [at("st-b-1", "20:00", "22:00"), at("st-c-1", "20:30", "22:00"), at("st-d-1", "17:00", "19:00")]
    expect(overlapsWith(friends, own).map(({ id }) => id)).toEqual(["st-b-1"])
  })

  it("leaves out the same showtime and anything cancelled", () => {
    const own = [friends, at("st-b-1", "19:30", "21:00", "cancelled")]
    expect(overlapsWith(friends, own)).toEqual([])
    expect(overlapsWith(at("st-a-1", "19:00", "20:30", "cancelled"), [at("st-c-1", "19:30", "21:00")])).toEqual([])
  })

  it("counts a screening of unknown length as two hours", () => {
    const unknown = at("st-e-1", "18:00", null)
    expect(overlapsWith(unknown, [at("st-b-1", "19:45", "21:00")]).map(({ id }) => id)).toEqual(["st-b-1"])
    expect(overlapsWith(unknown, [at("st-c-1", "20:00", "21:00")])).toEqual([])
  })
})
