/**
 * Live seat status on the built site: the showtime rows follow the ticketing
 * sandbox without a reload, Min festival notices a moved screening, and a
 * page opened offline keeps the last status seen with its time. The
 * sandbox's showtimes door changes what its `events` call answers.
 */
import type { Page } from "@playwright/test"

import { controlledByWorker, workerCanServe } from "./support/browser"
import { recordShiftsWithin, shiftsWithin } from "./support/layout-shifts"
import { BASE_URL, setSandboxFaults, setShowtime } from "./support/server"
import { expect, test, TEST_NOW } from "./support/test"

test.describe.configure({ timeout: 90_000 })

const TROLLJEGEREN = "/trolljegeren-dxm1015/"
/** Trolljegeren's Friday screening, with few seats left in the demo content. */
const FRIDAY = { id: "st-dxm1015-1", status: "few-left", start: "2027-10-15T21:15:00+02:00" } as const
/** Blodmåne: Wednesday's screening is sold out in the demo, Friday's has few seats left. */
const BLODMANE = "/blodmane-dxm1001/"
const BLODMANE_WEDNESDAY = { id: "st-dxm1001-1", status: "sold-out", start: "2027-10-13T19:00:00+02:00" } as const
const BLODMANE_FRIDAY = { id: "st-dxm1001-2", status: "few-left", start: "2027-10-15T19:15:00+02:00" } as const

/**
 * Layout shifts of the showtime rows: the site's own offline notice may slide in on a first
 * visit, and that is not the rows' doing.
 */
const recordRowShifts = (page: Page) => recordShiftsWithin(page, ".showtime, .showtimes")
const rowShiftTotal = async (page: Page) => (await shiftsWithin(page)).reduce((a, b) => a + b, 0)

/** Counts the events calls the page makes. */
/** The events calls the page makes from now on; with `path`, only those of a document at that path. */
function countEventCalls(page: Page, path?: string): () => number {
  let calls = 0
  page.on("request", (request) => {
    if (path !== undefined && new URL(request.frame().url()).pathname !== path) return
    if (/\/ticketing\/\d+\/[^?]*events\?/.test(request.url())) calls += 1
  })
  return () => calls
}

test.afterEach(async () => {
  await setSandboxFaults({})
  for (const showtime of [FRIDAY, BLODMANE_WEDNESDAY, BLODMANE_FRIDAY]) await setShowtime(showtime)
})

/** The visitor comes back to the tab, as the browser tells the page. */
const focus = (page: Page) =>
  page.evaluate(() => {
    document.dispatchEvent(new Event("visibilitychange"))
    window.dispatchEvent(new Event("focus"))
  })

/**
 * Moves the fixed clock on by `ms`, a quarter second at a time, with a moment of real time
 * between steps for what it does not hold (scripts and answers arriving over the network).
 */
async function pass(page: Page, ms: number) {
  for (let passed = 0; passed < ms; passed += 250) {
    await page.clock.runFor(Math.min(250, ms - passed))
    await page.waitForTimeout(20)
  }
}

