/**
 * The ticketing service's "slow down": a 429, or a 503 with Retry-After,
 * holds every events call of the site until the time it names. The word is
 * kept in the device's storage, as the consent and the session are, so that
 * every tab of the site holds, and a tab opened meanwhile asks nothing
 * either. Narrowed when read: storage is input too.
 */
import { announceStoredKey, subscribeStoredKey } from "../../components/stored-key"
import { ApiError } from "../../ticketing/api-error"

export const EVENTS_HOLD_STORAGE_KEY = "ramaskrik.liveStatusHold"

/** Where Retry-After says nothing usable (absent, garbage): one refresh interval. */
export const DEFAULT_HOLD_MS = 60_000
/** A Retry-After of 0, or a date already past: still not at once. */
export const MIN_HOLD_MS = 1_000
/** However long a service (or a broken header) asks for, the rows ask again after this. */
export const MAX_HOLD_MS = 10 * 60_000

const clamp = (ms: number) => Math.min(MAX_HOLD_MS, Math.max(MIN_HOLD_MS, ms))

/** RFC 9110's preferred form, and the obsolete RFC 850 one: a weekday, a comma, GMT. */
const HTTP_DATE = /^[A-Z][a-z]{2,8}, [0-3]?\d[ -][A-Z][a-z]{2}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT$/
/** asctime(), which HTTP dates may also be, in UTC. */
const ASCTIME = /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/

/**
 * How long a Retry-After asks to wait, from `now`: whole seconds or an HTTP
 * date (RFC 9110 10.2.3), kept between MIN_HOLD_MS and MAX_HOLD_MS; anything
 * else, or nothing, DEFAULT_HOLD_MS.
 */
export function retryAfterMs(value: string | null | undefined, now: number): number {
  const text = (value ?? "").trim()
  if (/^\d{1,12}$/.test(text)) return clamp(Number(text) * 1_000)
  const date = HTTP_DATE.test(text) ? Date.parse(text) : ASCTIME.test(text) ? Date.parse(`${text} GMT`) : Number.NaN
  return Number.isNaN(date) ? DEFAULT_HOLD_MS : clamp(date - now)
}

/**
 * Whether a failed call is the service saying "slow down": any 429, and a
 * 503 that says when to come back (a 503 without it is an outage, retried
 * as any failure is).
 */
export function saysSlowDown(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === "http" &&
    (error.status === 429 || (error.status === 503 && error.retryAfter !== undefined))
  )
}

/** The hold of this tab where the browser keeps no storage (private modes, storage turned off). */
let unstored = 0

/** Until when (epoch ms) the events calls hold, or 0; a stored time beyond MAX_HOLD_MS from now is not ours. */
export function heldUntil(now: number): number {
  let stored = 0
  try {
    const text = window.localStorage.getItem(EVENTS_HOLD_STORAGE_KEY) ?? ""
    stored = /^\d{1,15}$/.test(text) ? Number(text) : 0
  } catch {
    // Storage forbidden: this tab's own hold below.
  }
  const until = Math.max(stored > now + MAX_HOLD_MS ? 0 : stored, unstored)
  return until > now ? until : 0
}

export const isHeld = (now: number): boolean => heldUntil(now) > 0

/**
 * Holds every events call of the site, in this tab and the others, for what
 * the answer's Retry-After asks (bounded); a longer hold already in place stands.
 */
export function holdEvents(error: ApiError, now: number): void {
  const until = now + retryAfterMs(error.retryAfter, now)
  if (until <= heldUntil(now)) return
  try {
    window.localStorage.setItem(EVENTS_HOLD_STORAGE_KEY, String(until))
  } catch {
    // Full or forbidden storage: this tab holds by itself.
    unstored = until
  }
  announceStoredKey(EVENTS_HOLD_STORAGE_KEY)
}

/** Follows the hold as any tab of the site changes it. */
export const subscribeToHold = (onChange: () => void) => subscribeStoredKey(EVENTS_HOLD_STORAGE_KEY, onChange)

/** This tab's hold forgotten, as on a fresh load: for tests, which share one module instance. */
export function forgetHold(): void {
  unstored = 0
}
