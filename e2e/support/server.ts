/** Where the e2e project serves dist/ while it runs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
// localhost, not 127.0.0.1: the site and the ticketing sandbox must be the same site for its session cookie.
export const BASE_URL = `http://localhost:${E2E_PORT}`
/** The sandbox the built site calls (the build's default ticketing URLs point here). */
export const SANDBOX_URL = "http://localhost:9100"

/** Switches sandbox faults on (or off with `{}`) for the browser tests. */
export async function setSandboxFaults(faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/ticketing/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(faults),
  })
  if (!response.ok) throw new Error(`The sandbox refused the faults: ${response.status}`)
}

/** How many ticketing calls and token refreshes the sandbox has answered. */
export async function sandboxCounts(): Promise<{ calls: number; refreshes: number }> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/ticketing/counts`)
  if (!response.ok) throw new Error(`The sandbox did not give its counts: ${response.status}`)
  return (await response.json()) as { calls: number; refreshes: number }
}