test.describe("live seat status", () => {
  test("a showtime sold out after the build says Utsolgt, without a buy button, once the tab is back in focus", async ({
    page,
  }) => {
    const calls = countEventCalls(page)
    await recordRowShifts(page)
    const answered = page.waitForResponse((response) => response.url().includes("/events?"))
    await page.goto(BASE_URL + TROLLJEGEREN)
    const row = page.locator("#visninger").getByRole("listitem").filter({ hasText: "kl. 21:15" })
    await expect(row.getByText("Få plasser igjen")).toBeVisible()
    await answered
    await expect(row.getByRole("link", { name: /Kjøp billett/ })).toBeVisible()

    await setShowtime({ ...FRIDAY, status: "sold-out" })
    // SWR revalidates on focus at most every five seconds.
    await page.waitForTimeout(5_500)
    await page.evaluate(() => {
      document.dispatchEvent(new Event("visibilitychange"))
      window.dispatchEvent(new Event("focus"))
    })
    await expect(row.getByText("Utsolgt")).toBeVisible()
    await expect(row.getByRole("link", { name: /Kjøp billett/ })).toHaveCount(0)
    expect(calls()).toBe(2)
    expect(await rowShiftTotal(page)).toBe(0)
  })

  test("under a 429 with Retry-After: 90, a page and a second tab ask nothing for 90 s however often focused, then once each", async ({
    page,
    context,
  }) => {
    // The suite's moment, held: it moves only when the test says.
    await page.clock.install({ time: TEST_NOW })
    await page.clock.pauseAt(TEST_NOW + 1_000)
    const calls = countEventCalls(page)
    const answered = page.waitForResponse((response) => response.url().includes("/events?"))
    await page.goto(BASE_URL + TROLLJEGEREN)
    // The first look waits for the browser to be idle (at most 4 s).
    await pass(page, 5_000)
    await answered
    const row = page.locator("#visninger").getByRole("listitem").filter({ hasText: "kl. 21:15" })
    await expect(row.getByText("Få plasser igjen")).toBeVisible()

    await setSandboxFaults({ status: 429, retryAfterSeconds: 90 })
    const refused = page.waitForResponse((response) => response.url().includes("/events?"))
    await pass(page, 6_000)
    await focus(page)
    await pass(page, 2_000)
    expect((await refused).status()).toBe(429)
    expect(calls()).toBe(2)
    // The rows keep the status they had, with its time, and no error.
    await expect(row.getByText(/Status kl\. \d\d:\d\d/)).toBeVisible()
    await expect(row.getByText("Få plasser igjen")).toBeVisible()

    // A second tab of the page, opened while the word holds: it asks nothing either.
    const second = await context.newPage()
    const secondCalls = countEventCalls(second)
    await second.goto(BASE_URL + TROLLJEGEREN)
    const secondRow = second.locator("#visninger").getByRole("listitem").filter({ hasText: "kl. 21:15" })
    // The service worker answers with the app shell, which draws the page as its scripts run: on the fixed clock.
    // The first look then waits for the browser to be idle, and finds the word.
    await pass(second, 6_000)
    await expect(secondRow.getByText("Få plasser igjen")).toBeVisible()
    await expect(secondRow.getByText(/Status kl\. \d\d:\d\d/)).toBeVisible()

    // Both focused every 8 s until the 90 s are nearly over (SWR's own minute passes meanwhile).
    for (let times = 0; times < 10; times += 1) {
      await pass(page, 8_000)
      await focus(page)
      await focus(second)
    }
    await page.waitForTimeout(500)
    expect([calls(), secondCalls()]).toEqual([2, 0])

    // The 90 s over, the service answers again: one call from each tab at its next focus.
    await setSandboxFaults({})
    await pass(page, 8_000)
    const again = page.waitForResponse((response) => response.url().includes("/events?"))
    const secondAgain = second.waitForResponse((response) => response.url().includes("/events?"))
    await focus(page)
    await focus(second)
    await pass(page, 1_000)
    expect([(await again).status(), (await secondAgain).status()]).toEqual([200, 200])
    await page.waitForTimeout(500)
    expect([calls(), secondCalls()]).toEqual([3, 1])
    await expect(row.getByText(/Status kl\./)).toHaveCount(0)
  })

  test("asks once per page view on the programme, without moving anything", async ({ page }) => {
    const calls = countEventCalls(page)
    await recordRowShifts(page)
    const answered = page.waitForResponse((response) => response.url().includes("/events?"))
    await page.goto(`${BASE_URL}/program/`)
    await answered
    await page.waitForTimeout(1_000)
    expect(calls()).toBe(1)
    expect(await rowShiftTotal(page)).toBe(0)
  })

  test("Min festival shows a saved screening moved live with its new time, and another showing to swap to", async ({
    page,
  }) => {
    await page.goto(BASE_URL + BLODMANE)
    const save = page.getByRole("button", { name: /^Legg Blodmåne fredag 15\. oktober kl\. 19:15 i planen$/i })
    // Hydrated: pressed before, the toggle is a form that goes to Min festival (planner.test.ts).
    await expect(save).toHaveAttribute("aria-pressed", "false")
    await save.click()
    await expect(save).toHaveAttribute("aria-pressed", "true")

    await setShowtime({ ...BLODMANE_WEDNESDAY, status: "available" })
    await setShowtime({ ...BLODMANE_FRIDAY, start: "2027-10-15T21:45:00+02:00" })
    // Min festival's own calls: the film page left behind may still make its idle one on the way out.
    const calls = countEventCalls(page, "/min-festival/")
    await page.goto(`${BASE_URL}/min-festival/`)
    const row = page.getByRole("article", { name: "Blodmåne" })
    await expect(row.getByText("Flyttet: nå kl. 21:45 i Lille sal, før kl. 19:15 i Lille sal")).toBeVisible()
    await expect(row.getByText(/^21:45–/)).toBeVisible()
    await expect(row.getByRole("button", { name: /Blodmåne onsdag 13\. oktober kl\. 19:00/ })).toBeVisible()
    expect(calls()).toBe(1)
  })

  test("offline, a reloaded page keeps the last status seen, marked with its time", async ({ page }) => {
    await page.goto(BASE_URL + TROLLJEGEREN)
    await controlledByWorker(page)
    await setShowtime({ ...FRIDAY, status: "sold-out" })
    await page.reload({ waitUntil: "networkidle" })
    const row = page.locator("#visninger").getByRole("listitem").filter({ hasText: "kl. 21:15" })
    await expect(row.getByText("Utsolgt")).toBeVisible()
    await workerCanServe(page, TROLLJEGEREN)

    await page.context().setOffline(true)
    await page.reload()
    await expect(row.getByText(/Status kl\. \d\d:\d\d/)).toBeVisible()
    await expect(row.getByText("Utsolgt")).toBeVisible()
    await expect(row.getByRole("link", { name: /Kjøp billett/ })).toHaveCount(0)
    await page.context().setOffline(false)
  })
})
