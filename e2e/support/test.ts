import { test as base, type BrowserContext, type BrowserContextOptions } from "@playwright/test"

export { expect } from "@playwright/test"

/**
 * Playwright's test with one more fixture: `newContext`, another context in
 * the test's browser (JavaScript off, service workers blocked, a phone's
 * viewport), closed after the test like the default `page`'s own.
 */
export const test = base.extend<{ newContext: (options?: BrowserContextOptions) => Promise<BrowserContext> }>({
  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options) => {
      const context = await browser.newContext(options)
      contexts.push(context)
      return context
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})
