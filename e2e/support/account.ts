import type { Locator, Page } from "@playwright/test"

import { controlledByWorker, qrImagesLoaded, workerCanServe } from "./browser"
import { BASE_URL } from "./server"
import { expect } from "./test"

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

/** Waits until the demo visitor's three tickets are shown with their QR codes. */
export const ticketsShown = (tickets: Locator, timeout?: number): Promise<void> =>
  expect(qrCodes(tickets)).toHaveCount(3, timeout === undefined ? undefined : { timeout })

/** Waits until the wallet on the device holds the tickets with their QR images (saved after they show). */
export const walletKept = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    (window.localStorage.getItem("ramaskrik.ticketWallet") ?? "").includes("data:image/svg+xml"),
  )

/**
 * Signs in on the site at `base`, opens Min side once with the offline
 * worker in control, then reloads it without a network: the tickets must
 * show with their QR codes from the wallet.
 */
export async function showsTicketsOffline(page: Page, base = BASE_URL): Promise<void> {
  await signIn(page, base)
  await controlledByWorker(page)
  const tickets = myTickets(page)
  await ticketsShown(tickets)
  await walletKept(page)
  await workerCanServe(page, "/min-side/")
  await page.context().setOffline(true)
  // Playwright's offline mode cuts the network, but with Chromium 150 a reloaded page still reads
  // navigator.onLine as true; a browser that is really offline says false, as here.
  await page.context().addInitScript(() => Object.defineProperty(navigator, "onLine", { get: () => false }))
  await page.reload()
  await expect(tickets.getByRole("status").filter({ hasText: "Du er uten nett." })).toBeVisible()
  await ticketsShown(tickets)
  await qrImagesLoaded(page)
}
