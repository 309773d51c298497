/**
 * The live seat status when the ticketing service says "slow down", and
 * when nobody is looking: a 429 (or a 503 with Retry-After) holds every
 * events call of the site, in every tab, for as long as it says (bounded),
 * while the rows show the last status with its time; a tab untouched for 30
 * minutes stops asking until it is touched or focused. Counted at the HTTP
 * boundary, on jest's fake clock.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import fc from "fast-check"
import { http, HttpResponse } from "msw"

import {
  DEFAULT_HOLD_MS,
  EVENTS_HOLD_STORAGE_KEY,
  MAX_HOLD_MS,
  MIN_HOLD_MS,
  forgetHold,
  heldUntil,
  holdEvents,
  retryAfterMs,
  subscribeToHold,
} from "../../src/account/api/events-hold"
import { JITTER, UNTOUCHED_MS, forgetTouches, refreshDelay } from "../../src/account/api/events-schedule"
import { REFRESH_MS } from "../../src/account/api/events-call"
import { ApiError } from "../../src/ticketing/api-error"
import { forgetPageView } from "../../src/live-status/first-look"
import { requested, server } from "../account/support"
import { BEFORE_THE_FIXTURES } from "../support/festival-clock"
import { openSandbox, renderRows, rowAt, showtime } from "./support"

const EVENTS = "http://localhost:9100/ticketing/118/api/events"
const eventCalls = () => requested.filter((url) => url.startsWith(`GET ${EVENTS}`))
const ROWS = [
  showtime("st-dxm1001-1", "2025-10-15T19:00:00+02:00"),
  showtime("st-dxm1001-2", "2025-10-16T21:00:00+02:00", "few-left"),
]
const NOW = BEFORE_THE_FIXTURES

const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms))
/** The visitor comes back to the tab, as the browser tells the page. */
const focus = () => fireEvent(window, new Event("focus"))

describe("Retry-After, read", () => {
  it("takes whole seconds, kept between a second and ten minutes", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (seconds) => {
        expect(retryAfterMs(String(seconds), NOW)).toBe(Math.min(MAX_HOLD_MS, Math.max(MIN_HOLD_MS, seconds * 1_000)))
      }),
    )
    expect(retryAfterMs(" 90 ", NOW)).toBe(90_000)
  })

  it("takes an HTTP date, as long from now as it says, kept within the same bounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: -86_400, max: 86_400 }), (seconds) => {
        const date = new Date(NOW + seconds * 1_000).toUTCString()
        expect(retryAfterMs(date, NOW)).toBe(Math.min(MAX_HOLD_MS, Math.max(MIN_HOLD_MS, seconds * 1_000)))
      }),
    )
    expect(retryAfterMs("Sunday, 06-Nov-94 08:49:37 GMT", Date.parse("1994-11-06T08:48:37Z"))).toBe(60_000)
    expect(retryAfterMs("Sun Nov  6 08:50:07 1994", Date.parse("1994-11-06T08:48:37Z"))).toBe(90_000)
  })

  it("takes anything else, or nothing, as a minute: never at once, never for long", () => {
    for (const garbage of [
      null,
      undefined,
      "",
      "soon",
      "-5",
      "1.5",
      "1e3",
      "0x10",
      "2025-10-15",
      "90 seconds",
      "NaN",
    ]) {
      expect([garbage, retryAfterMs(garbage, NOW)]).toEqual([garbage, DEFAULT_HOLD_MS])
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ms = retryAfterMs(text, NOW)
        expect(ms).toBeGreaterThanOrEqual(MIN_HOLD_MS)
        expect(ms).toBeLessThanOrEqual(MAX_HOLD_MS)
      }),
    )
  })
})

describe("the refresh's jitter", () => {
  it("draws each wait within a fifth of the minute either way", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (draw) => {
        const wait = refreshDelay(draw)
        expect(wait).toBeGreaterThanOrEqual(REFRESH_MS * (1 - JITTER))
        expect(wait).toBeLessThanOrEqual(REFRESH_MS * (1 + JITTER))
      }),
    )
    expect([refreshDelay(0), refreshDelay(0.5), refreshDelay(1)]).toEqual([48_000, 60_000, 72_000])
  })
})

const slowDown = (retryAfter?: string) => new ApiError("http", 429, undefined, "events answered 429", retryAfter)

describe("the word shared by the site's tabs", () => {
  beforeEach(() => {
    window.localStorage.clear()
    forgetHold()
  })

  it("is kept on the device, where every tab of the site reads it, and ends when it said", () => {
    holdEvents(slowDown("90"), NOW)
    expect(window.localStorage.getItem(EVENTS_HOLD_STORAGE_KEY)).toBe(String(NOW + 90_000))
    expect(heldUntil(NOW + 89_999)).toBe(NOW + 90_000)
    expect(heldUntil(NOW + 90_000)).toBe(0)
  })

  it("is not shortened by a later, shorter word", () => {
    holdEvents(slowDown("90"), NOW)
    holdEvents(slowDown("1"), NOW + 1_000)
    expect(heldUntil(NOW + 60_000)).toBe(NOW + 90_000)
  })

  it("tells this tab's readers, and another tab's write reaches them too", () => {
    const heard = jest.fn()
    const stop = subscribeToHold(heard)
    holdEvents(slowDown("90"), NOW)
    expect(heard).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new StorageEvent("storage", { key: EVENTS_HOLD_STORAGE_KEY }))
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
  })

  it("is narrowed when read: whatever storage holds, no hold past ten minutes, and no crash", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat().map(String), fc.constant(String(NOW + 10 * MAX_HOLD_MS))), (text) => {
        window.localStorage.setItem(EVENTS_HOLD_STORAGE_KEY, text)
        const until = heldUntil(NOW)
        expect(until === 0 || (until > NOW && until <= NOW + MAX_HOLD_MS)).toBe(true)
      }),
    )
  })

  it("holds this tab alone where the browser keeps no storage", () => {
    const write = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError")
    })
    holdEvents(slowDown("30"), NOW)
    expect(heldUntil(NOW + 29_000)).toBe(NOW + 30_000)
    write.mockRestore()
  })
})

