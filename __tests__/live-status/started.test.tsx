/**
 * A screening whose start has passed says "Vist" and sells nothing, by the
 * visitor's clock: the rule compares instants, so Oslo's midnight and the
 * night summer time ends change nothing.
 */
import { act, screen, waitFor, within } from "@testing-library/react"
import { http, HttpResponse } from "msw"

import { refreshDelay } from "../../src/account/api/events-schedule"
import { hasStarted } from "../../src/content-model/showtime-status"
import { forgetPageView } from "../../src/live-status/first-look"
import { renderToString } from "react-dom/server"

import { renderWithAccount, server } from "../account/support"
import { buyLink, renderRows, Rows, showtime } from "./support"
import type { EventData } from "../../src/blocks/types"

const at = (iso: string) => Date.parse(iso)

describe("the started rule", () => {
  it("turns at the start, also for a screening at midnight", () => {
    const midnight = "2027-10-14T00:00:00+02:00"
    expect(hasStarted(midnight, at("2027-10-13T23:59:59+02:00"))).toBe(false)
    expect(hasStarted(midnight, at("2027-10-14T00:00:00+02:00"))).toBe(true)
    // The same instant written in UTC, as a device in another zone would have it.
    expect(hasStarted(midnight, at("2027-10-13T21:59:59Z"))).toBe(false)
  })

  it("tells apart the two 02:30s of the night summer time ends in Oslo", () => {
    // 31 October 2027: clocks go from 03:00 (+02:00) back to 02:00 (+01:00).
    const secondHalfPastTwo = "2027-10-31T02:30:00+01:00"
    expect(hasStarted(secondHalfPastTwo, at("2027-10-31T02:30:00+02:00"))).toBe(false)
    expect(hasStarted(secondHalfPastTwo, at("2027-10-31T02:59:00+02:00"))).toBe(false)
    expect(hasStarted(secondHalfPastTwo, at("2027-10-31T02:29:00+01:00"))).toBe(false)
    expect(hasStarted(secondHalfPastTwo, at("2027-10-31T02:30:00+01:00"))).toBe(true)
  })
})

