import { useEffect, useSyncExternalStore } from "react"
import type { SWRConfiguration } from "swr"

import { useEvents } from "../account/api/events"
import { heldUntil, subscribeToHold } from "../account/api/events-hold"
import { keepSeen, lastSeenOf } from "./last-seen"
import type { LiveShowtime } from "./live-types"

export interface LiveAnswer {
  /** Per showtime id: what the service says, or, where it cannot be reached, what it said last time and when (`seenAt`). */
  live: ReadonlyMap<string, LiveShowtime>
  /** When the service last answered (ISO): each answer, also one that says what the last one said. */
  answeredAt?: string
}

/**
 * The live status of these showtimes, for whatever shows them (a row, Min
 * festival, a shared plan): the page's batched events call, each answer kept
 * on the device, and the kept one with its time where the call failed or,
 * offline, has nothing to say; the kept one too while the service has asked
 * to wait (a 429's Retry-After, in any tab): the answer in hand is then as
 * old as the kept one, and says so with its time. Only the lazily loaded
 * live code and the plan pages import it: it brings SWR and the ticketing client.
 */
export function useLiveEvents(ids: readonly string[], options?: SWRConfiguration): LiveAnswer {
  const { events, failed, answeredAt } = useEvents(ids, options)
  const offline = typeof navigator !== "undefined" && !navigator.onLine
  // Whether the service's hold stands now: read again whenever any tab of the site writes it.
  const holding = useSyncExternalStore(
    subscribeToHold,
    () => heldUntil(Date.now()) > 0,
    () => false,
  )

  useEffect(() => {
    if (answeredAt && !failed) events.forEach((event) => keepSeen(event.id, event, answeredAt))
    // Every answer renews the kept time, also one that says what the last one said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answeredAt, failed])

  const fallBack = ids.filter((id) => failed || holding || (offline && !events.has(id)))
  const kept = fallBack.length > 0 ? lastSeenOf(fallBack) : new Map<string, LiveShowtime>()
  const live = new Map<string, LiveShowtime>(events)
  kept.forEach((seen, id) => live.set(id, seen))
  return { live, answeredAt }
}
