import {
  createElement,
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
} from "react"

import { hasStarted, type ShowtimeStatus } from "../content-model/showtime-status"

/** What a row shows of a showtime's sale: the build's values until a live answer says otherwise. */
export interface LiveShowtime {
  status: ShowtimeStatus
  start: string
  /** When this was seen, where it is not this page view's own answer (offline, the service down): ISO. */
  seenAt?: string
}

export interface LiveWatcherProps {
  id: string
  onLive: (live: LiveShowtime | undefined) => void
}

export interface ShownShowtime extends LiveShowtime {
  /** The build's start, where the live one differs. */
  movedFrom?: string
  /** The start has passed: the row says "Vist" and sells nothing. */
  started: boolean
}

let watcher: Promise<ComponentType<LiveWatcherProps>> | undefined

/** The live code, fetched once per page when the browser is first idle: after the page is interactive, never before LCP. */
function loadWatcher(): Promise<ComponentType<LiveWatcherProps>> {
  watcher ??= new Promise<void>((resolve) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(() => resolve(), { timeout: 4_000 }) : resolve(),
  )
    .then(() => import("./live-watcher"))
    .then((module) => module.LiveWatcher)
    .catch((error: Error) => {
      watcher = undefined
      throw error
    })
  return watcher
}

/**
 * Whether the HTML being hydrated said "Vist": the first render in the
 * browser must draw what the server drew, and the server decided by the
 * build's clock. Without such a row (a page reached by a link) the clock decides.
 */
function startedAsDrawn(id: string, start: string): boolean {
  if (typeof document !== "undefined") {
    const drawn = [...document.querySelectorAll<HTMLElement>("li[data-showtime]")].find(
      (row) => row.dataset.showtime === id,
    )
    if (drawn) return drawn.classList.contains("showtime--started")
  }
  return hasStarted(start, Date.now())
}

/**
 * A showtime row's live state: the build's status and start in the HTML and
 * the first render, the visitor's clock once the page runs, and the ticketing
 * service's answer once the live code (loaded when the browser is idle) has it.
 * The returned watcher renders nothing; the row places it.
 */
export function useLiveShowtime(build: { id: string; start: string; status: ShowtimeStatus }): {
  shown: ShownShowtime
  watcher: ReactElement | null
} {
  const [drawnStarted] = useState(() => startedAsDrawn(build.id, build.start))
  const [now, setNow] = useState<number>()
  const [live, setLive] = useState<LiveShowtime>()
  const [Watcher, setWatcher] = useState<ComponentType<LiveWatcherProps>>()

  useEffect(() => {
    let mounted = true
    // A transition: the programme's other days may still be hydrating (see use-enhanced.ts).
    startTransition(() => setNow(Date.now()))
    loadWatcher().then(
      (loaded) => mounted && setWatcher(() => loaded),
      (error: Error) => console.error(`The live seat status could not be loaded: ${error.message}`),
    )
    return () => {
      mounted = false
    }
  }, [])

  const onLive = useCallback((next: LiveShowtime | undefined) => {
    setLive(next)
    setNow(Date.now())
  }, [])

  const start = live?.start ?? build.start
  return {
    shown: {
      status: live?.status ?? build.status,
      start,
      seenAt: live?.seenAt,
      movedFrom: Date.parse(start) === Date.parse(build.start) ? undefined : build.start,
      started: now === undefined ? drawnStarted : hasStarted(start, now),
    },
    watcher: Watcher ? createElement(Watcher, { id: build.id, onLive }) : null,
  }
}
