import { pageIsUp } from "./support/browser"
import { layoutShiftTotal, recordLayoutShifts } from "./support/layout-shifts"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

test.describe("search on the built site", () => {
  test("finds as you type, whatever the case and with or without æ ø å", async ({ page }) => {
    await page.goto(`${BASE_URL}/search/`)
    const field = page.getByRole("searchbox", { name: "Søk etter filmer, forestillinger og artikler" })
    await pageIsUp(page)
    await field.fill("NOSFER")
    await expect(page.getByRole("heading", { name: "Treff for «NOSFER»" })).toBeVisible()
    await expect(
      page.locator(".search__results").getByRole("link", { name: "Nosferatu med orgel", exact: true }),
    ).toBeVisible()
    await expect(page).toHaveURL(`${BASE_URL}/search/?q=NOSFER`)

    await field.fill("svommehallen")
    await expect(
      page.locator(".search__results").getByRole("link", { name: "Skrekkfilm i svømmehallen" }).first(),
    ).toBeVisible()
  })

  test("says the query in the tab's title, and the next page in the site has its own", async ({ page }) => {
    await page.goto(`${BASE_URL}/search/`)
    await pageIsUp(page)
    await expect(page).toHaveTitle("Ramaskrik | Søk")
    await page.getByRole("searchbox", { name: "Søk etter filmer, forestillinger og artikler" }).fill("orgel")
    await expect(page).toHaveTitle("Ramaskrik | Søk: orgel")
    await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Festivalhotell" }).click()
    await expect(page).toHaveURL(`${BASE_URL}/festivalhotell/`)
    await expect(page).toHaveTitle("Ramaskrik | Festivalhotell")
    await expect(page.locator("head title")).toHaveCount(1)
  })

  for (const [query, title] of [
    ["Setra", "Setra"],
    ["Trolljegeren", "Trolljegeren"],
    ["Blodmåne", "Blodmåne"],
    ["zombie", "Sheep Dip"],
    ["Kari Lundemo", "Setra"],
    ["morket", "Synth i mørket"],
  ] as const) {
    test(`finds the production «${title}» for «${query}», and says what it is`, async ({ page }) => {
      await page.goto(`${BASE_URL}/search/?q=${encodeURIComponent(query)}`)
      const first = page.locator(".search__results > li").first()
      // Its title first; a film with a trailer has "Se trailer" after it.
      await expect(first.getByRole("link").first()).toHaveText(title)
      await expect(first).toContainText(/^(Film|Forestilling|Konsert)/)
    })
  }

  test("gives a film's next showtime beside the hit", async ({ page }) => {
    await page.goto(`${BASE_URL}/search/?q=setra`)
    const hit = page.locator(".search__results > li").filter({ has: page.getByRole("link", { name: "Setra" }) })
    await expect(hit).toContainText(/^Film Setra/)
    await expect(hit).toContainText(
      /Neste visning: \p{L}+ \d+\. oktober( \d{4})? kl\. \d\d:\d\d, Oppdal kulturhus, (Store|Lille) sal/u,
    )
  })

  test("names articles as articles", async ({ page }) => {
    await page.goto(`${BASE_URL}/search/?q=frivillig`)
    await expect(page.locator(".search__results > li").first()).toContainText(/^Artikkel /)
  })

  test("searches for ?q= when the page opens from the header's search field", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await page.getByRole("searchbox", { name: "Søk på nettstedet" }).fill("orgel")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(`${BASE_URL}/search/?q=orgel`)
    await expect(
      page.locator(".search__results").getByRole("link", { name: "Nosferatu med orgel", exact: true }),
    ).toBeVisible()
  })

  test("says so when nothing matches", async ({ page }) => {
    await page.goto(`${BASE_URL}/search/?q=zombiehai`)
    await expect(page.getByText("Ingen treff for «zombiehai»")).toBeVisible()
  })

  test.describe("opening with ?q=", () => {
    // The worker would answer for the index from its cache, where the page's route cannot hold it.
    test.use({ serviceWorkers: "block" })
    for (const width of [375, 1280]) {
      test(`opens with ?q= without moving what the page drew, through «Søker …» to the hits, at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        // The index held back until «Søker …» is on the screen: each of the three states is drawn.
        let sendIndex = () => {}
        const indexSent = new Promise<void>((resolve) => (sendIndex = resolve))
        await page.route("**/search-index.json", async (route) => {
          await indexSent
          await route.continue()
        })
        await recordLayoutShifts(page)
        await page.goto(`${BASE_URL}/search/?q=orgel`)
        await expect(page.getByRole("status").filter({ hasText: "Søker …" })).toBeVisible()
        sendIndex()
        await expect(page.getByRole("heading", { name: "Treff for «orgel»" })).toBeVisible()
        // Two frames after the hits, for the browser to report a shift of the frame that drew them.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await layoutShiftTotal(page)).toBe(0)
      })
    }
  })

  test("fetches the index on the search page only", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${BASE_URL}/program/`)
    await page.waitForLoadState("networkidle")
    expect(requested).not.toContain("/search-index.json")
    // Asked for once the search page has hydrated: a quiet network alone can come before that on a
    // loaded machine (CI, 27 November), and the hits were seen on the page before it.
    const indexAsked = page.waitForRequest((request) => new URL(request.url()).pathname === "/search-index.json")
    await page.goto(`${BASE_URL}/search/?q=orgel`)
    await indexAsked
  })
})
