/**
 * What a visitor's account leaves in the browser: nothing once they sign
 * out (Cache Storage and storage alike), and a session that holds in every
 * tab when the ticketing service rotates refresh tokens.
 */
import type { Page } from "@playwright/test"

import { DEMO, myTickets, signIn, ticketsShown } from "./support/account"
import { controlledByWorker } from "./support/browser"
import { BASE_URL, SANDBOX_URL, sandboxCounts, setSandboxFaults } from "./support/server"
import { expect, test } from "./support/test"

test.afterEach(() => setSandboxFaults({}))

/** Every URL in every cache of Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })

/** Every key and value of local and session storage, as text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [window.localStorage, window.sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ""}`))
      .join("\n"),
  )

test("signing out leaves nothing of the visitor in Cache Storage or storage", async ({ page }) => {
  await signIn(page)
  await controlledByWorker(page)
  await ticketsShown(myTickets(page))
  await page.waitForFunction(() => (window.localStorage.getItem("ramaskrik.ticketWallet") ?? "").includes("data:image"))
  // A QR code as a worker of an earlier release kept it, under its runtime cache's name.
  const keptQrCode = `${SANDBOX_URL}/ticketing/qr/RMSK-DEMO-1.svg`
  await page.evaluate(async (url) => {
    const cache = await caches.open(`workbox-runtime-${window.location.origin}/`)
    await cache.put(
      url,
      new Response("<svg xmlns='http://www.w3.org/2000/svg'/>", { headers: { "Content-Type": "image/svg+xml" } }),
    )
  }, keptQrCode)
  expect(await cachedUrls(page)).toContain(keptQrCode)

  await page.getByRole("button", { name: "Logg ut" }).click()
  await expect(page.getByRole("banner").getByRole("link", { name: "Logg inn" })).toBeVisible()
  await expect.poll(async () => (await cachedUrls(page)).filter((url) => !url.startsWith(BASE_URL))).toEqual([])
  const stored = await storedText(page)
  expect(stored).not.toContain(DEMO.email)
  expect(stored).not.toContain(DEMO.userName)
  expect(stored).not.toContain("data:image")
})

test("two tabs whose token expired together stay signed in when the service rotates refresh tokens", async ({
  context,
}) => {
  const first = await context.newPage()
  await signIn(first)
  await ticketsShown(myTickets(first))
  const second = await context.newPage()
  await second.goto(`${BASE_URL}/min-side/`)
  await ticketsShown(myTickets(second))
  const before = (await sandboxCounts()).refreshes

  await setSandboxFaults({ rotateRefreshTokens: true, expireTokens: true })
  await Promise.all([first.reload(), second.reload()])
  for (const page of [first, second]) {
    await ticketsShown(myTickets(page))
    await expect(page.getByRole("banner").getByRole("link", { name: /^Innlogget som / })).toBeVisible()
  }
  expect((await sandboxCounts()).refreshes - before).toBe(1)
})
