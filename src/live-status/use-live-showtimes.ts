import { createElement, useState, type ReactElement } from "react"

import { useAfterMount } from "../components/use-after-mount"
import type { LiveShowtime, LiveShowtimesWatcherProps } from "./live-types"
import { loadLiveCode } from "./use-live-showtime"

/**
 * The watcher's place, as a row's (use-live-showtime.ts): the live code's
 * arrival re-renders it alone. Not in that module, which every page with
 * showtime rows loads first: only the programme's timeline, itself fetched
 * when the browser is idle, watches many at once.
 */
function ManyWatcher(props: LiveShowtimesWatcherProps) {
  return useAfterMount(() => loadLiveCode().then((code) => code.LiveShowtimesWatcher), "The live seat status", props)
}

const NOTHING_YET: ReadonlyMap<string, LiveShowtime> = new Map()

/**
 * What the ticketing service says of many showtimes drawn together (the
 * programme's timeline), by id: nothing until the live code, loaded as for a
 * row, has an answer; the build's values are the caller's until then. The
 * returned watcher renders nothing; the caller places it.
 */
export function useLiveShowtimes(ids: readonly string[]): {
  live: ReadonlyMap<string, LiveShowtime>
  watcher: ReactElement
} {
  const [live, setLive] = useState(NOTHING_YET)
  return { live, watcher: createElement(ManyWatcher, { ids, onLive: setLive }) }
}
