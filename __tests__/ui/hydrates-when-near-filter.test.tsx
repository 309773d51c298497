/**
 * A filter chosen while some of the programme's days still wait to be hydrated
 * (HydratesWhenNear): those days hydrate first, so that React keeps their server
 * HTML and applies the filter, instead of throwing it away with an error.
 */
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

// The ticketing sandbox behind MSW, for the rows' live seat status.
import "../account/support"
import { SECOND_DAY, day, hydrateProgramme, hydratedToggles, rowsSettled } from "./support/held-programme"

describe("a filter over days still waiting to be hydrated", () => {
  it("hydrates them first, and keeps their server HTML", async () => {
    const user = userEvent.setup()
    const { container, recoverable } = await hydrateProgramme()
    expect(hydratedToggles(SECOND_DAY)).toEqual([false, false])
    const secondDayRow = within(day(SECOND_DAY)).getAllByRole("listitem")[0]
    await user.selectOptions(screen.getByRole("combobox", { name: "Dag" }), "2025-10-16")
    await rowsSettled()
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "torsdag 16. oktober",
    ])
    // The same element, hydrated: React kept the server's row rather than drawing it again.
    expect(within(container).getAllByRole("listitem")[0]).toBe(secondDayRow)
    expect(hydratedToggles(SECOND_DAY)).toEqual([true, true])
    expect(recoverable).not.toHaveBeenCalled()
  })
})
