import { readFile } from "node:fs/promises"

import ICAL from "ical.js"

import { PLAN_STORAGE_KEY } from "../src/planner/plan-store"
import { sharedPlanLink } from "../src/planner/share-link"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

/** A friend's plan of the demo programme: one film on Thursday, two on Friday. */
const FRIENDS_PLAN = ["st-dxm1013-1", "st-dxm1015-1", "st-dxm1001-2"]

test.describe("a plan shared by a link", () => {
  test("opens in a fresh browser, shows the friend's plan by day, and goes into my own plan", async ({
    newContext,
  }) => {
    const page = await (await newContext()).newPage()
    await page.goto(sharedPlanLink(FRIENDS_PLAN, BASE_URL))

    await expect(page.getByRole("heading", { level: 1, name: "En delt plan" })).toBeVisible()
    await expect(page.getByText("Planen har 3 forestillinger.")).toBeVisible()
    const days = page.getByRole("main").getByRole("region")
    await expect(days).toHaveCount(2)
    await expect(days.first()).toHaveAccessibleName("torsdag 14. oktober 2027")
    await expect(days.first().getByRole("listitem")).toHaveCount(1)
    await expect(days.nth(1)).toHaveAccessibleName("fredag 15. oktober 2027")
    await expect(days.nth(1).getByRole("link")).toHaveText(["Blodmåne", "Trolljegeren"])
    await expect(page.getByRole("link", { name: "Bleeding Static" })).toHaveAttribute(
      "href",
      "/bleeding-static-dxm1013/",
    )

    await page.getByRole("button", { name: "Legg alle i min plan" }).click()
    await expect(page.getByRole("status").filter({ hasText: "3 forestillinger er lagt i planen din." })).toBeVisible()
    await expect(page.getByText("Også i planen din")).toHaveCount(3)
    const saved = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "[]"), PLAN_STORAGE_KEY)
    expect((saved as { id: string }[]).map(({ id }) => id).sort()).toEqual([...FRIENDS_PLAN].sort())

    await page.reload()
    await expect(page.getByText("Også i planen din")).toHaveCount(3)
  })

  test("downloads the plan as a calendar file that a strict reader accepts", async ({ page }) => {
    const refused: string[] = []
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refused.push(message.text())
    })
    await page.goto(sharedPlanLink(FRIENDS_PLAN, BASE_URL))
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Last ned planen til kalenderen" }).click(),
    ])
    expect(download.suggestedFilename()).toBe("ramaskrik-plan.ics")
    const text = await readFile(await download.path(), "utf8")
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line, "utf8") <= 75)).toBe(true)
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent")
    expect(events.map((event) => event.getFirstPropertyValue("uid")).sort()).toEqual(
      FRIENDS_PLAN.map((id) => `${id}@ramaskrik.no`).sort(),
    )
    const bleeding = events.find((event) => event.getFirstPropertyValue("uid") === "st-dxm1013-1@ramaskrik.no")
    expect((bleeding?.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(
      "2027-10-14T08:00:00.000Z",
    )
    expect(bleeding?.getFirstPropertyValue("location")).toBe("Oppdal kulturhus, Store sal")
    expect(refused).toEqual([])
  })

  test("explains a link cut short instead of showing half a plan", async ({ page }) => {
    await page.goto(sharedPlanLink(FRIENDS_PLAN, BASE_URL).slice(0, -3))
    await expect(page.getByRole("alert")).toContainText("kuttet av")
  })

  test("tells a visitor without JavaScript why the plan does not show", async ({ newContext }) => {
    const page = await (await newContext({ javaScriptEnabled: false })).newPage()
    await page.goto(sharedPlanLink(FRIENDS_PLAN, BASE_URL))
    // Playwright's text and role locators skip <noscript>, even where the browser shows its content.
    const note = page.locator("main noscript .form-alert")
    await expect(note).toBeVisible()
    await expect(note).toContainText("denne siden trenger JavaScript")
  })
})
