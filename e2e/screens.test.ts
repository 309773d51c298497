import { SECTION_2_ROUTES } from "../__tests__/site/routes"
import { layoutShiftTotal, recordLayoutShifts } from "./support/layout-shifts"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

const HEADER_MENU = [
  "Forside",
  "Program",
  "Kjøp billetter",
  "Festivalhotell",
  "Reisen hit",
  "Frivillig",
  "Filmarkiv",
  "Om Ramaskrik",
]

test.describe("the header menu in a real browser", () => {
  test("lists section 2's entries in order", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${BASE_URL}/`)
    const nav = page.getByRole("navigation", { name: "Hovedmeny" })
    await expect(nav.locator(".menu--main > li > a")).toHaveText(HEADER_MENU)
  })

  test("opens Program's sub-menu from the keyboard and closes it with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${BASE_URL}/`)
    const toggle = page.getByRole("button", { name: "Undermeny for Program" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    const subMenu = page.getByRole("navigation", { name: "Hovedmeny" }).locator(".menu--sub").first()
    await expect(subMenu.getByRole("link")).toHaveText(["Program", "Alle filmer", "Årets gjester", "Programendringer"])
    await expect(subMenu.getByRole("link", { name: "Alle filmer" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(subMenu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test("folds into a menu button on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${BASE_URL}/`)
    const festivalhotell = page
      .getByRole("navigation", { name: "Hovedmeny" })
      .getByRole("link", { name: "Festivalhotell" })
    await expect(festivalhotell).toBeHidden()
    await page.getByRole("button", { name: "Meny" }).click()
    await expect(festivalhotell).toBeVisible()
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  const pages = [
    ...SECTION_2_ROUTES.map(([path]) => path),
    "/trolljegeren-dxm1015/",
    "/nosferatu-med-orgel-orgel25/",
    "/article/programmet-for-2027-er-sluppet/",
    "/404.html",
  ]

  for (const path of pages) {
    test(`${path} has its heading, its content and the menu`, async ({ page }) => {
      await page.goto(BASE_URL + path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      expect(((await page.getByRole("main").textContent()) ?? "").trim().length).toBeGreaterThan(20)
      await expect(
        page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Kjøp billetter" }),
      ).toHaveCount(1)
    })
  }

  test("shows the whole programme and the film's tickets", async ({ page }) => {
    await page.goto(`${BASE_URL}/program/?dag=2027-10-14`)
    await expect(page.locator(".program__day")).toHaveCount(5)
    // Without scripts the filter form is there, and says that the page shows everything.
    await expect(page.getByText("Uten JavaScript viser vi hele programmet.")).toBeVisible()
    await page.goto(`${BASE_URL}/trolljegeren-dxm1015/`)
    const tickets = page.getByRole("region", { name: "Visninger og billetter" })
    await expect(tickets.locator("time", { hasText: "fredag 15. oktober kl. 21:15" })).toHaveCount(1)
    await expect(tickets.getByRole("link", { name: /Kjøp billett/ }).first()).toHaveAttribute(
      "href",
      /^https:\/\/billett\./,
    )
  })

  test("opens the phone menu through its link", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${BASE_URL}/`)
    const alleFilmer = page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Alle filmer" })
    await expect(alleFilmer).toBeHidden()
    await page.getByRole("link", { name: "Meny" }).click()
    await expect(alleFilmer).toBeVisible()
  })
})

test.describe("a header read in part", () => {
  // A slow phone may paint what it has read of the HTML: here, the page cut off just after the
  // header's search field, before the links that follow it and would push it left.
  test("shows none of its tools until the last has arrived, so none is drawn where it will not stay", async ({
    page,
    request,
  }) => {
    const whole = await (await request.get(`${BASE_URL}/program/`)).text()
    const cut = whole.indexOf("</form>", whole.indexOf('class="site-search"')) + "</form>".length
    await page.route(`${BASE_URL}/program/`, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: whole.slice(0, cut) }),
    )
    await page.goto(`${BASE_URL}/program/`)
    await expect(page.getByRole("link", { name: "Ramaskrik" })).toBeVisible()
    await expect(page.getByRole("search")).toBeHidden()

    await page.unroute(`${BASE_URL}/program/`)
    await page.goto(`${BASE_URL}/program/`)
    await expect(page.getByRole("search")).toBeVisible()
  })
})

test.describe("the programme's filters", () => {
  test("arrive without moving the programme", async ({ page }) => {
    await recordLayoutShifts(page)
    await page.goto(`${BASE_URL}/program/`)
    await expect(page.getByRole("combobox", { name: "Dag" })).toBeEnabled()
    await expect(page.locator("form.program-filters:not([data-pending])")).toBeVisible()
    expect(await layoutShiftTotal(page)).toBe(0)
  })
})

test.describe("the programme's hydration", () => {
  for (const route of ["/program/", "/program/?dag=2027-10-14"]) {
    test(`keeps ${route}'s server HTML, day by day, without errors`, async ({ page }) => {
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      await page.goto(`${BASE_URL}${route}`)
      await expect(page.locator("form.program-filters:not([data-pending])")).toBeVisible()
      await page.waitForLoadState("networkidle")
      expect(errors).toEqual([])
    })
  }
})

test.describe("the programme filter in the address", () => {
  test("applies a shared filter and writes new choices back", async ({ page, newContext }) => {
    await page.goto(`${BASE_URL}/program/?dag=2027-10-14&type=film`)
    const days = page.locator(".program__day")
    await expect(days).toHaveCount(1)
    await expect(page.getByRole("combobox", { name: "Dag" })).toHaveValue("2027-10-14")
    await expect(page.locator(".program__day h3")).toHaveText(["torsdag 14. oktober"])
    await expect(days.getByText("Konsert", { exact: true })).toHaveCount(0)

    await page.getByRole("combobox", { name: "Sted" }).selectOption({ label: "Oppdal kulturhus" })
    const shared = `${BASE_URL}/program/?dag=2027-10-14&sted=oppdal-kulturhus&type=film`
    await expect(page).toHaveURL(shared)

    const other = await (await newContext()).newPage()
    await other.goto(shared)
    await expect(other.locator(".program__day")).toHaveCount(1)
    await expect(other.getByRole("combobox", { name: "Sted" })).toHaveValue("oppdal-kulturhus")
  })
})
