import { test as base, type BrowserContext, type BrowserContextOptions } from "@playwright/test"

import { CONSENT_STORAGE_KEY, type ConsentAnswer } from "../../src/analytics/consent"
import { moveDate } from "./move-date"
import { testNow } from "./test-now.json"

export { expect } from "@playwright/test"

/** Google's tag manager and the analytics it loads: no test ever reaches them over the network. */
export const GOOGLE_TAGS =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//

/**
 * What the browser's clock says as a test starts: a day a year before the demo festival (data/
 * has it in October 2027), so that what pages say of now (a screening begun, a ticket past, the
 * next showing, a clash still to come) is the same on whatever day the suite runs. From there it
 * runs on in real time. A test file may choose another moment with `test.use({ browserNow })`; a
 * test that holds or moves time uses `page.clock` on top. `npm test` builds the site at the same
 * moment (`GATSBY_TEST_NOW`, src/content-model/build-clock.ts), so the HTML agrees.
 */
export const TEST_NOW = Date.parse(testNow)

/**
 * Every context a test opens, the default `page`'s and `newContext`'s alike:
 * Google's hosts are cut off, the clock shows the test's moment (`clockOffset`
 * from the real one), and the visitor has already answered the
 * cookie question (`consent`, "denied" unless a test file says otherwise;
 * null for a visitor who has not answered), so the question does not stand
 * over what a test looks at.
 */
async function prepare(context: BrowserContext, consent: ConsentAnswer | null, clockOffset: number): Promise<void> {
  await context.route(GOOGLE_TAGS, (route) => route.abort("blockedbyclient"))
  await context.addInitScript(moveDate, clockOffset)
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
 * Playwright's test with the setup above, its options (`consent`, `browserNow`),
 * and one more fixture: `newContext`, another context in the test's browser
 * (JavaScript off, service workers blocked, a phone's viewport), closed after
 * the test like the default `page`'s own.
 */
export const test = base.extend<{
  consent: ConsentAnswer | null
  browserNow: number
  /** How far the browser's clock is from the real one: set once per test, so all its contexts agree. */
  clockOffset: number
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
}>({
  consent: ["denied", { option: true }],
  browserNow: [TEST_NOW, { option: true }],
  clockOffset: async ({ browserNow }, use) => {
    await use(browserNow - Date.now())
  },
  context: async ({ context, consent, clockOffset }, use) => {
    await prepare(context, consent, clockOffset)
    await use(context)
  },
  newContext: async ({ browser, consent, clockOffset }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options) => {
      const context = await browser.newContext(options)
      await prepare(context, consent, clockOffset)
      contexts.push(context)
      return context
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})
