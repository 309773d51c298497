import type { Locator, Page } from "playwright-core"

import { BASE_URL } from "./server"

/** The sandbox's demo visitor (README). */
export const DEMO = { email: "demo@ramaskrik.no", password: "skrekk2025", userName: "Demo Skrekkfan" }

/**
 * Logs in as the demo visitor (on the site at `base`) and waits for Min side;
 * if it does not come, says what the page and network did.
 */
export async function signIn(page: Page, base = BASE_URL): Promise<void> {
  await page.goto(`${base}/logg-inn/`)
  await page.getByLabel("E-post").fill(DEMO.email)
  await page.getByLabel("Passord").fill(DEMO.password)
  const calls: string[] = []
  page.on("response", (response) => calls.push(`${response.status()} ${response.url()}`))
  page.on("console", (message) => calls.push(`console ${message.type()}: ${message.text()}`))
  await page.getByRole("button", { name: "Logg inn" }).click()
  await page.waitForURL(`${base}/min-side/`, { timeout: 15_000 }).catch(async () => {
    throw new Error(
      `No Min side after logging in; the page says: ${await page.locator("main").innerText()}\n${calls.join("\n")}`,
    )
  })
}

/** Min side's ticket list. */
export const myTickets = (page: Page): Locator => page.getByRole("region", { name: "Mine billetter" })

/** The tickets' QR codes. */
export const qrCodes = (tickets: Locator): Locator => tickets.getByRole("img", { name: /^QR-kode/ })

/** Waits until the first ticket's QR code is shown. */
export const ticketsShown = (tickets: Locator, timeout?: number): Promise<void> =>
  qrCodes(tickets)
    .first()
    .waitFor(timeout === undefined ? undefined : { timeout })
