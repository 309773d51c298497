/**
 * The visitor's answer to the analytics question, read on every page's first
 * load (events are dropped without a yes), so it is kept small: the question
 * itself (consent-question.tsx) is fetched after the page is up.
 */
export type ConsentAnswer = "granted" | "denied"

/** Where the answer is kept on the device: strictly necessary storage, which needs no consent itself. */
export const CONSENT_STORAGE_KEY = "ramaskrik.consent"

/** The page that says what is stored; the footer's settings link goes there without JavaScript. */
export const COOKIE_PAGE = "/article/info-om-cookies/"

/** The footer link that reopens the question. */
export const CONSENT_SETTINGS_ID = "innstillinger-for-informasjonskapsler"

/** The answer given on this page when the browser keeps no storage (private modes, storage turned off). */
let unstored: ConsentAnswer | undefined

/** The visitor's answer; none when there is none, or when what is stored is not one we wrote. */
export function consentAnswer(): ConsentAnswer | undefined {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    return stored === "granted" || stored === "denied" ? stored : undefined
  } catch {
    return unstored
  }
}

export function rememberConsent(answer: ConsentAnswer): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, answer)
  } catch {
    unstored = answer
  }
}

/** The tag manager's script for a container: what a yes loads, and what the page's security policy allows. */
export const tagManagerScript = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${id}`
