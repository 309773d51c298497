import type { Page } from "@playwright/test"

import { myTickets, qrCodes, signIn } from "./support/account"
import { violations } from "./support/axe"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })

/**
 * From the demo programme (13–17 October 2027): on Wednesday Blodmåne (19:00, Store sal) and
 * Het zwarte water (19:15, Lille sal) overlap, and so do Le dernier sommeil (21:15, Store sal)
 * and Skrekkviser ved peisen (21:30, at the hotel); Static Children that morning clashes with
 * nothing. On Friday Blodmåne ends at 20:52 in the culture house and De druknede starts at 21:00
 * at the pool, a 10-minute walk away. Het zwarte water's Friday morning showing fits the rest.
 */
const WEDNESDAY = ["st-dxm1020-1", "st-dxm1001-1", "st-dxm1033-1", "st-dxm1012-1", "st-kons25a-1"]
const FRIDAY = ["st-dxm1001-2", "st-dxm1026-1"]

/** Saves these showtimes as the toggles would: each with the time and place the programme gives it now. */
async function savePlan(page: Page, ids: readonly string[]) {
  await page.goto(`${BASE_URL}/min-festival/`)
  await page.evaluate(async (saved) => {
    const reply = (await (await fetch("/screenings.json")).json()) as {
      screenings: { id: string; title: string; start: string; venue: string; hall: string; status: string }[]
    }
    const plan = saved.map((id) => {
      const found = reply.screenings.find((screening) => screening.id === id)
      if (!found) throw new Error(`${id} is not in the programme`)
      const { title, start, venue, hall, status } = found
      return { id, seen: { title, start, venue, hall, status } }
    })
    window.localStorage.setItem("ramaskrik.plan", JSON.stringify(plan))
  }, ids)
  await page.reload()
  await expect(page.getByRole("heading", { level: 1, name: "Min festival" })).toBeVisible()
}

test.describe("Min festival's timeline", () => {
  test("warns once per clash, and draws each day's clashes and the too-short walk where they happen", async ({
    page,
  }) => {
    await savePlan(page, [...WEDNESDAY, ...FRIDAY])
    const main = page.getByRole("main")
    await expect(main.getByRole("article")).toHaveCount(7)
    // Three clashes: two overlaps on Wednesday and a walk that does not fit on Friday; one warning each.
    await expect(main.getByText(/^Kolliderer med/)).toHaveCount(3)
    await expect(page.getByRole("article", { name: "Het zwarte water" }).getByText(/^Kolliderer med/)).toHaveText(
      /^Kolliderer med Blodmåne kl\. 19:00/,
    )
    await expect(page.getByRole("article", { name: "De druknede" }).getByText(/^Kolliderer med/)).toHaveText(
      /Det er 8 min mellom dem, og turen mellom Oppdal kulturhus og Oppdal svømmehall tar 10 min\./,
    )

    const wednesday = page.getByRole("group", { name: "Tidslinje, onsdag 13. oktober 2027" })
    await expect(wednesday.getByRole("list", { name: /^Peisestua/ }).getByRole("link")).toHaveText(
      /^Skrekkviser ved peisen21:30–23:00/,
    )
    await expect(wednesday.getByRole("link", { name: /kolliderer med/ })).toHaveCount(4)
    await expect(wednesday.getByText("Kollisjon")).toHaveCount(2)
    const friday = page.getByRole("group", { name: "Tidslinje, fredag 15. oktober 2027" })
    await expect(friday.getByText("Gåtur 10 min, 8 min tid")).toBeVisible()
    expect(await violations(page)).toEqual([])

    // A block leads to its row in the list.
    await wednesday.getByRole("link", { name: /^Static Children/ }).click()
    await expect(page).toHaveURL(/#plan-st-dxm1020-1$/)
    await expect(page.getByRole("article", { name: "Static Children" })).toBeInViewport()
  })

  test("swaps a clashing screening for the film's other showing in one step, in this tab and another", async ({
    page,
  }) => {
    await savePlan(page, ["st-dxm1001-1", "st-dxm1033-1"])
    const other = await page.context().newPage()
    await other.goto(`${BASE_URL}/min-festival/`)
    await expect(other.getByRole("article", { name: "Het zwarte water" })).toHaveCount(1)

    await page
      .getByRole("article", { name: "Het zwarte water" })
      .getByRole("button", {
        name: "Bytt til denne visningen av Het zwarte water fredag 15. oktober kl. 10:00, i stedet for onsdag 13. oktober kl. 19:15",
      })
      .click()
    const moved = page.getByRole("article", { name: "Het zwarte water" })
    await expect(moved).toHaveCount(1)
    await expect(moved).toBeFocused()
    await expect(
      page.getByRole("region", { name: "fredag 15. oktober 2027" }).getByRole("article"),
    ).toHaveAccessibleName("Het zwarte water")
    await expect(page.getByText(/^Kolliderer med/)).toHaveCount(0)
    // The other tab follows the one write: the film once, on Friday.
    await expect(other.getByRole("article", { name: "Het zwarte water" })).toHaveCount(1)
    await expect(
      other.getByRole("region", { name: "fredag 15. oktober 2027" }).getByRole("article", { name: "Het zwarte water" }),
    ).toBeVisible()
  })

  test("Fjern leaves Angre with the focus, and Angre puts the screening back with the focus on it", async ({
    page,
  }) => {
    await savePlan(page, ["st-dxm1020-1", "st-dxm1001-1"])
    const remove = page.getByRole("button", {
      name: /^Fjern Static Children onsdag 13\. oktober kl\. 10:00 fra planen$/,
    })
    await remove.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("article", { name: "Static Children" })).toHaveCount(0)
    await expect(page.getByText("Static Children onsdag 13. oktober kl. 10:00 er fjernet fra planen.")).toBeVisible()
    const undo = page.getByRole("button", { name: /^Angre og legg Static Children .* tilbake i planen$/ })
    await expect(undo).toBeFocused()
    await page.keyboard.press("Enter")
    const back = page.getByRole("article", { name: "Static Children" })
    await expect(back).toBeFocused()
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText(["Static Children", "Blodmåne"])
    await page.reload()
    await expect(page.getByRole("article", { name: "Static Children" })).toBeVisible()
  })
})

