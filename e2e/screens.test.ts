import { SECTION_2_ROUTES } from "../__tests__/site/routes"
import { BASE_URL, useBrowser } from "./support/browser"

jest.setTimeout(60_000)

const browser = useBrowser()

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

describe("the header menu in a real browser", () => {
  it("lists section 2's entries in order", async () => {
    const { page } = browser
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${BASE_URL}/`)
    const nav = page.getByRole("navigation", { name: "Hovedmeny" })
    const topLevel = nav.locator(".menu--main > li > a")
    await expect(topLevel.allTextContents()).resolves.toEqual(HEADER_MENU)
  })

  it("opens Program's sub-menu from the keyboard and closes it with Escape", async () => {
    const { page } = browser
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${BASE_URL}/`)
    const toggle = page.getByRole("button", { name: "Undermeny for Program" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    const subMenu = page.getByRole("navigation", { name: "Hovedmeny" }).locator(".menu--sub").first()
    await expect(subMenu.getByRole("link").allTextContents()).resolves.toEqual([
      "Program",
      "Alle filmer",
      "Årets gjester",
      "Programendringer",
      "Planlegg festivalruta (åpnes i nytt vindu)",
    ])
    await subMenu.getByRole("link", { name: "Alle filmer" }).waitFor({ state: "visible" })
    await page.keyboard.press("Escape")
    await subMenu.waitFor({ state: "hidden" })
    await expect(toggle.evaluate((button) => button === document.activeElement)).resolves.toBe(true)
  })

  it("folds into a menu button on a phone", async () => {
    const { page } = browser
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${BASE_URL}/`)
    const festivalhotell = page
      .getByRole("navigation", { name: "Hovedmeny" })
      .getByRole("link", { name: "Festivalhotell" })
    await expect(festivalhotell.isVisible()).resolves.toBe(false)
    await page.getByRole("button", { name: "Meny" }).click()
    await festivalhotell.waitFor({ state: "visible" })
  })
})

describe("without JavaScript", () => {
  const pages = [
    ...SECTION_2_ROUTES.map(([path]) => path),
    "/trolljegeren-dxm1015/",
    "/nosferatu-med-orgel-orgel25/",
    "/article/programmet-for-2025-er-sluppet/",
    "/404.html",
  ]

  it.each(pages)("%s has its heading, its content and the menu", async (path) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(BASE_URL + path)
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1)
    const text = (await page.getByRole("main").textContent()) ?? ""
    expect(text.trim().length).toBeGreaterThan(20)
    await expect(
      page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Kjøp billetter" }).count(),
    ).resolves.toBe(1)
  })

  it("shows the whole programme and the film's tickets", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/program/?dag=2025-10-16`)
    await expect(page.locator(".program__day").count()).resolves.toBe(5)
    // Filters need scripts: without them they take no room.
    await expect(page.locator("form.program-filters").boundingBox()).resolves.toBeNull()
    await page.goto(`${BASE_URL}/trolljegeren-dxm1015/`)
    const tickets = page.getByRole("region", { name: "Visninger og billetter" })
    await expect(tickets.locator("time", { hasText: "fredag 17. oktober kl. 21:15" }).count()).resolves.toBe(1)
    await expect(
      tickets
        .getByRole("link", { name: /Kjøp billett/ })
        .first()
        .getAttribute("href"),
    ).resolves.toMatch(/^https:\/\/billett\./)
  })

  it("opens the phone menu through its link", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/`)
    const alleFilmer = page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Alle filmer" })
    await expect(alleFilmer.isVisible()).resolves.toBe(false)
    await page.getByRole("link", { name: "Meny" }).click()
    await alleFilmer.waitFor({ state: "visible" })
  })
})

describe("the programme's filters", () => {
  it("arrive without moving the programme", async () => {
    const { page } = browser
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
      ).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto(`${BASE_URL}/program/`)
    await page.getByRole("combobox", { name: "Dag" }).and(page.locator(":enabled")).waitFor()
    await page.locator("form.program-filters:not([data-pending])").waitFor({ state: "visible" })
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
  })
})

describe("the programme's hydration", () => {
  it.each(["/program/", "/program/?dag=2025-10-16"])(
    "keeps %s's server HTML, day by day, without errors",
    async (route) => {
      const { page } = browser
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      await page.goto(`${BASE_URL}${route}`)
      await page.locator("form.program-filters:not([data-pending])").waitFor({ state: "visible" })
      await page.waitForLoadState("networkidle")
      expect(errors).toEqual([])
    },
  )
})

describe("the programme filter in the address", () => {
  it("applies a shared filter and writes new choices back", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/program/?dag=2025-10-16&type=film`)
    const dag = page.getByRole("combobox", { name: "Dag" })
    await page.waitForFunction(() => document.querySelectorAll(".program__day").length === 1)
    await expect(dag.inputValue()).resolves.toBe("2025-10-16")
    await expect(page.locator(".program__day h3").allTextContents()).resolves.toEqual(["torsdag 16. oktober"])
    await expect(page.locator(".program__day").getByText("Konsert", { exact: true }).count()).resolves.toBe(0)

    await page.getByRole("combobox", { name: "Sted" }).selectOption({ label: "Oppdal kulturhus" })
    await page.waitForFunction(() => window.location.search.includes("sted=oppdal-kulturhus"))
    const shared = page.url()
    expect(shared).toBe(`${BASE_URL}/program/?dag=2025-10-16&sted=oppdal-kulturhus&type=film`)

    const other = await (await browser.newContext({})).newPage()
    await other.goto(shared)
    await other.waitForFunction(() => document.querySelectorAll(".program__day").length === 1)
    await expect(other.getByRole("combobox", { name: "Sted" }).inputValue()).resolves.toBe("oppdal-kulturhus")
  })
})
