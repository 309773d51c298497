/**
 * The programme's days hydrate when they come within a screen of the visitor, or are touched:
 * a phone hydrates the day it shows, not the four below it. Until then a day is the server's
 * HTML, whose forms work by themselves; a press on it is still answered in place.
 */
import { act, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import { PLAN_STORAGE_KEY } from "../../src/planner/plan-key"
// The ticketing sandbox behind MSW, for the rows' live seat status.
import "../account/support"
import {
  FIRST_DAY,
  SECOND_DAY,
  day,
  drawProgramme,
  hydrateProgramme,
  hydratedToggles,
  observer,
  rowsSettled,
} from "./support/held-programme"

// One first page per file (the filter's cases: hydrates-when-near-filter and -address).
describe("the programme's days, hydrated when near the screen", () => {
  it("leaves a day as the server drew it until it is pressed or comes near the screen", async () => {
    const user = userEvent.setup()
    const { recoverable } = await hydrateProgramme()
    expect(hydratedToggles(FIRST_DAY)).toEqual([false])
    expect(hydratedToggles(SECOND_DAY)).toEqual([false, false])

    // A press on a day not yet hydrated is answered in place, as on one that is.
    const toggle = within(day(FIRST_DAY)).getByRole("button", { name: /i planen/i })
    await user.click(toggle)
    await rowsSettled()
    expect(toggle).toHaveAttribute("aria-pressed", "true")
    expect(toggle).toHaveTextContent("I planen")
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toContain('"id":"s1"')
    // The other day was not touched: it still waits, until it comes near the screen.
    expect(hydratedToggles(SECOND_DAY)).toEqual([false, false])
    await act(async () => observer.showIds([day(SECOND_DAY).id]))
    await rowsSettled()
    expect(hydratedToggles(SECOND_DAY)).toEqual([true, true])
    expect(recoverable).not.toHaveBeenCalled()
  })

  it("draws every day at once where the page is drawn in the browser, not hydrated", async () => {
    drawProgramme()
    await rowsSettled()
    expect(hydratedToggles(FIRST_DAY)).toEqual([true])
    expect(hydratedToggles(SECOND_DAY)).toEqual([true, true])
  })
})
