/**
 * "Lag planen for meg" in the built site: wishes marked on the film pages,
 * the plan the solver makes from them on Min festival, saved into the plan
 * and its timeline, and "Finn en ny plan" after the sandbox sells a planned
 * showing out. A "Må se" of a signed-in visitor reaches their watch list even
 * when they leave the page before the service answered.
 *
 * From the demo programme: Blodmåne's Wednesday screening is sold out, so it
 * can only be Friday 19:15; Setra's Friday 19:00 clashes with that, so Setra
 * is Sunday; Myrmannen on Friday at 17:00 fits before Blodmåne and spares the
 * visitor a Thursday night, so it is Friday's, and Thursday's is the way out
 * when Friday's sells.
 */
import { randomUUID } from "node:crypto"

import type { Page } from "@playwright/test"

import { controlledByWorker, workerCanServe } from "./support/browser"
import { BASE_URL, setShowtime } from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })

const MYRMANNEN_FRIDAY = { id: "st-dxm1005-2", status: "available", start: "2027-10-15T17:00:00+02:00" } as const

test.afterEach(() => setShowtime(MYRMANNEN_FRIDAY))

async function mark(page: Page, path: string, name: string) {
  await page.goto(BASE_URL + path)
  const button = page.getByRole("button", { name, exact: true })
  await expect(button).toHaveAttribute("aria-pressed", "false")
  await button.click()
  await expect(button).toHaveAttribute("aria-pressed", "true")
}

const main = (page: Page) => page.getByRole("main")

