import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })

const ROT_SEASON = "/rot-season-dxm1023/"

test.describe("Vil se", () => {
  test("without JavaScript a film's «Må se» takes the film to Min festival, which marks it once scripts run", async ({
    page,
    newContext,
  }) => {
    const plain = await (await newContext({ javaScriptEnabled: false })).newPage()
    await plain.goto(BASE_URL + ROT_SEASON)
    const marks = plain.getByRole("group", { name: "Vil se" })
    // One mark on the film's page, by its title; the showtime rows below carry none.
    await expect(marks).toHaveCount(1)
    const must = marks.getByRole("button", { name: "Må se: Rot Season" })
    // The server's HTML claims no state it cannot know.
    await expect(must).not.toHaveAttribute("aria-pressed")
    await must.click()
    await expect(plain).toHaveURL(`${BASE_URL}/min-festival/?onske-film=DXM1023&onske=ma-se`)
    await expect(plain.getByText(/Planen din ligger lagret i nettleseren og trenger JavaScript/)).toBeVisible()

    // The same address where scripts run: the film is marked, and the address forgets it.
    await page.goto(plain.url())
    await expect(page.getByText("Rot Season er merket «må se».")).toBeVisible()
    await expect(page).toHaveURL(`${BASE_URL}/min-festival/`)
    await page.goto(BASE_URL + ROT_SEASON)
    await expect(page.getByRole("button", { name: "Må se: Rot Season" })).toHaveAttribute("aria-pressed", "true")
    await expect(page.getByRole("button", { name: "Vil gjerne se: Rot Season" })).toHaveAttribute(
      "aria-pressed",
      "false",
    )
  })

  test("a press on the programme marks the film in place, on each of its rows, and a reload keeps it", async ({
    page,
  }) => {
    await page.goto(`${BASE_URL}/program/`)
    const want = page.getByRole("button", { name: "Vil gjerne se: Rot Season" })
    // Rot Season is shown twice: a mark on each row.
    await expect(want).toHaveCount(2)
    await expect(want.first()).toHaveAttribute("aria-pressed", "false")
    await want.first().click()
    await expect(want.first()).toHaveAttribute("aria-pressed", "true")
    await expect(want.first()).toBeFocused()
    // The other row is on a day further down, hydrated as it comes near the screen: it shows the mark then.
    await want.last().scrollIntoViewIfNeeded()
    await expect(want.last()).toHaveAttribute("aria-pressed", "true")
    await expect(page).toHaveURL(`${BASE_URL}/program/`)

    // The reload keeps the place on the page; each row shows the mark once it is near the screen.
    await page.reload()
    await want.first().scrollIntoViewIfNeeded()
    await expect(want.first()).toHaveAttribute("aria-pressed", "true")
    await want.last().scrollIntoViewIfNeeded()
    await expect(want.last()).toHaveAttribute("aria-pressed", "true")
    await expect(page.getByRole("button", { name: "Må se: Rot Season" }).first()).toHaveAttribute(
      "aria-pressed",
      "false",
    )
  })
})
