/**
 * Fresh without hammering (LIVE_EVENTS_SWR), counted at the HTTP boundary:
 * every minute while the page is visible and never while it is hidden, again
 * on reconnect, and a failed call retried a bounded number of times with a
 * growing wait, each failure logged once. The clock is jest's fake one, so
 * the minutes pass at once; MSW answers through promises, which
 * advanceTimersByTimeAsync lets settle between the timers it runs.
 */
import { act, fireEvent, waitFor } from "@testing-library/react"
import { http, HttpResponse } from "msw"

import { requested, server } from "../account/support"
import { BEFORE_THE_FIXTURES } from "../support/festival-clock"
import { openSandbox, renderRows, showtime } from "./support"

const EVENTS = "http://localhost:9100/ticketing/118/api/events"
const eventCalls = () => requested.filter((url) => url.startsWith(`GET ${EVENTS}`))
const ROWS = [
  showtime("st-dxm1001-1", "2025-10-15T19:00:00+02:00"),
  showtime("st-dxm1001-2", "2025-10-16T21:00:00+02:00", "few-left"),
]

/** Time passes on the fake clock; React is told, since the updates it brings come from no event of Testing Library's. */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms))

/** The page shown or hidden, as a browser says when the tab changes; SWR reads it. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state })
}

beforeEach(() => {
  jest.useFakeTimers({ now: BEFORE_THE_FIXTURES })
  openSandbox()
  requested.length = 0
})

afterEach(() => {
  jest.useRealTimers()
  // jsdom's own getter again.
  Reflect.deleteProperty(document, "visibilityState")
  // SWR remembers the last "offline" it heard, for every later test: a test that fails offline must not leave it so.
  window.dispatchEvent(new Event("online"))
})

describe("the live rows' freshness", () => {
  it("asks again every minute while the page is visible", async () => {
    renderRows(ROWS)
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    await pass(59_000)
    expect(eventCalls()).toHaveLength(1)
    await pass(1_500)
    expect(eventCalls()).toHaveLength(2)
    await pass(60_000)
    expect(eventCalls()).toHaveLength(3)
  })

  it("asks nothing while the page is hidden, and asks again when it is shown", async () => {
    renderRows(ROWS)
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    setVisibility("hidden")
    await pass(5 * 60_000)
    expect(eventCalls()).toHaveLength(1)
    setVisibility("visible")
    fireEvent(document, new Event("visibilitychange"))
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
  })

  it("asks nothing while offline, and asks again when the network comes back", async () => {
    renderRows(ROWS)
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    fireEvent(window, new Event("offline"))
    await pass(3 * 60_000)
    expect(eventCalls()).toHaveLength(1)
    fireEvent(window, new Event("online"))
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
  })

  it("retries a failed call at most three times, each wait longer, logging each failure once, then stops", async () => {
    const calledAt: number[] = []
    server.use(
      http.get(EVENTS, () => {
        calledAt.push(Date.now())
        return HttpResponse.error()
      }),
    )
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderRows(ROWS)
    await waitFor(() => expect(calledAt).toHaveLength(1))
    await pass(10 * 60_000)
    // The first call and three retries; nothing after, not even the minute's revalidation.
    expect(calledAt).toHaveLength(4)
    expect(logged.mock.calls.filter(([first]) => first === "Failed to fetch")).toHaveLength(4)
    // SWR's backoff from errorRetryInterval (5 s): the nth retry waits at least 5 s × 2^(n−1), at most 5 s × 1.5 × 2^n.
    calledAt.slice(1).forEach((at, index) => {
      const wait = at - (calledAt[index] as number)
      expect(wait).toBeGreaterThanOrEqual(5_000 * 2 ** index)
      expect(wait).toBeLessThanOrEqual(5_000 * 1.5 * 2 ** (index + 1))
    })
    logged.mockRestore()
  })
})
