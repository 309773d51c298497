/**
 * The ticketing service's `events` call: how full each showtime is now and
 * when it starts. Every showtime row on a page asks through the events store
 * (src/account/events-state.ts): the rows' ids are gathered into one batch,
 * a batch is one call (split only where the URL would pass MAX_EVENTS_URL),
 * and SWR revalidates it while the page is visible. The answer is hostile
 * input: what is not a showtime we asked for, with a status we know and a
 * real time, is dropped, and the build's values stay.
 */
import { useAtomValue, useStore } from "jotai"
import { useEffect } from "react"
import useSWR, { type SWRConfiguration } from "swr"

import { isShowtimeStatus } from "../../content-model/showtime-status"
import { batchesOf, eventsAtom, unrequested } from "../events-state"
import type { TicketingEvent } from "../../ticketing/types"
import { useTicketingSection } from "../use-ticketing-section"
import { anonymousClient, type TicketingClient } from "./send"
import { list } from "../../ticketing/reply"
import { siteIdentifier, type PartnerSection } from "./config"

/** Past about 2,000 characters some proxies and servers refuse a URL. */
export const MAX_EVENTS_URL = 2_000
/** Slower than this, the build's values are as good an answer. */
export const EVENTS_TIMEOUT_MS = 5_000
/** Rows that mount within this window of each other ask in one batch. */
const BATCH_WINDOW_MS = 30
/** A batch fetched this recently is not fetched again for another hook (SWR's own deduping interval). */
const FRESH_MS = 2_000

/**
 * Fresh without hammering: on focus, on reconnect and every minute while the
 * page is visible; a failed call is retried at most three times, SWR's
 * exponential backoff starting at 5 s.
 */
export const LIVE_EVENTS_SWR: SWRConfiguration = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  refreshInterval: 60_000,
  refreshWhenHidden: false,
  refreshWhenOffline: false,
  errorRetryCount: 3,
  errorRetryInterval: 5_000,
  dedupingInterval: FRESH_MS,
  keepPreviousData: true,
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

const isTime = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))

/**
 * The events we asked for, each with a known status and a real start; the
 * rest dropped (ids nobody asked for, unknown statuses, starts that are not
 * times, the second answer for one id). A reply that is not a list at all
 * is an ApiError("malformed").
 */
export function parseEvents(reply: unknown, asked: readonly string[]): TicketingEvent[] {
  const wanted = new Set(asked)
  const events = new Map<string, TicketingEvent>()
  list(reply, "events").forEach((item) => {
    if (!isRecord(item)) return
    const { Id: id, Status: status, Start: start } = item
    if (typeof id !== "string" || !wanted.has(id) || events.has(id)) return
    if (!isShowtimeStatus(status) || !isTime(start)) return
    events.set(id, { id, status, start })
  })
  return [...events.values()]
}

/** The call's URL for these ids, as the client builds it. */
export function eventsUrl(section: PartnerSection, ids: readonly string[]): string {
  const url = new URL(section.baseUrl + section.paths.events)
  url.searchParams.set("ids", ids.join(","))
  url.searchParams.set("site", siteIdentifier(section))
  return url.href
}

/** The ids in as few calls as fit under `max` characters of URL each; one id too long alone still goes alone. */
export function chunkIds(ids: readonly string[], urlOf: (ids: readonly string[]) => string, max = MAX_EVENTS_URL) {
  const chunks: string[][] = []
  let current: string[] = []
  ids.forEach((id) => {
    if (current.length > 0 && urlOf([...current, id]).length > max) {
      chunks.push(current)
      current = []
    }
    current.push(id)
  })
  if (current.length > 0) chunks.push(current)
  return chunks
}

/** GET events by id: the ids comma-joined, with the site identifier from the first partner id, chunked by URL length. */
export async function fetchEvents(
  client: TicketingClient,
  section: PartnerSection,
  ids: readonly string[],
): Promise<TicketingEvent[]> {
  const site = siteIdentifier(section)
  const answers = await Promise.all(
    chunkIds(ids, (chunk) => eventsUrl(section, chunk)).map(async (chunk) =>
      parseEvents(
        await client("events", { query: { ids: chunk.join(","), site }, timeoutMs: EVENTS_TIMEOUT_MS }),
        chunk,
      ),
    ),
  )
  return answers.flat()
}

type Store = ReturnType<typeof useStore>

const clients = new Map<number, TicketingClient>()

/**
 * The events call is anonymous: no token goes with it, and it loads no
 * session code (a first visit has none to show).
 */
function clientFor(section: PartnerSection): TicketingClient {
  const client = clients.get(section.partnerId) ?? anonymousClient(section)
  clients.set(section.partnerId, client)
  return client
}

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
 * under way or just made is not made again. A failure is logged once per
 * call, in the specification's words.
 */
function loadBatch(store: Store, client: TicketingClient, section: PartnerSection, batch: readonly string[]) {
  const byBatch = loads.get(store) ?? new Map<string, { at: number; promise: Promise<TicketingEvent[]> }>()
  loads.set(store, byBatch)
  const key = batch.join(",")
  const known = byBatch.get(key)
  if (known && performance.now() - known.at < FRESH_MS) return known.promise
  const promise = fetchEvents(client, section, batch).then(
    (items) => {
      store.set(eventsAtom, { type: "events/received", items })
      return items
    },
    (error: unknown) => {
      console.error("Failed to fetch", error instanceof Error ? error.message : String(error))
      throw error
    },
  )
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
  const client = clientFor(section)
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
      Promise.all(keys.map((batch) => loadBatch(store, client, section, batch.split(","))))
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