test.describe("the programme's timeline", () => {
  test("shows the days with halls as lanes when Tidslinje is pressed, with its code fetched before the press", async ({
    page,
  }) => {
    await page.goto(`${BASE_URL}/program/`)
    await expect(page.getByRole("button", { name: "Liste", pressed: true })).toBeVisible()
    await page.waitForLoadState("networkidle")
    // The press answered in its own frame, and the timeline drawn with the code already there: it
    // never has to say "Henter tidslinjen" (its code and stylesheet came while the browser was idle).
    const answered = await page.getByRole("button", { name: "Tidslinje" }).evaluate(async (button: HTMLElement) => {
      const waited = { said: false }
      const watch = new MutationObserver(() => {
        waited.said ||= document.body.textContent?.includes("Henter tidslinjen") ?? false
      })
      watch.observe(document.body, { subtree: true, childList: true, characterData: true })
      button.click()
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const pressed = button.getAttribute("aria-pressed")
      while (!document.querySelector(".timeline__scroll")) await new Promise((resolve) => setTimeout(resolve, 10))
      watch.disconnect()
      const scroller = document.querySelector(".timeline__scroll")
      return { pressed, waitedForCode: waited.said, styled: scroller && getComputedStyle(scroller).overflowX }
    })
    expect(answered).toEqual({ pressed: "true", waitedForCode: false, styled: "auto" })
    const wednesday = page.getByRole("group", { name: /^Tidslinje, onsdag 13\. oktober/ })
    await expect(
      wednesday
        .getByRole("list", { name: /^Store sal/ })
        .getByRole("link")
        .first(),
    ).toBeVisible()
    await expect(wednesday.getByRole("link", { name: /^Blodmåne 19:00–20:37/ })).toHaveAttribute(
      "href",
      "/blodmane-dxm1001/",
    )
    await expect(page).toHaveURL(/\?visning=tidslinje$/)
    expect(await violations(page)).toEqual([])
  })
})

test.describe("Min side's QR code", () => {
  test("opens full screen for the door, black on white and large, and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signIn(page)
    const tickets = myTickets(page)
    await expect(qrCodes(tickets)).toHaveCount(3)
    const open = tickets.getByRole("button", { name: /^Vis QR-koden i fullskjerm for / }).first()
    await open.click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("button", { name: "Lukk" })).toBeFocused()
    const code = dialog.getByRole("img", { name: /^QR-kode for billetten til / })
    await expect(code).toBeVisible()
    const box = await code.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(320)
    await expect(dialog.getByText(/^Rad \d+, seter? /)).toBeVisible()
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)")
    expect(await violations(page)).toEqual([])
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(open).toBeFocused()
  })
})
