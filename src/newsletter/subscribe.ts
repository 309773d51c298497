/**
 * The newsletter's one endpoint: POST { email } as JSON, at
 * GATSBY_NEWSLETTER_URL, which every build names (docs/deploy.md).
 */
export const NEWSLETTER_ENDPOINT: string = process.env.GATSBY_NEWSLETTER_URL ?? ""

export class SubscribeError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Newsletter subscription failed with status ${status}`)
    this.name = "SubscribeError"
  }
}

/** A plain check before sending: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim())
}

export async function subscribe(email: string, endpoint = NEWSLETTER_ENDPOINT): Promise<void> {
  const res = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ email: email.trim() }),
  })
  if (!res.ok) throw new SubscribeError(res.status, await res.text().catch(() => ""))
}
