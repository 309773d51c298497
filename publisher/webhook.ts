/**
 * Checks a CMS delivery by Standard Webhooks (the `standardwebhooks`
 * reference library): an HMAC-SHA256 over `webhook-id`, `webhook-timestamp`
 * and the body, a timestamp within 5 minutes of now. On top of it, what the
 * library leaves to its user:
 * - a replay, a delivery whose id and timestamp were both seen before, is
 *   refused, whatever else its signature header holds (the library accepts a
 *   header with one good signature among others, and reads the timestamp as
 *   parseInt does, so `1700000000x` is `1700000000`): someone who captured it
 *   is not the CMS;
 * - a duplicate, the same id with a new timestamp (a CMS retrying a delivery
 *   it thinks was lost signs it again at the time of the retry), is accepted
 *   without a second build.
 */
import { Webhook, WebhookVerificationError } from "standardwebhooks"

import type { PublisherState } from "./state"

/** How long an id is remembered: longer than the timestamps accepted (5 minutes either side). */
const REMEMBER_MS = 11 * 60_000

export type Verdict = { kind: "new" } | { kind: "duplicate" } | { kind: "refused"; reason: string }

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const value = headers[name]
  return typeof value === "string" ? value : ""
}

export function checkDelivery(
  hook: Webhook,
  state: Pick<PublisherState, "seen">,
  body: string,
  headers: Record<string, string | string[] | undefined>,
  now = Date.now(),
): Verdict {
  const id = header(headers, "webhook-id")
  const timestamp = header(headers, "webhook-timestamp")
  const signature = header(headers, "webhook-signature")
  if (id === "" || timestamp === "" || signature === "" || id.length > 200 || signature.length > 2000)
    return { kind: "refused", reason: "missing or oversized webhook headers" }
  try {
    hook.verify(body, { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature })
  } catch (error) {
    if (error instanceof WebhookVerificationError) return { kind: "refused", reason: error.message }
    throw error
  }
  state.seen = Object.fromEntries(Object.entries(state.seen).filter(([, entry]) => now - entry.at <= REMEMBER_MS))
  const seen = state.seen
  // The time as the library read it. Entries from before were "<timestamp> <signature>": the first word counts.
  const delivery = String(parseInt(timestamp, 10))
  const earlier = seen[id]
  if (earlier?.deliveries.some((entry) => entry.split(" ")[0] === delivery))
    return { kind: "refused", reason: "replayed delivery" }
  if (earlier) {
    earlier.deliveries = [...earlier.deliveries, delivery].slice(-20)
    return { kind: "duplicate" }
  }
  seen[id] = { at: now, deliveries: [delivery] }
  return { kind: "new" }
}
