import {
  createElement,
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
} from "react"

import { buildNow } from "../content-model/build-clock"
import { hasStarted, type ShowtimeStatus } from "../content-model/showtime-status"
import { useAfterMount } from "../components/use-after-mount"
import { codeOnce, whenIdle } from "../components/when-idle"
import type { LiveShowtime, LiveShowtimesWatcherProps, LiveWatcherProps } from "./live-types"

interface LiveCode {
  LiveWatcher: ComponentType<LiveWatcherProps>
  LiveShowtimesWatcher: ComponentType<LiveShowtimesWatcherProps>
}

export interface ShownShowtime extends LiveShowtime {
  /** The build's start, where the live one differs. */
  movedFrom?: string
  /** The start has passed (and it was not cancelled): the row says "Vist" and sells nothing. */
  started: boolean
}

/**
 * The live code's first look (first-look.tsx), fetched once per page when
 * the browser is first idle: after the page is interactive, never before
 * LCP. It loads the rest only where there is something to show. Its chunk
 * has a name: Gatsby names a chunk of code shared between lazy chunks by the
 * names of those chunks, and with none the first look's shared code and the
 * full live code's came out as one chunk, which the first look then fetched
 * whole (docs/performance.md).
 */
const liveCode = codeOnce<LiveCode>(() =>
  whenIdle().then(() => import(/* webpackChunkName: "live-status" */ "./first-look")),
)
export const loadLiveCode = liveCode.load

/*
 * The watcher's place: it waits for the live code in a component of its own, so that its
 * arrival re-renders an empty place, not the row (86 of them on the programme) that holds it.
 * Should the code not load, useAfterMount logs it and the build's values stay.
 */
function RowWatcher(props: LiveWatcherProps) {
  return useAfterMount(() => loadLiveCode().then((code) => code.LiveWatcher), "The live seat status", props)
}

/** A CSS string's escape for each character but letters, digits, `_` and `-`: any id makes a valid selector. */
const cssString = (text: string) =>
  text.replace(/[^\w-]/gu, (character) => `\\${character.codePointAt(0)?.toString(16)} `)

/**
 * Whether the HTML being hydrated said "Vist": the first render in the
 * browser must draw what the server drew, and the server decided by the
 * build's clock. Without such a row (a page reached by a link) the clock decides.
 */
function startedAsDrawn(id: string, start: string): boolean {
  if (typeof document !== "undefined") {
    // One lookup by the browser, not a walk through every row for each row.
    const drawn = document.querySelector(`li[data-showtime="${cssString(id)}"]`)
    if (drawn) return drawn.classList.contains("showtime--started")
    return hasStarted(start, Date.now())
  }
  return hasStarted(start, buildNow())
}

/**
 * A showtime row's live state: the build's status and start in the HTML and
 * the first render, the visitor's clock once the page runs, and the ticketing
 * service's answer once the live code (loaded when the browser is idle) has it.
 * The returned watcher renders nothing; the row places it.
 */
export function useLiveShowtime(build: { id: string; start: string; status: ShowtimeStatus }): {
  shown: ShownShowtime
  watcher: ReactElement
} {
  const [drawnStarted] = useState(() => startedAsDrawn(build.id, build.start))
  /** Whether the start has passed by the visitor's clock, read at the last answer; until then, as drawn. */
  const [startedNow, setStartedNow] = useState(drawnStarted)
  const [live, setLive] = useState<LiveShowtime>()

  useEffect(() => {
    // Only where the visitor's clock changes what the row says: the other rows keep their render.
    const started = hasStarted(build.start, Date.now())
    if (started === drawnStarted) return
    // A transition: the programme's other days may still be hydrating (see use-enhanced.ts).
    startTransition(() => setStartedNow(started))
  }, [build.start, drawnStarted])

  // Every answer reads the clock again (a screening that starts on an open page turns "Vist"),
  // but the row draws again only where the answer or the clock changes what it shows: on the
  // programme, the first answer drew all 86 rows again, in one task, to show what they showed.
  const onLive = useCallback(
    (next: LiveShowtime | undefined) => {
      // What an answer shows (none: the build's values), as one text to compare.
      const said = ({ status, start, seenAt }: Partial<LiveShowtime> = build) => `${status} ${start} ${seenAt}`
      setLive((current) => (said(current) === said(next) ? current : next))
      setStartedNow(hasStarted((next || build).start, Date.now()))
    },
    // A new function when the row draws again (rarely now): its watcher then tells it the answer
    // once more, which changes nothing.
    [build],
  )

  const start = live?.start ?? build.start
  const status = live?.status ?? build.status
  return {
    shown: {
      status,
      start,
      seenAt: live?.seenAt,
      movedFrom: Date.parse(start) === Date.parse(build.start) ? undefined : build.start,
      // A cancelled screening was never shown: it stays "Avlyst" after its start.
      started: status !== "cancelled" && startedNow,
    },
    watcher: createElement(RowWatcher, { id: build.id, status: build.status, start: build.start, onLive }),
  }
}
