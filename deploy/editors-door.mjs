/**
 * The editors' door, one for the two places only editors may enter: the
 * publisher's status page (publisher/server.ts) and the preview of drafts
 * (`npm run serve -- --preview`, scripts/serve.mjs). Both ask for HTTP basic
 * authentication with PUBLISHER_STATUS_USER and PUBLISHER_STATUS_PASSWORD.
 *
 * Wrong passwords are limited per client by rate-limiter-flexible: after
 * FAILED_LOGINS of them within a minute of the first, that client is
 * answered 429 with Retry-After, its right password too, until the minute is
 * over. A guesser learns nothing meanwhile (every answer is the same), and
 * an editor who shares the address waits a minute at most. A request without
 * credentials (a browser's first, before it asks) is no guess, and is not
 * counted.
 *
 * Every answer behind the door, the 401s and 429s too, forbids framing: a
 * page of another port or a sibling host could otherwise frame the status
 * page, and an editor's click in the frame would pass its same-origin check.
 *
 * Plain ESM with types beside it (editors-door.d.mts): the publisher
 * (TypeScript) and scripts/serve.mjs both read it.
 */
import { timingSafeEqual } from "node:crypto"

import { RateLimiterMemory } from "rate-limiter-flexible"

/** Wrong passwords a client may send within WINDOW_SECONDS of its first. */
export const FAILED_LOGINS = 10
export const WINDOW_SECONDS = 60

/** Headers of every answer behind the door. */
export const NO_FRAMING = Object.freeze({
  "Content-Security-Policy": "frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
})

/** What is wrong with a user and password for the door (English, one line each); none when both will do. */
export function credentialsProblems(user = "", password = "") {
  const problems = []
  if (user === "" || user.includes(":")) problems.push("PUBLISHER_STATUS_USER: is not set (or holds a colon)")
  if (password.length < 8) problems.push("PUBLISHER_STATUS_PASSWORD: needs at least 8 characters")
  return problems
}

/** The answer to a client the door makes wait (Norwegian, as the pages behind it). */
export const waitText = (seconds) => `For mange feil passord. Prøv igjen om ${seconds} sekunder.\n`

/**
 * The door for `user` and `password`: `check(authorization, client)` says
 * whether the request's Authorization header lets the client in ("editor"),
 * must ask for credentials ("ask", a 401) or must wait ("wait", a 429 after
 * `retryAfter` seconds). `client` is what tells clients apart: the address.
 */
export function editorsDoor(user, password) {
  const expected = Buffer.from(`Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`)
  const failures = new RateLimiterMemory({ points: FAILED_LOGINS, duration: WINDOW_SECONDS })
  return async function check(authorization, client) {
    const earlier = await failures.get(client)
    if (earlier !== null && earlier.consumedPoints >= FAILED_LOGINS)
      return { verdict: "wait", retryAfter: Math.max(1, Math.ceil(earlier.msBeforeNext / 1000)) }
    if (authorization === undefined || authorization === "") return { verdict: "ask" }
    const given = Buffer.from(authorization)
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { verdict: "editor" }
    await failures.penalty(client)
    return { verdict: "ask" }
  }
}
