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

/** A JSON body through one of the sandbox's test doors (`POST /__sandbox/ticketing/{door}`), or an error with its refusal. */
async function throughDoor(door: "showtimes" | "watch-list" | "faults", body: unknown): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/ticketing/${door}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`The sandbox's ${door} door refused (${answer.status}): ${await answer.text()}`)
}

/** Changes what the sandbox's events call answers for one showtime (its status, and its start if given). */
export const setShowtime = (change: { id: string; status: string; start?: string }) => throughDoor("showtimes", change)

/** Sets a user's watch list in the sandbox (by the service's movie ids): what a test of it starts from. */
export const setWatchList = (email: string, movieIds: string[]) => throughDoor("watch-list", { email, movieIds })

/** Switches sandbox faults on (or off with `{}`) for the browser tests. */
export const setSandboxFaults = (faults: Record<string, unknown>) => throughDoor("faults", faults)

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
