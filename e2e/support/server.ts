/**
 * Every port the browser tests use, from two variables so that two runs on
 * one machine do not meet: E2E_PORT (the built site, default 9123) and
 * SANDBOX_PORT (the ticketing sandbox, default 9100). The servers some tests
 * start themselves sit just above the site's port. The built site must call
 * the same sandbox: build it with GATSBY_TICKETING_*_URL on SANDBOX_PORT.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 9100)
/** A copy of the site that a test deploys again (offline.test.ts). */
export const DEPLOY_PORT = E2E_PORT + 1
/** The site behind Debian's nginx with deploy/nginx.conf (host.test.ts). */
export const NGINX_PORT = E2E_PORT + 4
/** The same with the events call's shared cache turned on (host.test.ts). */
export const NGINX_EVENTS_PORT = E2E_PORT + 5

// localhost, not 127.0.0.1: the site and the ticketing sandbox must be the same site for its session cookie.
export const BASE_URL = `http://localhost:${E2E_PORT}`
export const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`
export const DEPLOY_URL = `http://localhost:${DEPLOY_PORT}`
export const NGINX_URL = `http://localhost:${NGINX_PORT}`

/** The origins the sandbox answers with CORS while the browser tests run. */
export const SANDBOX_ORIGINS = [BASE_URL, `http://127.0.0.1:${E2E_PORT}`, DEPLOY_URL, NGINX_URL].join(",")

/** Changes what the sandbox's events call answers for one showtime (its status, and its start if given). */
export async function setShowtime(change: { id: string; status: string; start?: string }): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/ticketing/showtimes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(change),
  })
  if (!answer.ok) throw new Error(`The sandbox refused the change: ${await answer.text()}`)
}

/** Sets a user's watch list in the sandbox (by the service's movie ids): what a test of it starts from. */
export async function setWatchList(email: string, movieIds: string[]): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/ticketing/watch-list`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, movieIds }),
  })
  if (!answer.ok) throw new Error(`The sandbox refused the watch list: ${await answer.text()}`)
}

/** Switches sandbox faults on (or off with `{}`) for the browser tests. */
export async function setSandboxFaults(faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/ticketing/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(faults),
  })
  if (!response.ok) throw new Error(`The sandbox refused the faults: ${response.status}`)
}

export interface SandboxCounts {
  calls: number
  refreshes: number
  /** Every call that reached it, by endpoint (`events`, `login`…). */
  byEndpoint: Record<string, number>
  /** Events calls its rate limit (`eventsPerSecond`) answered 429. */
  rateLimited: number
}

/** How many ticketing calls and token refreshes the sandbox has answered. */
export async function sandboxCounts(): Promise<SandboxCounts> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/ticketing/counts`)
  if (!response.ok) throw new Error(`The sandbox did not give its counts: ${response.status}`)
  return (await response.json()) as SandboxCounts
}
