/**
 * Showtime rows follow the ticketing service once the page is up: one call
 * for all rows, what each status allows, and the build's values kept through
 * every bad answer.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { http, HttpResponse } from "msw"
import React from "react"

import { LAST_SEEN_STORAGE_KEY } from "../../src/live-status/last-seen"
import { requested, server } from "../account/support"
import { BEFORE_THE_FIXTURES, clockBeforeTheFixtures } from "../support/festival-clock"
import type { EventData } from "../../src/blocks/types"
import { Rows, buyLink, openSandbox, renderRows, rowAt, setShowtime, showtime } from "./support"

clockBeforeTheFixtures()

// The rows fetch the live code once per page, as in the browser. Its first load in a test run
// (compiling SWR and the client) can outlast a waitFor on a busy CI machine: load it once first.
beforeAll(() => import("../../src/live-status/live-watcher"))

const WEDNESDAY = "2025-10-15T19:00:00+02:00"
const THURSDAY = "2025-10-16T21:00:00+02:00"
const FRIDAY = "2025-10-17T18:00:00+02:00"
const ROWS = [
  showtime("st-dxm1001-1", WEDNESDAY),
  showtime("st-dxm1001-2", THURSDAY, "few-left"),
  showtime("st-dxm1013-1", FRIDAY),
]
const EVENTS = "http://localhost:9100/ticketing/118/api/events"
const eventCalls = () => requested.filter((url) => url.startsWith(`GET ${EVENTS}`))

beforeEach(async () => {
  openSandbox()
  await setShowtime("st-dxm1001-1", "available", WEDNESDAY)
  await setShowtime("st-dxm1001-2", "few-left", THURSDAY)
  await setShowtime("st-dxm1013-1", "available", FRIDAY)
  requested.length = 0
})

describe("live seat status in showtime rows", () => {
  it("asks once for every row of the page, and a sold-out row loses its buy button and says why", async () => {
    await setShowtime("st-dxm1001-1", "sold-out", WEDNESDAY)
    renderRows(ROWS)
    const row = rowAt("19:00")
    expect(within(row).getByText("Ledige plasser")).toBeInTheDocument()
    await waitFor(() => expect(within(row).getByText("Utsolgt")).toBeInTheDocument())
    expect(buyLink(row)).not.toBeInTheDocument()
    expect(row).toHaveTextContent("Utsolgt: ingen billetter igjen")
    expect(buyLink(rowAt("18:00"))).toBeVisible()
    expect(eventCalls()).toEqual([`GET ${EVENTS}?ids=st-dxm1001-1%2Cst-dxm1001-2%2Cst-dxm1013-1&site=ramaskrik-118`])
  })

  it("asks for a showtime two rows show once, and for rows that come later only what is new", async () => {
    const [first, second, third] = ROWS as [EventData, EventData, EventData]
    const { rerender } = renderRows([first, { ...first }, second])
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    rerender(<Rows events={[first, { ...first }, second, third]} />)
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
    expect(eventCalls()).toEqual([
      `GET ${EVENTS}?ids=st-dxm1001-1%2Cst-dxm1001-2&site=ramaskrik-118`,
      `GET ${EVENTS}?ids=st-dxm1013-1&site=ramaskrik-118`,
    ])
  })

  it("shows a moved screening at its new time with the old one struck through", async () => {
    await setShowtime("st-dxm1001-1", "available", "2025-10-15T21:30:00+02:00")
    renderRows(ROWS)
    await screen.findByText("Flyttet fra", { exact: false })
    const row = rowAt("21:30")
    expect(row).toHaveTextContent("kl. 21:30 Flyttet fra kl. 19:00")
    expect(within(row).getByText("kl. 19:00").tagName).toBe("S")
    expect(buyLink(row)).toHaveAccessibleName(/kl\. 21:30/)
  })

  it("hides the buy button of a cancelled screening and tells a screen reader why", async () => {
    await setShowtime("st-dxm1013-1", "cancelled", FRIDAY)
    renderRows(ROWS)
    const row = rowAt("18:00")
    await waitFor(() => expect(row).toHaveTextContent("Avlyst: visningen er avlyst"))
    expect(buyLink(row)).not.toBeInTheDocument()
  })

  it("asks again when the tab regains focus, and the row follows without a reload", async () => {
    renderRows(ROWS)
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    await setShowtime("st-dxm1001-2", "sold-out", THURSDAY)
    // SWR's deduping interval: a focus within two seconds of the last answer asks nothing;
    // and its focus throttle: none within five seconds of the page opening, by the clock.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)))
    jest.spyOn(Date, "now").mockReturnValue(BEFORE_THE_FIXTURES + 6_000)
    fireEvent(window, new Event("focus"))
    await waitFor(() => expect(within(rowAt("21:00")).getByText("Utsolgt")).toBeInTheDocument())
    expect(buyLink(rowAt("21:00"))).not.toBeInTheDocument()
    expect(eventCalls()).toHaveLength(2)
  })

  it("keeps the last status seen, with its time, when the service cannot be reached", async () => {
    await setShowtime("st-dxm1001-1", "sold-out", WEDNESDAY)
    const first = renderRows(ROWS)
    await waitFor(() => expect(within(rowAt("19:00")).getByText("Utsolgt")).toBeInTheDocument())
    await waitFor(() => expect(window.localStorage.getItem(LAST_SEEN_STORAGE_KEY)).toContain("st-dxm1001-1"))
    first.unmount()

    server.use(http.get(EVENTS, () => HttpResponse.error()))
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderRows(ROWS)
    const row = rowAt("19:00")
    await waitFor(() => expect(within(row).getByText(/Status kl\. \d\d:\d\d/)).toBeInTheDocument())
    expect(row).toHaveTextContent("Utsolgt")
    expect(buyLink(row)).not.toBeInTheDocument()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    logged.mockRestore()
  })

  it("offline, gives the time of the last answer that confirmed the status, not of the first", async () => {
    await setShowtime("st-dxm1001-1", "sold-out", WEDNESDAY)
    const first = renderRows(ROWS)
    await waitFor(() => expect(within(rowAt("19:00")).getByText("Utsolgt")).toBeInTheDocument())
    // The same answer again, 40 minutes later by the clock (12:00 → 12:40 in Oslo): SWR's focus revalidation.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)))
    jest.spyOn(Date, "now").mockReturnValue(BEFORE_THE_FIXTURES + 40 * 60_000)
    fireEvent(window, new Event("focus"))
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
    await waitFor(() => expect(window.localStorage.getItem(LAST_SEEN_STORAGE_KEY)).toContain("10:40:00"))
    first.unmount()

    server.use(http.get(EVENTS, () => HttpResponse.error()))
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderRows(ROWS)
    await waitFor(() => expect(within(rowAt("19:00")).getByText(/Status kl\./)).toHaveTextContent("Status kl. 12:40"))
    logged.mockRestore()
  })
})

describe("a bad answer keeps the build's values", () => {
  const failures: [string, () => Response][] = [
    ["the service down", () => HttpResponse.error()],
    ["a 503", () => HttpResponse.json({ Message: "Vedlikehold" }, { status: 503 })],
    ["a proxy's HTML page", () => new HttpResponse("<html>Bad gateway</html>", { status: 200 })],
    ["JSON that is not a list", () => HttpResponse.json({ events: [] })],
  ]

  it.each(failures)("%s: logged once as 'Failed to fetch', nothing thrown", async (_name, answer) => {
    server.use(http.get(EVENTS, answer))
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderRows(ROWS)
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Failed to fetch", expect.any(String)))
    // SWR's first retry is seconds away; within a second no second call is made.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)))
    expect(logged.mock.calls.filter(([first]) => first === "Failed to fetch")).toHaveLength(1)
    expect(within(rowAt("21:00")).getByText("Få plasser igjen")).toBeInTheDocument()
    expect(buyLink(rowAt("19:00"))).toBeVisible()
    logged.mockRestore()
  })

  const junk: [string, unknown][] = [
    ["ids nobody asked for", [{ Id: "st-dxm9999-1", Status: "sold-out", Start: WEDNESDAY }]],
    ["an unknown status", [{ Id: "st-dxm1001-1", Status: "SOLD_OUT", Start: WEDNESDAY }]],
    ["markup as a status", [{ Id: "st-dxm1001-1", Status: "<b>Utsolgt</b>", Start: WEDNESDAY }]],
    ["a start that is not a date", [{ Id: "st-dxm1001-1", Status: "sold-out", Start: "i morgen" }]],
    ["a start of the wrong type", [{ Id: "st-dxm1001-1", Status: "sold-out", Start: 1_760_547_600_000 }]],
  ]

  it.each(junk)("%s: the row keeps the build's values and never shows the raw word", async (_name, reply) => {
    let answered = 0
    server.use(
      http.get(EVENTS, () => {
        answered += 1
        return HttpResponse.json(reply as object[])
      }),
    )
    renderRows(ROWS)
    await waitFor(() => expect(answered).toBe(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    const row = rowAt("19:00")
    expect(within(row).getByText("Ledige plasser")).toBeInTheDocument()
    expect(buyLink(row)).toBeVisible()
    expect(document.body).not.toHaveTextContent(/SOLD_OUT|<b>|i morgen/)
  })

  it("a reply slower than 5 s is given up, and the build's values stay", async () => {
    server.use(http.get(EVENTS, () => new Promise<Response>(() => undefined)))
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderRows(ROWS)
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Failed to fetch", expect.stringMatching(/5000 ms/)))
    expect(within(rowAt("21:00")).getByText("Få plasser igjen")).toBeInTheDocument()
    logged.mockRestore()
  }, 10_000)
})
