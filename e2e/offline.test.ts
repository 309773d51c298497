import { spawn, type ChildProcess } from "node:child_process"
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { myTickets, qrCodes, showsTicketsOffline, signIn, ticketsShown } from "./support/account"
import { BASE_URL, controlledByWorker, useBrowser } from "./support/browser"
import { SANDBOX_URL, setSandboxFaults } from "./support/server"

jest.setTimeout(90_000)

const browser = useBrowser()

afterEach(() => setSandboxFaults({}))

describe("the service worker", () => {
  it("announces that the site works offline, politely", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/`)
    const notice = page.getByRole("status").filter({ hasText: "Ramaskrik virker nå også uten nett" })
    await notice.waitFor({ timeout: 30_000 })
  })

  it("reloads pages the visitor has seen without a network", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/`)
    await controlledByWorker(page)
    await page.goto(`${BASE_URL}/program/`, { waitUntil: "networkidle" })
    await page.goto(`${BASE_URL}/festivalhotell/`, { waitUntil: "networkidle" })
    await page.context().setOffline(true)
    await page.goto(`${BASE_URL}/program/`)
    await page.waitForFunction(() => document.title === "Ramaskrik | Program")
    await page.getByRole("heading", { name: "Program" }).first().waitFor()
    await page.reload()
    await page.waitForFunction(() => document.title === "Ramaskrik | Program")
  })

  it("reloads the page when a new deploy's worker replaces the controlling one", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-deploy-"))
    cpSync(path.resolve("dist"), dir, { recursive: true })
    const port = 9124
    const base = `http://localhost:${port}`
    // A deploy, as on a host: a server process of its own on a copy of the site, started again after the change.
    const deploy = async (): Promise<ChildProcess> => {
      const server = spawn(process.execPath, ["scripts/serve.mjs"], {
        env: { ...process.env, PORT: String(port), DIST_DIR: dir },
        stdio: "ignore",
      })
      for (let tries = 0; tries < 100; tries += 1) {
        if (
          await fetch(`${base}/`).then(
            (response) => response.ok,
            () => false,
          )
        )
          return server
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error("the deploy did not come up")
    }
    let server = await deploy()
    try {
      const { page } = browser
      await page.goto(`${base}/`)
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
      server.kill()
      await new Promise((resolve) => server.once("exit", resolve))
      appendFileSync(path.join(dir, "sw.js"), "\n// a new deploy\n")
      server = await deploy()
      const reloaded = page.waitForEvent("load", { timeout: 60_000 })
      const update = () =>
        page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
      const askForUpdates = setInterval(() => void update().catch(() => undefined), 2000)
      // The page may reload while this call is out; that is the point.
      await update().catch(() => undefined)
      await reloaded.finally(() => clearInterval(askForUpdates))
      await expect(page.evaluate(() => "beforeTheDeploy" in window)).resolves.toBe(false)
    } finally {
      server.kill()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the ticket wallet", () => {
  it("shows the tickets with QR codes offline after Min side was opened once", async () => {
    await showsTicketsOffline(browser.page)
  })
})

describe("when the ticketing service misbehaves", () => {
  it("is down: Min side says so and the rest of the site works", async () => {
    const { page } = browser
    await signIn(page)
    await setSandboxFaults({ status: 503 })
    await page.reload()
    await myTickets(page).getByRole("alert").filter({ hasText: "Billettsystemet har problemer" }).waitFor()
    await page.getByRole("link", { name: "Kjøp billetter" }).first().click()
    await page.waitForURL(`${BASE_URL}/kjop-billetter/`)
  })

  it("cannot be reached: Min side says so, keeps the tickets it had, and the rest of the site works", async () => {
    // Without the offline worker: the browser's request routing does not see what a worker fetches.
    const page = await (await browser.newContext({ serviceWorkers: "block" })).newPage()
    await signIn(page)
    const tickets = myTickets(page)
    await ticketsShown(tickets)
    // The connection itself fails, as when the service's host is gone; the site's own server still answers.
    await page.route(`${SANDBOX_URL}/ticketing/**`, (route) => route.abort("connectionrefused"))
    await page.reload()
    await tickets
      .getByRole("status")
      .filter({ hasText: "Vi får ikke kontakt med billettsystemet. Billettene under er lagret på denne enheten" })
      .waitFor()
    await expect(qrCodes(tickets).count()).resolves.toBe(3)
    await page
      .getByRole("region", { name: "Ønskeliste" })
      .getByRole("alert")
      .filter({ hasText: "Vi får ikke kontakt med billettsystemet" })
      .waitFor()
    await page.getByRole("link", { name: "Kjøp billetter" }).first().click()
    await page.waitForURL(`${BASE_URL}/kjop-billetter/`)
  })

  it("is slow (over 5 s): the visitor sees that tickets are on their way, and then gets them", async () => {
    const { page } = browser
    await signIn(page)
    await setSandboxFaults({ delayMs: 6000 })
    await page.reload()
    const tickets = myTickets(page)
    await tickets.getByRole("status").filter({ hasText: "Henter billettene dine" }).waitFor()
    await ticketsShown(tickets, 20_000)
  })
})
