/**
 * The live seat status followed: how full each showtime is now and when it
 * starts. Every showtime row on a page asks through the events store
 * (src/account/events-state.ts): the rows' ids are gathered into one batch,
 * a batch is one call (events-call.ts, split only where the URL would pass
 * MAX_EVENTS_URL), and SWR revalidates it while the page is visible.
 */
import { useAtomValue, useStore } from "jotai"
import { useEffect } from "react"
import useSWR, { type SWRConfiguration } from "swr"

import { batchesOf, eventsAtom, unrequested } from "../events-state"
import type { TicketingEvent } from "../../ticketing/types"
import { useTicketingSection } from "../use-ticketing-section"
import type { PartnerSection } from "./config"
import { askEvents, BATCH_WINDOW_MS, FOCUS_THROTTLE_MS, takeFirstAnswer } from "./events-call"
import { eventsPaused, refreshDelay } from "./events-schedule"

/** A batch fetched this recently is not fetched again for another hook (SWR's own deduping interval). */
const FRESH_MS = 2_000

/**
 * Fresh without hammering: on focus, on reconnect and every minute (±20 %,
 * drawn again each time) while the page is visible; a failed call is
 * retried at most three times, SWR's exponential backoff starting at 5 s.
 * Nothing at all, not even a retry, while the service's Retry-After holds
 * or the tab has been untouched for 30 minutes (events-schedule.ts): SWR
 * then drops the call's failure too, so the hold is no error for the rows.
 */
export const LIVE_EVENTS_SWR: SWRConfiguration = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  refreshInterval: () => refreshDelay(),
  isPaused: () => eventsPaused(),
  refreshWhenHidden: false,
  refreshWhenOffline: false,
  errorRetryCount: 3,
  errorRetryInterval: 5_000,
  dedupingInterval: FRESH_MS,
  focusThrottleInterval: FOCUS_THROTTLE_MS,
  keepPreviousData: true,
}

type Store = ReturnType<typeof useStore>

const pending = new WeakMap<Store, Set<string>>()
const loads = new WeakMap<Store, Map<string, { at: number; promise: Promise<TicketingEvent[]> }>>()

/** Gathers the ids of rows mounting together into one batch of the store. */
function enqueue(store: Store, ids: readonly string[]): void {
  let gathering = pending.get(store)
  if (!gathering) {
    const batch = new Set<string>()
    gathering = batch
    pending.set(store, batch)
    setTimeout(() => {
      pending.delete(store)
      store.set(eventsAtom, { type: "events/requested", ids: [...batch] })
    }, BATCH_WINDOW_MS)
  }
  ids.forEach((id) => gathering.add(id))
}

/**
 * One batch's call, shared by every hook that holds one of its ids: a call
 * under way or just made is not made again; the first look's answer, where
 * it was handed over, is the first call. A failure is logged once per call,
 * in the specification's words.
 */
function loadBatch(store: Store, section: PartnerSection, batch: readonly string[]) {
  const byBatch = loads.get(store) ?? new Map<string, { at: number; promise: Promise<TicketingEvent[]> }>()
  loads.set(store, byBatch)
  const key = batch.join(",")
  const known = byBatch.get(key)
  if (known && performance.now() - known.at < FRESH_MS) return known.promise
  const promise = (takeFirstAnswer(batch) ?? askEvents(section, batch)).then((items) => {
    store.set(eventsAtom, { type: "events/received", items })
    return items
  })
  byBatch.set(key, { at: performance.now(), promise })
  return promise
}

export interface LiveEvents {
  /** The live answer for the ids asked for that it had; none before the first answer. */
  events: ReadonlyMap<string, TicketingEvent>
  /** The last call failed (no network, 5xx, a malformed answer…); `events` keeps what came before. */
  failed: boolean
  /** When the service last answered (ISO): each answer, also one that says what the last one said. */
  answeredAt?: string
}

/**
 * Live events for the given ids, from the events store: ids already asked
 * for are not fetched again; rows mounting together share one batch, one
 * SWR key and one call. A failure is logged as 'Failed to fetch' (section 8).
 * `options` are laid over LIVE_EVENTS_SWR, for one reader.
 */
export function useEvents(ids: readonly string[], options?: SWRConfiguration): LiveEvents {
  const store = useStore()
  const section = useTicketingSection()
  const state = useAtomValue(eventsAtom)
  const missing = unrequested(state, ids).join(",")

  useEffect(() => {
    if (missing !== "") enqueue(store, missing.split(","))
  }, [missing, store])

  const batches = batchesOf(state, ids)
  const key = batches.length === 0 ? null : ["events", section.partnerId, ...batches.map((batch) => batch.join(","))]
  const { data, error } = useSWR(
    key,
    ([, , ...keys]: string[]) =>
      Promise.all(keys.map((batch) => loadBatch(store, section, batch.split(","))))
        // The answer's time is part of the data, so that an answer equal to the last one is still news.
        .then((all) => ({ events: all.flat(), answeredAt: new Date(Date.now()).toISOString() })),
    options ? { ...LIVE_EVENTS_SWR, ...options } : LIVE_EVENTS_SWR,
  )
  const wanted = new Set(ids)
  return {
    events: new Map((data?.events ?? []).filter(({ id }) => wanted.has(id)).map((event) => [event.id, event])),
    failed: error !== undefined,
    answeredAt: data?.answeredAt,
  }
}
