/**
 * The newsletter's one endpoint: POST { email } as JSON, at
 * GATSBY_NEWSLETTER_URL, which every build names (docs/deploy.md).
 */
export const NEWSLETTER_ENDPOINT: string = process.env.GATSBY_NEWSLETTER_URL ?? ""

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
  // A plain Error: a subclass of Error costs Babel's wrapNativeSuper helpers in every page's first load.
  if (!res.ok) throw new Error(`Newsletter subscription failed with status ${res.status}`)
}