describe("a started screening's row", () => {
  beforeEach(() => server.use(http.get("*/events", () => HttpResponse.json([]))))
  afterEach(() => {
    jest.useRealTimers()
    // Each test is a page view: a look still gathering when it ends must not ask during the next.
    forgetPageView()
  })

  it.each([
    ["a minute before midnight", "2027-10-13T23:59:00+02:00", false],
    ["at midnight", "2027-10-14T00:00:00+02:00", true],
    ["in the first 02:30 of the night summer time ends", "2027-10-31T02:30:00+02:00", false],
  ])("%s", async (_when, now, started) => {
    jest.spyOn(Date, "now").mockReturnValue(at(now))
    const start = now.startsWith("2027-10-31") ? "2027-10-31T02:30:00+01:00" : "2027-10-14T00:00:00+02:00"
    renderRows([showtime("st-dxm1001-1", start)])
    const row = screen.getByRole("listitem")
    if (started) {
      await waitFor(() => expect(within(row).getByText("Vist")).toBeInTheDocument())
      expect(row).toHaveTextContent("Vist: visningen har startet")
      expect(buyLink(row)).not.toBeInTheDocument()
    } else {
      expect(within(row).getByText("Ledige plasser")).toBeInTheDocument()
      expect(buyLink(row)).toBeVisible()
    }
    jest.restoreAllMocks()
  })

  it("keeps a cancelled screening 'Avlyst' after its start: it was never shown", async () => {
    jest.spyOn(Date, "now").mockReturnValue(at("2027-10-14T00:05:00+02:00"))
    renderRows([showtime("st-dxm1001-1", "2027-10-14T00:00:00+02:00", "cancelled")])
    const row = screen.getByRole("listitem")
    await waitFor(() => expect(within(row).getByText("Avlyst")).toBeInTheDocument())
    expect(within(row).queryByText("Vist")).not.toBeInTheDocument()
    expect(buyLink(row)).not.toBeInTheDocument()
    jest.restoreAllMocks()
  })

  /** Rows drawn by a build at `built`, then hydrated on a visitor's device whose clock says `opened`; what hydrating logged. */
  function drawThenHydrate(rows: EventData[], built: string, opened: string) {
    const clock = jest.spyOn(Date, "now").mockReturnValue(at(built))
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Rows events={rows} />)
    document.body.append(container)
    const drawn = container.textContent
    clock.mockReturnValue(at(opened))
    const logged = jest.spyOn(console, "error")
    renderWithAccount(<Rows events={rows} />, { container, hydrate: true })
    return { drawn, logged }
  }

  it("hydrates what the build drew without a mismatch, then follows the visitor's clock", async () => {
    // The build ran before the start, and the visitor opens the page after it.
    const row = showtime("st-dxm1001-1", "2027-10-14T00:00:00+02:00")
    const { drawn, logged } = drawThenHydrate([row], "2027-10-13T20:00:00+02:00", "2027-10-14T00:05:00+02:00")
    expect(drawn).toContain("Ledige plasser")
    await waitFor(() => expect(within(screen.getByRole("listitem")).getByText("Vist")).toBeInTheDocument())
    expect(logged).not.toHaveBeenCalledWith(expect.stringMatching(/did not match|hydrat/i), expect.anything())
    jest.restoreAllMocks()
  })

  it.each([
    ["a plain id", "st-dxm1001-1"],
    ["an id a selector could choke on", 'st-"] x\\ø😱'],
  ])("finds what the build drew for %s, though the visitor's clock says otherwise", async (_what, id) => {
    // The build ran after the start and drew "Vist"; the visitor's clock is behind.
    const row = showtime(id, "2027-10-14T00:00:00+02:00")
    const { drawn, logged } = drawThenHydrate([row], "2027-10-14T00:05:00+02:00", "2027-10-13T23:00:00+02:00")
    expect(drawn).toContain("Vist")
    await waitFor(() => expect(within(screen.getByRole("listitem")).getByText("Ledige plasser")).toBeInTheDocument())
    expect(logged).not.toHaveBeenCalledWith(expect.stringMatching(/did not match|hydrat/i), expect.anything())
    expect(logged).not.toHaveBeenCalledWith(expect.stringMatching(/not a valid selector/i))
    jest.restoreAllMocks()
  })

  it("asks nothing for a page view that ended while its rows were gathering for the first look", async () => {
    // A test's page view ends when it does: a look it left gathering must not answer the next test's server.
    jest.useFakeTimers({ now: at("2027-10-13T20:00:00+02:00") })
    let answers = 0
    server.use(
      http.get("*/events", () => {
        answers += 1
        return HttpResponse.json([])
      }),
    )
    renderRows([showtime("st-dxm1001-1", "2027-10-14T00:00:00+02:00")])
    // The first look loads and gathers the row; its call is due when the batch window closes.
    await act(() => jest.advanceTimersByTimeAsync(1))
    forgetPageView()
    await act(() => jest.advanceTimersByTimeAsync(1_000))
    expect(answers).toBe(0)
  })

  it("on a page left open, says Vist within a minute of the start, though every answer says the same", async () => {
    jest.useFakeTimers({ now: at("2027-10-13T23:59:30+02:00") })
    const start = "2027-10-14T00:00:00+02:00"
    let answers = 0
    server.use(
      http.get("*/events", () => {
        answers += 1
        return HttpResponse.json([{ Id: "st-dxm1001-1", Status: "available", Start: start }])
      }),
    )
    renderRows([showtime("st-dxm1001-1", start)])
    const row = screen.getByRole("listitem")
    await waitFor(() => expect(answers).toBe(1))
    expect(within(row).getByText("Ledige plasser")).toBeInTheDocument()
    expect(buyLink(row)).toBeVisible()
    // The minute's call (the first look's wake-up, then SWR's): the same answer again, after the start.
    // The fake clock is the test's, so React is told; the call comes a render after the wait, which
    // is drawn within ±20 % of a minute (events-schedule.ts): the longest draw's wait covers any.
    await act(() => jest.advanceTimersByTimeAsync(refreshDelay(1)))
    await waitFor(() => expect(answers).toBe(2))
    await waitFor(() => expect(within(row).getByText("Vist")).toBeInTheDocument())
    expect(buyLink(row)).not.toBeInTheDocument()
  })
})
