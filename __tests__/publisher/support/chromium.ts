/**
 * The status page in the tests' Chromium (e2e/support/test-chromium.mjs), logged in as an editor, and axe run
 * over it: what the status page tests look at as an editor would (and what
 * another page can do with that editor's browser).
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { chromium, type BrowserContext, type Page } from "playwright-core"

import { testChromium } from "../../../e2e/support/test-chromium.mjs"
import { url } from "./harness"

const flags = JSON.parse(readFileSync(path.join(process.cwd(), "e2e/support/chromium-flags.json"), "utf8")) as string[]

/**
 * Debian's Chromium with an editor logged in (it answers the publisher's
 * password prompt); `bypassCSP` for axe, which is injected.
 */
export async function asEditor(
  run: (context: BrowserContext) => Promise<void>,
  options: { bypassCSP?: boolean } = {},
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: testChromium,
    args: flags,
  })
  try {
    const context = await browser.newContext({
      httpCredentials: { username: "redaktor", password: "skrekk-og-gru" },
      bypassCSP: options.bypassCSP ?? false,
    })
    await run(context)
  } finally {
    await browser.close()
  }
}

/**
 * Opens `/publisering/` and hands the page to `run`, with the `Refresh` header
 * the publisher sent for the page shown last. The browser is kept from
 * following that header: the page would reload itself every 5 s under a look
 * that takes longer on a busy machine (axe's run was cut by a reload in CI,
 * stop 49). The page's HTML is the publisher's, unchanged.
 */
export function onStatusPage(run: (page: Page, refreshSent: () => string | undefined) => Promise<void>): Promise<void> {
  // axe is injected; the page itself has no script and allows none.
  return asEditor(
    async (context) => {
      const page = await context.newPage()
      let refresh: string | undefined
      await page.route(
        (address) => address.pathname === "/publisering/",
        async (route) => {
          const response = await route.fetch()
          const { refresh: sent, ...headers } = response.headers()
          refresh = sent
          await route.fulfill({ response, headers })
        },
      )
      await page.goto(url("/publisering/"))
      await run(page, () => refresh)
    },
    { bypassCSP: true },
  )
}

/** The ids of the rules axe finds broken on the page. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: path.join(process.cwd(), "node_modules/axe-core/axe.min.js") })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe
    return (await axe.run()).violations.map((violation) => violation.id)
  })
}
