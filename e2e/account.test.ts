import type { Route } from "@playwright/test"

import { DEMO, myTickets, qrCodes, signIn, ticketsShown } from "./support/account"
import { qrImagesLoaded } from "./support/browser"
import { BASE_URL, sandboxCounts, setSandboxFaults, setWatchList } from "./support/server"
import { expect, test } from "./support/test"

test.afterEach(() => setSandboxFaults({}))

test.describe("a visitor's account in the built site", () => {
  test("signs in as the demo user and sees the tickets with QR codes", async ({ page }) => {
    await signIn(page)
    await expect(page.getByRole("link", { name: `Innlogget som ${DEMO.userName}` })).toBeVisible()
    const tickets = myTickets(page)
    await expect(tickets.getByRole("img", { name: /^QR-kode for billetten til / })).toHaveCount(3)
    // The QR images really load from the sandbox.
    await qrImagesLoaded(page)
    await expect(tickets.getByText(/^Rad \d+, seter/).first()).toBeVisible()
  })

  test("adds a film to the watch list from its page and finds it on Min side", async ({ page }) => {
    // The sandbox keeps the list for the whole run: empty it, or a second try of this test finds the film there.
    await setWatchList(DEMO.email, [])
    await signIn(page)
    await page.goto(`${BASE_URL}/trolljegeren-dxm1015/`)
    await page.getByRole("button", { name: "Legg til i ønskelisten" }).click()
    await expect(page.getByText("På ønskelisten din")).toBeVisible()
    await page.goto(`${BASE_URL}/min-side/`)
    await expect(
      page.getByRole("region", { name: "Ønskeliste" }).getByRole("link", { name: "Trolljegeren" }),
    ).toBeVisible()
  })

  test("signs out: the header offers to log in again and the token is gone", async ({ page }) => {
    await signIn(page)
    await page.getByRole("button", { name: "Logg ut" }).click()
    await expect(page.getByText(/Du er ikke logget inn/)).toBeVisible()
    await expect(page.getByRole("link", { name: "Logg inn" }).first()).toBeVisible()
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/token/)
  })

  test("shows a clear message when the password is wrong", async ({ page }) => {
    await page.goto(`${BASE_URL}/logg-inn/`)
    await page.getByLabel("E-post").fill(DEMO.email)
    await page.getByLabel("Passord").fill("ikke-riktig")
    await page.getByRole("button", { name: "Logg inn" }).click()
    await expect(page.getByRole("alert").filter({ hasText: "Feil e-post eller passord." })).toBeVisible()
  })

  test("keeps the tickets shown and says so when the service fails later", async ({ page }) => {
    await signIn(page)
    const tickets = myTickets(page)
    await ticketsShown(tickets)
    await setSandboxFaults({ status: 500 })
    await tickets.getByRole("button", { name: "Hent billettene på nytt" }).click()
    await expect(tickets.getByRole("alert").filter({ hasText: "Billettsystemet har problemer" })).toBeVisible()
    await expect(qrCodes(tickets)).toHaveCount(3)
  })

  test("meets a storm of 401s from an expired token with a single refresh, and keeps working", async ({ page }) => {
    await signIn(page)
    const tickets = myTickets(page)
    await ticketsShown(tickets)
    const answered: string[] = []
    page.on("response", (response) => {
      if (response.url().includes("/ticketing/"))
        answered.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    const before = await sandboxCounts()
    // Time passes: the token the page holds is no longer good. Every call
    // Min side makes on its next load carries it and is refused.
    await setSandboxFaults({ expireTokens: true })
    // A storm is two calls with the old token in flight at once. Whether the page's second call
    // leaves before the first one's 401 comes back is the machine's timing: the first calls are
    // held until two have left, so the test always meets the race it is about.
    const held: Route[] = []
    await page.route(/\/ticketing\//, async (route) => {
      const carriesToken = /^Bearer /.test(route.request().headers().authorization ?? "")
      if (!carriesToken || held.length >= 2) return route.continue()
      held.push(route)
      if (held.length === 2) await Promise.all(held.map((waiting) => waiting.continue()))
    })
    await page.reload()
    await expect.poll(() => answered.filter((line) => line.startsWith("401 ")).length).toBeGreaterThan(1)
    await page.waitForLoadState("networkidle")
    await ticketsShown(tickets)
    await expect(page.getByRole("alert")).toHaveCount(0)
    const after = await sandboxCounts()
    const refused = answered.filter((line) => line.startsWith("401 "))
    expect({ refused: refused.length > 1, refreshes: after.refreshes - before.refreshes }).toEqual({
      refused: true,
      refreshes: 1,
    })
  })
})
