import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"

import chromiumFlags from "./chromium-flags.json"

export { BASE_URL } from "./server"

/** Debian's Chromium, as CI installs it; CHROMIUM_PATH points elsewhere if needed. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Headless and quiet: no GPU, no background downloads (the Lighthouse script uses the same flags). */
const FLAGS: string[] = chromiumFlags

/** Waits until the offline worker controls the page. */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 })
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS })
}

/**
 * One browser for a test file, a fresh context for each test, so no test
 * sees another's storage, cache or service worker.
 */
export function useBrowser(options: { javaScriptEnabled?: boolean } = {}) {
  let browser: Browser
  let context: BrowserContext
  const state = {
    page: undefined as unknown as Page,
    /** Another context in the same browser, e.g. with JavaScript off; closed after the test. */
    newContext: async (contextOptions: Parameters<Browser["newContext"]>[0]) => {
      const extra = await browser.newContext(contextOptions)
      extras.push(extra)
      return extra
    },
  }
  const extras: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })
  beforeEach(async () => {
    context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true })
    state.page = await context.newPage()
  })
  afterEach(async () => {
    await Promise.all([context, ...extras.splice(0)].map((each) => each.close()))
  })
  return state
}
