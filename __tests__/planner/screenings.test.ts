import { parseScreenings } from "../../src/planner/screenings"
import { screening } from "./calendar-support"

describe("reading the screenings file", () => {
  it("keeps a screening whose venue address is not text, and leaves the address out", () => {
    const { screenings } = parseScreenings({
      screenings: [
        { ...screening({ id: "st-1" }), venueAddress: { toString: "javascript:alert(1)" } },
        { ...screening({ id: "st-2" }), venueAddress: "Inge Krokanns veg 21, 7340 Oppdal" },
      ],
      travelMinutes: [],
    })
    expect(screenings.map(({ id, venueAddress }) => ({ id, venueAddress }))).toEqual([
      { id: "st-1", venueAddress: undefined },
      { id: "st-2", venueAddress: "Inge Krokanns veg 21, 7340 Oppdal" },
    ])
  })
})
