/**
 * The live seat status's own vocabulary, which the hook, the first look and
 * the full live code all speak. It lives below them so that the hook's lazy
 * load of the first look is the only arrow between them, and it points down.
 */
import type { ShowtimeStatus } from "../content-model/showtime-status"

/** What a row shows of a showtime's sale: the build's values until a live answer says otherwise. */
export interface LiveShowtime {
  status: ShowtimeStatus
  start: string
  /** When this was seen, where it is not this page view's own answer (offline, the service down): ISO. */
  seenAt?: string
}

export interface LiveWatcherProps {
  id: string
  /** What the build drew: the first look compares the service's answer with it. */
  status: ShowtimeStatus
  start: string
  onLive: (live: LiveShowtime | undefined) => void
}

export interface LiveShowtimesWatcherProps {
  ids: readonly string[]
  onLive: (live: ReadonlyMap<string, LiveShowtime>) => void
}
