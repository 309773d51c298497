/**
 * The site's security.txt (RFC 9116), at /.well-known/security.txt: where to
 * report a security problem, from SECURITY_CONTACT (docs/deploy.md). The file
 * must say when it goes stale; the build writes a date just under a year
 * ahead, counted from the day it ran, so every rebuild renews it and two
 * builds on one day write the same bytes.
 */
import { DEPLOY_PROBLEM_FILE, SANDBOX_SWITCH } from "./deploy-settings"
import type { ContentProblem } from "./problems"

export const SECURITY_CONTACT_VARIABLE = "SECURITY_CONTACT"
export const SECURITY_TXT_FILE = ".well-known/security.txt"

/** The demo's contact: the festival's one address in the demo content. */
const SANDBOX_CONTACT = "mailto:post@ramaskrik.no"
const DAY_MS = 86_400_000
/** RFC 9116 asks for less than a year. */
const VALID_DAYS = 364

function contactProblem(value: string): string | undefined {
  if (/[\s\p{Cc}]/u.test(value)) return `${JSON.stringify(value)} must be one address with no spaces or line breaks`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${JSON.stringify(value)} is not an address: give mailto:…, https://… or tel:…`
  }
  if (url.protocol === "mailto:")
    return /^[^@]+@[^@]+\.[^@]+$/.test(url.pathname) ? undefined : `${JSON.stringify(value)} names no e-mail address`
  if (url.protocol === "https:" || url.protocol === "tel:") return undefined
  return `${JSON.stringify(value)} must be a mailto:, https: or tel: address`
}

/**
 * The contacts SECURITY_CONTACT gives (several may be separated by commas),
 * the demo's on the sandbox, none otherwise; or a problem per wrong one.
 */
export function securityContacts(env: Record<string, string | undefined>): {
  contacts: string[]
  problems: ContentProblem[]
} {
  const given = env[SECURITY_CONTACT_VARIABLE] || (env[SANDBOX_SWITCH] === "1" ? SANDBOX_CONTACT : "")
  const contacts = given
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
  const problems = contacts.flatMap((value) => {
    const message = contactProblem(value)
    return message === undefined ? [] : [{ file: DEPLOY_PROBLEM_FILE, field: SECURITY_CONTACT_VARIABLE, message }]
  })
  return problems.length > 0 ? { contacts: [], problems } : { contacts, problems }
}

/** The text of security.txt for a build on `now`. */
export function securityTxt(contacts: readonly string[], siteUrl: string, now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  const expires = new Date(today + VALID_DAYS * DAY_MS).toISOString().replace(".000Z", "Z")
  return [
    "# Written by the build from SECURITY_CONTACT (src/content-pipeline/security-txt.ts).",
    ...contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires}`,
    `Canonical: ${new URL(SECURITY_TXT_FILE, `${siteUrl}/`).href}`,
    "Preferred-Languages: nb, no, en",
    "",
  ].join("\n")
}