/** A fresh page view on the fake clock, each wait drawn at the middle of its ±20 % (the minute itself). */
function freshPageView() {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW })
    jest.spyOn(Math, "random").mockReturnValue(0.5)
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    forgetPageView()
    forgetTouches()
    forgetHold()
    openSandbox()
    requested.length = 0
  })
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
  })
}

describe("the live rows told to slow down", () => {
  freshPageView()

  /** The service answers the page, then says "slow down" for 90 s from the next call on. */
  async function answeredThenTold(retryAfter: string) {
    const view = renderRows(ROWS)
    await waitFor(() => expect(window.localStorage.getItem("ramaskrik.liveStatus")).not.toBeNull())
    server.use(
      http.get(EVENTS, () =>
        HttpResponse.json({ Message: "Too many requests" }, { status: 429, headers: { "Retry-After": retryAfter } }),
      ),
    )
    await pass(5_500)
    focus()
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
    return view
  }

  it("asks nothing for 90 s however often the tab is focused, then once; the rows keep their status with its time", async () => {
    await answeredThenTold("90")
    await waitFor(() => expect(screen.getAllByText(/Status kl\. \d\d:\d\d/)).toHaveLength(ROWS.length))
    expect(rowAt("21:00")).toHaveTextContent("Få plasser igjen")
    expect(screen.queryByText(/feil|error/i)).not.toBeInTheDocument()
    // A focus every 8 s, and SWR's own minute between them.
    for (let second = 8; second <= 88; second += 8) {
      await pass(8_000)
      focus()
    }
    expect(eventCalls()).toHaveLength(2)
    server.resetHandlers()
    openSandbox()
    // Past the hold, and past SWR's five seconds between two focuses it acts on.
    await pass(6_000)
    focus()
    await waitFor(() => expect(eventCalls()).toHaveLength(3))
    await pass(1_000)
    expect(eventCalls()).toHaveLength(3)
  })

  it("holds a page opened meanwhile, as another tab would be: it asks nothing, and shows what was seen", async () => {
    const first = await answeredThenTold("90")
    first.unmount()
    forgetPageView()
    requested.length = 0
    renderRows(ROWS)
    await pass(60_000)
    focus()
    await pass(20_000)
    expect(eventCalls()).toHaveLength(0)
    await waitFor(() => expect(screen.getAllByText(/Status kl\. \d\d:\d\d/)).toHaveLength(ROWS.length))
  })

  it("retries a 503 without Retry-After as any failure, and holds on one with it", async () => {
    server.use(http.get(EVENTS, () => HttpResponse.json({ Message: "Down" }, { status: 503 })))
    renderRows(ROWS)
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    // SWR's first retry, 5 to 15 s after the failure (once the full live code has it, on the real clock).
    for (let step = 0; step < 10 && eventCalls().length < 2; step += 1) await pass(2_000)
    expect(eventCalls().length).toBeGreaterThanOrEqual(2)
    server.use(
      http.get(EVENTS, () =>
        HttpResponse.json({ Message: "Down" }, { status: 503, headers: { "Retry-After": "120" } }),
      ),
    )
    const before = eventCalls().length
    await pass(60_000)
    expect(eventCalls().length).toBe(before + 1)
    await pass(50_000)
    expect(eventCalls().length).toBe(before + 1)
  })
})

describe("a tab nobody touches", () => {
  freshPageView()

  it("stops asking after 30 minutes, until it is touched or focused again", async () => {
    renderRows(ROWS)
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    /** A minute passes; each answer comes on MSW's real clock before the next minute is set. */
    const minutes = async (count: number) => {
      for (let minute = 0; minute < count; minute += 1) {
        const before = eventCalls().length
        await pass(60_000)
        await waitFor(() => expect(eventCalls().length).toBeGreaterThanOrEqual(before))
      }
    }
    await minutes(UNTOUCHED_MS / 60_000 - 1)
    // A call a minute until then.
    const untilIdle = eventCalls().length
    expect(untilIdle).toBeGreaterThanOrEqual(29)
    await minutes(30)
    expect(eventCalls().length).toBeLessThanOrEqual(untilIdle + 1)
    const idle = eventCalls().length
    // A touch: the next minute asks again.
    fireEvent.pointerDown(document.body)
    await minutes(1)
    await waitFor(() => expect(eventCalls()).toHaveLength(idle + 1))
    // Untouched again, then focused: it asks at once.
    await minutes(UNTOUCHED_MS / 60_000 + 2)
    const idleAgain = eventCalls().length
    await minutes(10)
    expect(eventCalls()).toHaveLength(idleAgain)
    focus()
    await waitFor(() => expect(eventCalls()).toHaveLength(idleAgain + 1))
  })
})
