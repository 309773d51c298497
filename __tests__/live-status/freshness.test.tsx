/**
 * Fresh without hammering (LIVE_EVENTS_SWR), counted at the HTTP boundary:
 * every minute (±20 %) while the page is visible and never while it is hidden, again
 * on reconnect, and a failed call retried a bounded number of times with a
 * growing wait, each failure logged once. The same whether the first answer
 * says what the build drew (the first look alone, the full live code loaded
 * only when it is time to ask again: first-look.tsx) or something else (the
 * full code at once). The clock is jest's fake one, so the minutes pass at
 * once; the minute counts from the first answer, which MSW gives on the real
 * clock.
 */
import { act, fireEvent, waitFor } from "@testing-library/react"
import { http, HttpResponse } from "msw"

import type { ShowtimeStatus } from "../../src/content-model/showtime-status"
import { lastSeenOf } from "../../src/live-status/last-seen"
import { requested, server } from "../account/support"
import { BEFORE_THE_FIXTURES } from "../support/festival-clock"
import { openSandbox, renderRows, setShowtime, showtime } from "./support"

const EVENTS = "http://localhost:9100/ticketing/118/api/events"
const eventCalls = () => requested.filter((url) => url.startsWith(`GET ${EVENTS}`))
const ROWS = [
  showtime("st-dxm1001-1", "2025-10-15T19:00:00+02:00"),
  showtime("st-dxm1001-2", "2025-10-16T21:00:00+02:00", "few-left"),
]
/** The first answer taken in: kept on the device for a later offline view (MSW answers on the real clock). */
const firstAnswer = () => waitFor(() => expect(lastSeenOf(ROWS.map(({ id }) => id)).size).toBe(ROWS.length))

/** Time passes on the fake clock; React is told, since the updates it brings come from no event of Testing Library's. */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms))

/** The page shown or hidden, as a browser says when the tab changes; SWR reads it. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state })
}

/** The draw of each wait's jitter (events-schedule.ts): 0.5 is the minute itself, 0 and 1 its bounds. */
const drawing = (draw: number) => jest.spyOn(Math, "random").mockReturnValue(draw)

beforeEach(() => {
  jest.useFakeTimers({ now: BEFORE_THE_FIXTURES })
  drawing(0.5)
  openSandbox()
  requested.length = 0
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  // jsdom's own getter again.
  Reflect.deleteProperty(document, "visibilityState")
  // SWR remembers the last "offline" it heard, for every later test: a test that fails offline must not leave it so.
  window.dispatchEvent(new Event("online"))
})

const cases = [
  [
    "says what the build drew",
    () => Promise.all(ROWS.map(({ id, status, start }) => setShowtime(id, status as ShowtimeStatus, start))),
  ],
  ["says something else", async () => undefined],
] as const

describe.each(cases)("the live rows' freshness, where the first answer %s", (_, arrange) => {
  beforeEach(async () => {
    await arrange()
    requested.length = 0
  })

  it("asks again every minute while the page is visible", async () => {
    renderRows(ROWS)
    await firstAnswer()
    expect(eventCalls()).toHaveLength(1)
    await pass(59_000)
    expect(eventCalls()).toHaveLength(1)
    // A minute after the answer; where the full live code loads first, its call comes a render later.
    await pass(1_500)
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
    await pass(58_000)
    expect(eventCalls()).toHaveLength(2)
    await pass(3_000)
    await waitFor(() => expect(eventCalls()).toHaveLength(3))
  })

  it.each([
    ["at the earliest", 0, 48_000],
    ["at the latest", 0.999_999, 72_000],
  ])("draws each wait within a fifth of the minute either way: %s after %d, %d ms", async (_, draw, wait) => {
    drawing(draw)
    renderRows(ROWS)
    await firstAnswer()
    expect(eventCalls()).toHaveLength(1)
    await pass(wait - 1_000)
    expect(eventCalls()).toHaveLength(1)
    await pass(2_500)
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
  })

  it("asks nothing while the page is hidden, and asks again when it is shown", async () => {
    renderRows(ROWS)
    await firstAnswer()
    setVisibility("hidden")
    await pass(5 * 60_000)
    expect(eventCalls()).toHaveLength(1)
    setVisibility("visible")
    fireEvent(document, new Event("visibilitychange"))
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
  })

  it("asks nothing while offline, and asks again when the network comes back", async () => {
    renderRows(ROWS)
    await firstAnswer()
    fireEvent(window, new Event("offline"))
    await pass(3 * 60_000)
    expect(eventCalls()).toHaveLength(1)
    fireEvent(window, new Event("online"))
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
  })
})

describe("a failed first call", () => {
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
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Failed to fetch", expect.any(String)))
    // The failure brings the full live code, whose first call takes the failed answer a render later.
    await pass(100)
    await pass(10 * 60_000)
    // The first call and three retries; nothing after, not even the minute's revalidation.
    expect(calledAt).toHaveLength(4)
    expect(logged.mock.calls.filter(([first]) => first === "Failed to fetch")).toHaveLength(4)
    // SWR's backoff from errorRetryInterval (5 s): the nth retry waits at least 5 s × 2^(n−1), at most 5 s × 1.5 × 2^n,
    // counted from the failure SWR saw: for the first, up to a second after the call, when the full code took it.
    calledAt.slice(1).forEach((at, index) => {
      const wait = at - (calledAt[index] as number)
      expect(wait).toBeGreaterThanOrEqual(5_000 * 2 ** index)
      expect(wait).toBeLessThanOrEqual(5_000 * 1.5 * 2 ** (index + 1) + (index === 0 ? 1_000 : 0))
    })
    logged.mockRestore()
  })
})
