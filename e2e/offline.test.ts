import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import type { Page } from "@playwright/test"

import { myTickets, qrCodes, showsTicketsOffline, signIn, ticketsShown, walletKept } from "./support/account"
import { controlledByWorker, workerCanServe } from "./support/browser"
import { startServer } from "./support/serve"
import { BASE_URL, DEPLOY_PORT, DEPLOY_URL, SANDBOX_URL, setSandboxFaults } from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })

test.afterEach(() => setSandboxFaults({}))

/** The page's registration and controller as JSON, or why they could not be read within 5 s. */
async function workersOf(page: Page): Promise<string> {
  const states = page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    const worker = (which?: ServiceWorker | null) => (which ? `${which.state} ${which.scriptURL}` : null)
    return JSON.stringify({
      controller: worker(navigator.serviceWorker.controller),
      installing: worker(registration?.installing),
      waiting: worker(registration?.waiting),
      active: worker(registration?.active),
      beforeTheDeploy: "beforeTheDeploy" in window,
    })
  })
  const late = new Promise<string>((resolve) => setTimeout(() => resolve("the page did not answer within 5 s"), 5_000))
  return Promise.race([states.catch((error: Error) => `not readable: ${error.message}`), late])
}

test.describe("the service worker", () => {
  test("announces that the site works offline, politely", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    const notice = page.getByRole("status").filter({ hasText: "Ramaskrik virker nå også uten nett" })
    await expect(notice).toBeVisible({ timeout: 30_000 })
  })

  test("reloads pages the visitor has seen without a network", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await controlledByWorker(page)
    // Seen means its template ran, not only its HTML: on a busy machine the network was idle
    // before the programme's scripts had asked for its template (stop 49's CI).
    const template = page.waitForResponse(/\/component---src-templates-page-programme-tsx-[0-9a-f]+\.js$/)
    await page.goto(`${BASE_URL}/program/`, { waitUntil: "networkidle" })
    await template
    await page.goto(`${BASE_URL}/festivalhotell/`, { waitUntil: "networkidle" })
    // Not the network idle: the worker may still be caching what the pages loaded (a busy machine).
    await workerCanServe(page, "/program/")
    await page.context().setOffline(true)
    await page.goto(`${BASE_URL}/program/`)
    await expect(page).toHaveTitle("Ramaskrik | Program")
    await expect(page.getByRole("heading", { name: "Program" }).first()).toBeVisible()
    await page.reload()
    await expect(page).toHaveTitle("Ramaskrik | Program")
  })

  test("stays on the page when the worker's own script cannot be fetched as it takes over", async ({ page }) => {
    // The network gone at the moment the worker activates: the chunk gatsby-browser loads then fails.
    // Gatsby hard-navigates on an unhandled "Loading chunk failed", which offline means "Du er uten nett".
    await page.context().route(/\/keep-loaded-[0-9a-f]+\.js$/, (route) => route.abort("internetdisconnected"))
    const failed = page.waitForEvent("console", (message) => message.text().startsWith("bundle loading error"))
    await page.goto(`${BASE_URL}/`)
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
    await controlledByWorker(page)
    await failed
    // Gatsby's handler navigates at once; give a late navigation its chance before looking.
    await page.waitForTimeout(1_000)
    expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true)
    await expect(page.getByRole("heading", { name: "Du er uten nett" })).toHaveCount(0)
  })

  test("reloads the page when a new deploy's worker replaces the controlling one", async ({ page }) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-deploy-"))
    cpSync(path.resolve("dist"), dir, { recursive: true })
    // A deploy, as on a host: a server process of its own on a copy of the site, started again after the change.
    const deploy = () => startServer("scripts/serve.mjs", DEPLOY_PORT, { DIST_DIR: dir })
    let server = await deploy()
    try {
      await page.goto(`${DEPLOY_URL}/`)
      await controlledByWorker(page)
      // The first worker must be done installing (it precaches the site) before an update counts;
      // after the deploy the browser is asked to look for the new worker until the page reloads.
      await page.evaluate(() =>
        navigator.serviceWorker.ready.then(
          (registration) =>
            new Promise<void>((resolve) => {
              const settled = () => registration.installing === null && registration.active?.state === "activated"
              const wait = () => (settled() ? resolve() : setTimeout(wait, 100))
              wait()
            }),
        ),
      )
      await page.evaluate(() => Object.assign(window, { beforeTheDeploy: true }))
      await server.stop()
      let deploys = 1
      const changeWorker = () => appendFileSync(path.join(dir, "sw.js"), `\n// deploy ${++deploys}\n`)
      changeWorker()
      server = await deploy()
      // Its failure is kept, not thrown: the page's workers are read first (below).
      const reloaded = page.waitForEvent("load", { timeout: 60_000 }).then(
        () => undefined,
        (error: Error) => error,
      )
      const update = () =>
        page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
      // Chromium parks a new worker whose activation meets a fetch the old worker is answering (here
      // the page's prefetches when idle): it stays "installed", skipWaiting() or not, until the page
      // navigates or another worker comes (w3c/ServiceWorker#1295; 4 of 8 tries parked with a page
      // fetching through its worker as the new one installed, probe of 29 November 2026). A visitor's
      // next link then loads the new site in full (Gatsby's ___swUpdated). Here, as a next deploy
      // would, the host changes the worker again when one has waited through two looks.
      let waitedLooks = 0
      const look = async () => {
        const waiting = await page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state),
        )
        waitedLooks = waiting === "installed" ? waitedLooks + 1 : 0
        if (waitedLooks === 2) {
          waitedLooks = 0
          changeWorker()
        }
        await update()
      }
      const askForUpdates = setInterval(() => void look().catch(() => undefined), 2000)
      // The page may reload while this call is out; that is the point.
      await update().catch(() => undefined)
      const notReloaded = await reloaded.finally(() => clearInterval(askForUpdates))
      // Say how far the takeover got, so that a failure shows where it stopped.
      if (notReloaded) {
        throw new Error(`${notReloaded.message}\n${deploys} deploys; the page's workers then: ${await workersOf(page)}`)
      }
      expect(await page.evaluate(() => "beforeTheDeploy" in window)).toBe(false)
    } finally {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

test.describe("the ticket wallet", () => {
  test("shows the tickets with QR codes offline after Min side was opened once", async ({ page }) => {
    await showsTicketsOffline(page)
  })
})

test.describe("when the ticketing service misbehaves", () => {
  test("is down: Min side says so and the rest of the site works", async ({ page }) => {
    await signIn(page)
    await setSandboxFaults({ status: 503 })
    await page.reload()
    await expect(myTickets(page).getByRole("alert").filter({ hasText: "Billettsystemet har problemer" })).toBeVisible()
    await page.getByRole("link", { name: "Kjøp billetter" }).first().click()
    await expect(page).toHaveURL(`${BASE_URL}/kjop-billetter/`)
  })

  test("cannot be reached: Min side says so, keeps the tickets it had, and the rest of the site works", async ({
    newContext,
  }) => {
    // Without the offline worker: the browser's request routing does not see what a worker fetches.
    const page = await (await newContext({ serviceWorkers: "block" })).newPage()
    await signIn(page)
    const tickets = myTickets(page)
    await ticketsShown(tickets)
    // The wallet is written once the QR images are in: a reload before that has nothing to keep.
    await walletKept(page)
    // The connection itself fails, as when the service's host is gone; the site's own server still answers.
    await page.route(`${SANDBOX_URL}/ticketing/**`, (route) => route.abort("connectionrefused"))
    await page.reload()
    await expect(
      tickets
        .getByRole("status")
        .filter({ hasText: "Vi får ikke kontakt med billettsystemet. Billettene under er lagret på denne enheten" }),
    ).toBeVisible()
    await expect(qrCodes(tickets)).toHaveCount(3)
    await expect(
      page
        .getByRole("region", { name: "Ønskeliste" })
        .getByRole("alert")
        .filter({ hasText: "Vi får ikke kontakt med billettsystemet" }),
    ).toBeVisible()
    await page.getByRole("link", { name: "Kjøp billetter" }).first().click()
    await expect(page).toHaveURL(`${BASE_URL}/kjop-billetter/`)
  })

  test("is slow (over 5 s): the visitor sees that tickets are on their way, and then gets them", async ({ page }) => {
    await signIn(page)
    await setSandboxFaults({ delayMs: 6000 })
    await page.reload()
    const tickets = myTickets(page)
    await expect(tickets.getByRole("status").filter({ hasText: "Henter billettene dine" })).toBeVisible()
    await ticketsShown(tickets, 20_000)
  })
})
