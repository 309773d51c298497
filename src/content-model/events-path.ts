/**
 * The ticketing service's `events` call, below each partner section's
 * address: the browser's client (src/account/api/config.ts) calls it, and a
 * build with the shared cache (GATSBY_TICKETING_EVENTS_PROXY) writes the
 * host's rule that forwards it (deploy/host-rules.mjs): both read it here.
 */
export const EVENTS_PATHS = { 118: "/api/events", 178: "/v2/events" } as const

/** What a build's GATSBY_TICKETING_EVENTS_PROXY may be: a path of the site's own, in plain characters. */
export const EVENTS_PROXY_PATTERN = /^(\/[A-Za-z0-9][A-Za-z0-9._~-]*)+$/
