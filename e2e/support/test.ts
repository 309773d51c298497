import { test as base, type BrowserContext, type BrowserContextOptions } from "@playwright/test"

import { CONSENT_STORAGE_KEY, type ConsentAnswer } from "../../src/analytics/consent"

export { expect } from "@playwright/test"

/** Google's tag manager and the analytics it loads: no test ever reaches them over the network. */
export const GOOGLE_TAGS =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//

/**
 * Every context a test opens, the default `page`'s and `newContext`'s alike:
 * Google's hosts are cut off, and the visitor has already answered the
 * cookie question (`consent`, "denied" unless a test file says otherwise;
 * null for a visitor who has not answered), so the question does not stand
 * over what a test looks at.
 */
async function prepare(context: BrowserContext, consent: ConsentAnswer | null): Promise<void> {
  await context.route(GOOGLE_TAGS, (route) => route.abort("blockedbyclient"))
  if (!consent) return
  await context.addInitScript(
    ([key, answer]) => {
      try {
        window.localStorage.setItem(key, answer)
      } catch {
        // A document without storage (about:blank): nothing to answer for.
      }
    },
    [CONSENT_STORAGE_KEY, consent] as const,
  )
}

/**
 * Playwright's test with the setup above, and one more fixture: `newContext`,
 * another context in the test's browser (JavaScript off, service workers
 * blocked, a phone's viewport), closed after the test like the default
 * `page`'s own.
 */
export const test = base.extend<{
  consent: ConsentAnswer | null
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
}>({
  consent: ["denied", { option: true }],
  context: async ({ context, consent }, use) => {
    await prepare(context, consent)
    await use(context)
  },
  newContext: async ({ browser, consent }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options) => {
      const context = await browser.newContext(options)
      await prepare(context, consent)
      contexts.push(context)
      return context
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})