test.describe("Lag planen for meg", () => {
  test("makes a plan from three wishes, saves it into the timeline, and mends it when a showing sells out", async ({
    page,
  }) => {
    await mark(page, "/blodmane-dxm1001/", "Må se: Blodmåne")
    await mark(page, "/setra-dxm1010/", "Vil gjerne se: Setra")
    await mark(page, "/myrmannen-dxm1005/", "Vil gjerne se: Myrmannen")

    await page.goto(`${BASE_URL}/min-festival/`)
    const maker = page.getByRole("region", { name: "Lag planen for meg" })
    await expect(maker).toContainText("Du har merket 3 filmer.")
    await maker.getByRole("button", { name: "Lag planen for meg" }).click()
    const proposal = page.getByRole("region", { name: "Forslaget" })
    await expect(proposal).toContainText(
      "Planen får med 3 filmer du har merket: alle 1 du må se, og 2 av 2 du vil gjerne se.",
    )
    await expect(proposal.getByRole("heading", { level: 4 })).toHaveText([
      "fredag 15. oktober 2027",
      "søndag 17. oktober 2027",
    ])
    await proposal.getByRole("button", { name: "Legg planen inn" }).click()
    await expect(page.getByText("Planen er lagt inn: 3 visninger lagt til.")).toBeVisible()

    await expect(main(page).getByRole("heading", { level: 2, name: /2027$/ })).toHaveText([
      "fredag 15. oktober 2027",
      "søndag 17. oktober 2027",
    ])
    const friday = page.getByRole("group", { name: "Tidslinje, fredag 15. oktober 2027" })
    await expect(friday.getByRole("link", { name: /^(Myrmannen|Blodmåne)/ })).toHaveCount(2)
    await expect(main(page).getByText(/Kolliderer/)).toHaveCount(0)

    // The cinema sells Friday's Myrmannen out; the plan hears it from the live status.
    await setShowtime({ ...MYRMANNEN_FRIDAY, status: "sold-out" })
    await page.reload()
    await expect(maker).toContainText("Myrmannen fredag 15. oktober kl. 17:00 er endret.")
    await maker.getByRole("button", { name: "Finn en ny plan" }).click()
    const mend = page.getByRole("region", { name: "Forslag til ny plan" })
    await expect(mend.getByRole("heading", { name: "Tas ut av planen" })).toBeVisible()
    await expect(mend.getByRole("listitem").filter({ hasText: /^Myrmannen fredag/ })).toHaveCount(1)
    await mend.getByRole("button", { name: "Legg inn endringen" }).click()

    await expect(main(page).getByRole("heading", { level: 2, name: /2027$/ })).toHaveText([
      "torsdag 14. oktober 2027",
      "fredag 15. oktober 2027",
      "søndag 17. oktober 2027",
    ])
    await expect(page.getByRole("article", { name: "Myrmannen" })).toContainText("19:00")
    await expect(page.getByRole("article", { name: "Blodmåne" })).toContainText("19:15")
    await expect(page.getByRole("article", { name: "Setra" })).toContainText("19:15")
  })

  test("works the plan out in a worker of its own, started before the press, so the press fetches nothing", async ({
    page,
  }) => {
    await mark(page, "/blodmane-dxm1001/", "Må se: Blodmåne")
    await mark(page, "/setra-dxm1010/", "Vil gjerne se: Setra")
    const started = page.waitForEvent("worker")
    await page.goto(`${BASE_URL}/min-festival/`)
    // Started when the browser was first idle, with the solver's code: its script has arrived once the worker can run code.
    const worker = await started
    expect(await worker.evaluate(() => typeof self.postMessage)).toBe("function")
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))

    const maker = page.getByRole("region", { name: "Lag planen for meg" })
    await maker.getByRole("button", { name: "Lag planen for meg" }).click()
    await expect(page.getByRole("region", { name: "Forslaget" })).toContainText(
      "Planen får med 2 filmer du har merket: alle 1 du må se, og 1 av 1 du vil gjerne se.",
    )
    expect(requested.filter((url) => url.endsWith(".js"))).toEqual([])
    expect(page.workers()).toEqual([worker])
  })

  test("makes the plan without a network once Min festival has been visited with wishes", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await controlledByWorker(page)
    await mark(page, "/blodmane-dxm1001/", "Må se: Blodmåne")
    await mark(page, "/setra-dxm1010/", "Vil gjerne se: Setra")
    const started = page.waitForEvent("worker")
    await page.goto(`${BASE_URL}/min-festival/`, { waitUntil: "networkidle" })
    const script = new URL((await started).url()).pathname
    await workerCanServe(page, "/min-festival/")
    await expect.poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), script)).toBe(true)

    await page.context().setOffline(true)
    await page.reload()
    const maker = page.getByRole("region", { name: "Lag planen for meg" })
    await maker.getByRole("button", { name: "Lag planen for meg" }).click()
    await expect(page.getByRole("region", { name: "Forslaget" })).toContainText(
      "Planen får med 2 filmer du har merket: alle 1 du må se, og 1 av 1 du vil gjerne se.",
    )
  })

  test("offers a signed-in visitor's watch list as wishes, and a «Må se» pressed on a film page joins it", async ({
    page,
    newContext,
  }) => {
    // A visitor of their own: the demo visitor's watch list is the account tests'.
    const email = `planlegger-${randomUUID()}@example.no`
    await page.goto(`${BASE_URL}/ny-bruker/`)
    await page.getByLabel("Navn").fill("Planlegger")
    await page.getByLabel("E-post").fill(email)
    await page.getByLabel("Passord").fill("skrekkelig-lang")
    await page.getByRole("button", { name: "Opprett bruker" }).click()
    await expect(page).toHaveURL(`${BASE_URL}/min-side/`)

    // The visitor leaves the film page before the service has answered the «Må se»: the add is never
    // heard there. The film waits on the device, and Min festival sends it before it reads the list.
    let held = false
    await page.route(/watchlist/, (route) => {
      if (held || route.request().method() !== "POST") return route.fallback()
      held = true // and never answered: the page goes away with it
    })
    const sent = page.waitForRequest((request) => request.method() === "POST" && /watchlist/.test(request.url()))
    await mark(page, "/setra-dxm1010/", "Må se: Setra")
    await sent
    await page.goto(`${BASE_URL}/min-festival/`)
    await expect(page.getByRole("region", { name: "Fra ønskelisten din" })).toContainText("Setra")

    // Another device: no wishes stored there, the watch list offers the film.
    const other = await (await newContext()).newPage()
    await other.goto(`${BASE_URL}/logg-inn/`)
    await other.getByLabel("E-post").fill(email)
    await other.getByLabel("Passord").fill("skrekkelig-lang")
    await other.getByRole("button", { name: "Logg inn" }).click()
    await expect(other).toHaveURL(`${BASE_URL}/min-side/`)
    await other.goto(`${BASE_URL}/min-festival/`)
    const offered = other.getByRole("region", { name: "Fra ønskelisten din" })
    await expect(offered.getByRole("heading", { name: "Setra" })).toBeVisible()
    await offered.getByRole("button", { name: "Må se: Setra", exact: true }).click()
    const maker = other.getByRole("region", { name: "Lag planen for meg" })
    await expect(maker).toContainText("Du har merket 1 film.")
  })
})
