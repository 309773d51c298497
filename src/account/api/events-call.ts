/**
 * The ticketing service's `events` call itself: how full each showtime is
 * now and when it starts, for a list of ids, with no session and no state.
 * The live seat status's first look (src/live-status/first-look.tsx) makes it
 * alone; the events store's SWR hook (events.ts) makes it once there is
 * something to follow. The answer is hostile input: what is not a showtime
 * we asked for, with a status we know and a real time, is dropped, and the
 * build's values stay.
 */
import { isShowtimeStatus } from "../../content-model/showtime-status"
import type { TicketingEvent } from "../../ticketing/types"
import { list } from "../../ticketing/reply"
import { ApiError } from "../../ticketing/api-error"
import { anonymousClient, type TicketingClient } from "./send"
import { EVENTS_PROXY, siteIdentifier, type PartnerSection } from "./config"
import { heldUntil, holdEvents, saysSlowDown } from "./events-hold"

/** Past about 2,000 characters some proxies and servers refuse a URL. */
export const MAX_EVENTS_URL = 2_000
/** Slower than this, the build's values are as good an answer. */
export const EVENTS_TIMEOUT_MS = 5_000
/** Rows that mount within this window of each other ask in one batch. */
export const BATCH_WINDOW_MS = 30
/** How often the live status is asked for while the page is visible, on average (events-schedule.ts). */
export const REFRESH_MS = 60_000
/** A focus sooner than this after the last call asks nothing (SWR's own focus throttle). */
export const FOCUS_THROTTLE_MS = 5_000

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

/**
 * Where the events call goes: the ticketing service itself, or, where the
 * build names a path of the site's own (GATSBY_TICKETING_EVENTS_PROXY), the
 * host's shared cache in front of it (docs/deploy.md), which forwards the
 * same path and query. Only the events call: the account's calls carry
 * the visitor's session and never pass a shared cache.
 */
export function eventsSection(
  section: PartnerSection,
  proxy: string = EVENTS_PROXY,
  origin: string | undefined = typeof window === "undefined" ? undefined : window.location.origin,
): PartnerSection {
  // Without a page there is no origin to place the site's path on (and nothing calls it on the server).
  if (proxy === "" || origin === undefined) return section
  return { ...section, baseUrl: new URL(proxy, origin).href.replace(/\/+$/, "") }
}

/** The call's URL for these ids, as the client builds it. */
export function eventsUrl(section: PartnerSection, ids: readonly string[]): string {
  const url = new URL(eventsSection(section).baseUrl + section.paths.events)
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

const clients = new Map<number, TicketingClient>()

/**
 * The events call is anonymous: no token goes with it, and it loads no
 * session code (a first visit has none to show).
 */
function clientFor(section: PartnerSection): TicketingClient {
  const client = clients.get(section.partnerId) ?? anonymousClient(eventsSection(section))
  clients.set(section.partnerId, client)
  return client
}

/**
 * One call for these ids, its failure logged once in the specification's
 * words ('Failed to fetch', section 8) and still thrown. While the service's
 * Retry-After holds (events-hold.ts), in this tab or another, nothing is
 * sent: the call fails at once as the 429 it remembers. A 429, or a 503 that
 * says when to come back, holds every tab of the site until then.
 */
export function askEvents(section: PartnerSection, ids: readonly string[]): Promise<TicketingEvent[]> {
  const until = heldUntil(Date.now())
  if (until > 0) {
    const message = `events: not sent, the service asked to wait until ${new Date(until).toISOString()}`
    return Promise.reject(new ApiError("http", 429, undefined, message))
  }
  return fetchEvents(clientFor(section), section, ids).catch((error: unknown) => {
    console.error("Failed to fetch", error instanceof Error ? error.message : String(error))
    if (saysSlowDown(error)) holdEvents(error, Date.now())
    throw error
  })
}

let firstAnswer: { ids: ReadonlySet<string>; answer: Promise<TicketingEvent[]> } | undefined

/**
 * The first look's answer (or failure), handed to the events store where
 * it has something to show: the store's first call for these ids takes it
 * instead of asking again, so a page view still makes one call.
 */
export function offerFirstAnswer(ids: readonly string[], answer: Promise<TicketingEvent[]>): void {
  const offer = { ids: new Set(ids), answer }
  // Taken or not, a failure was logged once already: it is not an unhandled rejection as well.
  // A "slow down" is not offered: the store's first call comes once the hold is over, and asks.
  answer.catch((error: unknown) => {
    if (saysSlowDown(error) && firstAnswer === offer) firstAnswer = undefined
  })
  firstAnswer = offer
}

/** The offered answer for a batch it covers, once; undefined otherwise. */
export function takeFirstAnswer(batch: readonly string[]): Promise<TicketingEvent[]> | undefined {
  const offered = firstAnswer
  if (!offered || !batch.every((id) => offered.ids.has(id))) return undefined
  firstAnswer = undefined
  const wanted = new Set(batch)
  return offered.answer.then((items) => items.filter(({ id }) => wanted.has(id)))
}
