/**
 * The live seat status's first look, loaded when the browser is first idle
 * (use-live-showtime.ts): one plain call for the page's rows, its answer
 * compared with what the build drew. Most of the time the service says
 * what the build said, and then the page has nothing to show and loads
 * nothing more until it has reason to ask again: the tab shown or focused
 * again, the network back, about a minute gone while visible. Then, or at once
 * where the answer differs or the call failed, the full live code takes
 * over (live-watcher.tsx: SWR and the Jotai events store, about 14 KB),
 * starting from this answer rather than asking again.
 */
import React, { useEffect, useSyncExternalStore } from "react"

import type { ShowtimeStatus } from "../content-model/showtime-status"
import type { TicketingEvent } from "../ticketing/types"
import type { PartnerSection } from "../account/api/config"
import { askEvents, BATCH_WINDOW_MS, FOCUS_THROTTLE_MS, offerFirstAnswer } from "../account/api/events-call"
import { refreshDelay } from "../account/api/events-schedule"
import { useTicketingSection } from "../account/use-ticketing-section"
import { keepingBuildValues } from "./keep-build-values"
import { keepSeen } from "./last-seen"
import type { LiveShowtimesWatcherProps, LiveWatcherProps } from "./live-types"

type FullCode = typeof import("./live-watcher")

interface Drawn {
  status: ShowtimeStatus
  start: string
}

/** What this page view knows: the ids looked at (or about to be), the rows gathering for the next look, the full code. */
interface PageView {
  looked: Set<string>
  gathering?: Map<string, Drawn>
  /** The gathering's call, due when the batch window closes. */
  gatheringDue?: ReturnType<typeof setTimeout>
  /** When the service last answered a look: a focus sooner than FOCUS_THROTTLE_MS after it asks nothing. */
  answeredAt: number
  /** Set once the wake-ups listen: stops them. */
  stopWakeUps?: () => void
  fullCode?: Promise<void>
  full?: FullCode
}

let view: PageView = { looked: new Set(), answeredAt: 0 }
const listeners = new Set<() => void>()

/**
 * A new page view from nothing, as on a fresh load: for tests, which render
 * many "page views" in one module instance.
 */
export function forgetPageView(): void {
  view.stopWakeUps?.()
  // A look still gathering belongs to the page view forgotten: it asks nothing.
  clearTimeout(view.gatheringDue)
  view = { looked: new Set(), answeredAt: 0 }
}

/** The full live code, once per page view; the rows' watchers switch to it when it is there. */
function goFull(page: PageView = view): void {
  page.fullCode ??= import("./live-watcher").then(
    (code) => {
      page.full = code
      listeners.forEach((listener) => listener())
    },
    (error: Error) => {
      page.fullCode = undefined
      console.error(`The live seat status could not be loaded: ${error.message}`)
    },
  )
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const useFullCode = () =>
  useSyncExternalStore(
    subscribe,
    () => view.full,
    () => undefined,
  )

/** Whether the service says anything the build did not draw: another status, another start. */
function differs(rows: ReadonlyMap<string, Drawn>, items: readonly TicketingEvent[]): boolean {
  return items.some((item) => {
    const drawn = rows.get(item.id)
    return drawn !== undefined && (drawn.status !== item.status || Date.parse(drawn.start) !== Date.parse(item.start))
  })
}

/**
 * Nothing to show yet: the full code loads when the page has reason to ask
 * again, as SWR would have asked (LIVE_EVENTS_SWR): the tab shown or focused
 * again, the network back, or a minute while visible and online.
 */
function armWakeUps(page: PageView): void {
  if (page.stopWakeUps) return
  let online = navigator.onLine
  const wake = (always: boolean) => {
    if (page.fullCode || !online || document.visibilityState === "hidden") return
    if (always || Date.now() - page.answeredAt >= FOCUS_THROTTLE_MS) goFull(page)
  }
  const onShown = () => wake(false)
  const onOffline = () => {
    online = false
  }
  const onOnline = () => {
    online = true
    wake(true)
  }
  document.addEventListener("visibilitychange", onShown)
  window.addEventListener("focus", onShown)
  window.addEventListener("offline", onOffline)
  window.addEventListener("online", onOnline)
  // About a minute, drawn as SWR's is (events-schedule.ts), so that tabs opened together drift apart.
  let minute = 0
  const nextMinute = () => {
    minute = window.setTimeout(() => {
      wake(true)
      nextMinute()
    }, refreshDelay())
  }
  nextMinute()
  const stop = () => {
    document.removeEventListener("visibilitychange", onShown)
    window.removeEventListener("focus", onShown)
    window.removeEventListener("offline", onOffline)
    window.removeEventListener("online", onOnline)
    window.clearTimeout(minute)
    listeners.delete(stopWhenFull)
  }
  // Once the full code is there, SWR keeps the page fresh.
  const stopWhenFull = () => page.full && stop()
  listeners.add(stopWhenFull)
  page.stopWakeUps = stop
}

/** One call for the rows gathered; its answer kept on the device, and the full code where there is something to show. */
async function lookAt(page: PageView, section: PartnerSection, rows: ReadonlyMap<string, Drawn>): Promise<void> {
  const ids = [...rows.keys()]
  const answer = askEvents(section, ids)
  let items: TicketingEvent[] | undefined
  try {
    items = await answer
  } catch {
    // Logged once: below, the full code retries, and offline it shows what was last seen.
  }
  if (page !== view) return
  if (items) {
    page.answeredAt = Date.now()
    const at = new Date(page.answeredAt).toISOString()
    items.forEach((item) => keepSeen(item.id, item, at))
  }
  // The full code came meanwhile (a wake-up, the timeline): it asks for itself, and this answer is old news.
  if (page.fullCode) return
  if (!items || differs(rows, items)) {
    offerFirstAnswer(ids, answer)
    goFull(page)
  } else {
    armWakeUps(page)
  }
}

/** A row's id for the next look: rows mounting together (a page, the next page after a link) share one call. */
function look(section: PartnerSection, id: string, drawn: Drawn): void {
  const page = view
  if (page.fullCode || page.looked.has(id)) return
  page.looked.add(id)
  if (!page.gathering) {
    const rows = new Map<string, Drawn>()
    page.gathering = rows
    page.gatheringDue = setTimeout(() => {
      page.gathering = undefined
      void lookAt(page, section, rows)
    }, BATCH_WINDOW_MS)
  }
  page.gathering.set(id, drawn)
}

function LookThenWatch(props: LiveWatcherProps) {
  const section = useTicketingSection()
  const Full = useFullCode()
  const { id, status, start } = props

  useEffect(() => {
    look(section, id, { status, start })
  }, [section, id, status, start])

  return Full ? <Full.Watch {...props} /> : null
}

/** One row's live status: the first look, then, where there is something to show, the full code's watcher. */
export const LiveWatcher = keepingBuildValues(LookThenWatch)

function WatchManyWhenLoaded(props: LiveShowtimesWatcherProps) {
  const Full = useFullCode()
  useEffect(() => goFull(), [])
  return Full ? <Full.WatchMany {...props} /> : null
}

/**
 * Many showtimes drawn together (the programme's timeline, shown when a
 * visitor chooses it): the full code at once, since the visitor is there to
 * look.
 */
export const LiveShowtimesWatcher = keepingBuildValues(WatchManyWhenLoaded)
