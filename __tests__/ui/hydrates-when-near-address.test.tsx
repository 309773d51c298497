/**
 * A programme opened with a filter in its address: the page applies it in an effect of its first
 * render, before React has got to the days (HydratesWhenNear), and none of them then waits.
 */
import { screen } from "@testing-library/react"

// The ticketing sandbox behind MSW, for the rows' live seat status.
import "../account/support"
import { SECOND_DAY, hydrateProgramme, hydratedToggles, rowsSettled } from "./support/held-programme"

describe("a programme opened with a filter in its address", () => {
  it("applies it, and keeps the server HTML of the day it shows", async () => {
    const { recoverable } = await hydrateProgramme("/program/?dag=2025-10-16")
    await rowsSettled()
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "torsdag 16. oktober",
    ])
    expect(screen.getByRole("combobox", { name: "Dag" })).toHaveValue("2025-10-16")
    expect(hydratedToggles(SECOND_DAY)).toEqual([true, true])
    expect(recoverable).not.toHaveBeenCalled()
  })
})
