import { BASE_URL, useBrowser } from "./support/browser"

jest.setTimeout(60_000)

const browser = useBrowser()

describe("search on the built site", () => {
  it("finds as you type, whatever the case and with or without æ ø å", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/search/`)
    const field = page.getByRole("searchbox", { name: "Søk etter nyheter og forestillinger" })
    await page.waitForFunction(() => "___navigate" in window)
    await field.fill("NOSFER")
    await page.getByRole("heading", { name: "Treff for «NOSFER»" }).waitFor()
    await page.locator(".search__results").getByRole("link", { name: "Nosferatu med orgel" }).waitFor()
    await page.waitForFunction(() => window.location.search === "?q=NOSFER")

    await field.fill("svommehallen")
    await page.locator(".search__results").getByRole("link", { name: "Skrekkfilm i svømmehallen" }).first().waitFor()
  })

  it("searches for ?q= when the page opens from the header's search field", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/`)
    await page.getByRole("searchbox", { name: "Søk på nettstedet" }).fill("orgel")
    await page.keyboard.press("Enter")
    await page.waitForURL(`${BASE_URL}/search/?q=orgel`)
    await page.locator(".search__results").getByRole("link", { name: "Nosferatu med orgel" }).waitFor()
  })

  it("says so when nothing matches", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/search/?q=zombiehai`)
    await page.getByText("Ingen treff for «zombiehai»").waitFor()
  })

  it("fetches the index on the search page only", async () => {
    const { page } = browser
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${BASE_URL}/program/`)
    await page.waitForLoadState("networkidle")
    expect(requested).not.toContain("/search-index.json")
    await page.goto(`${BASE_URL}/search/?q=orgel`)
    await page.waitForLoadState("networkidle")
    expect(requested).toContain("/search-index.json")
  })
})
