import { SECTION_2_ROUTES } from "../__tests__/site/routes"
import { BASE_URL, useBrowser } from "./support/browser"

jest.setTimeout(60_000)

const browser = useBrowser()

describe("every route in a real browser", () => {
  it.each(SECTION_2_ROUTES)("loads %s", async (route, name) => {
    const { page } = browser
    const response = await page.goto(BASE_URL + route)
    expect(response?.status()).toBe(200)
    await expect(page.title()).resolves.toBe(`Ramaskrik | ${name}`)
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1)
  })

  it("loads a film, a stage show and an article page", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/program/`)
    const filmLink = page.getByRole("link", { name: "Trolljegeren" }).first()
    const filmPath = await filmLink.getAttribute("href")
    expect(filmPath).toMatch(/^\/trolljegeren-dxm1015\/$/)
    await filmLink.click()
    await page.waitForURL(`${BASE_URL}${filmPath}`)
    await page.getByRole("heading", { level: 1, name: "Trolljegeren" }).waitFor()
    await page.waitForFunction(() => document.title === "Ramaskrik | Trolljegeren")

    await page.goto(`${BASE_URL}/search/`)
    await page.getByRole("link", { name: "Nosferatu med orgel" }).click()
    await page.waitForURL(/\/nosferatu-med-orgel-orgel25\/$/)
    await page.waitForFunction(() => document.title === "Ramaskrik | Nosferatu med orgel")
    await page.getByRole("region", { name: "Forestillinger og billetter" }).waitFor()

    await page.goto(`${BASE_URL}/nyheter/`)
    const article = page
      .getByRole("region", { name: /nyheter|siste/i })
      .getByRole("link")
      .first()
    const articleTitle = (await article.textContent()) ?? ""
    await article.click()
    await page.waitForURL(/\/article\/[a-z0-9-]+\/$/)
    await page.getByRole("heading", { level: 1, name: articleTitle }).waitFor()
  })
})

describe("path spellings", () => {
  it.each([
    ["/program", "/program/"],
    ["/program/", "/program/"],
    ["/program/index.html", "/program/"],
    ["/alle-filmer/index.html", "/alle-filmer/"],
  ])("%s shows the page at %s", async (spelling, canonical) => {
    const { page } = browser
    const response = await page.goto(BASE_URL + spelling)
    expect(response?.status()).toBe(200)
    await page.waitForFunction((path) => window.location.pathname === path, canonical)
    await page
      .getByRole("heading", { name: /program|alle filmer/i })
      .first()
      .waitFor()
  })
})

describe("redirects", () => {
  it.each([
    ["/billetter", "/kjop-billetter/"],
    ["/hotell/", "/festivalhotell/"],
    ["/2025/program", "/program/"],
  ])("a direct load of %s ends at %s", async (from, to) => {
    const { page } = browser
    await page.goto(BASE_URL + from)
    await page.waitForURL(BASE_URL + to)
    await expect(page.title()).resolves.not.toBe("Siden har flyttet")
  })

  it("a direct load redirects without JavaScript too", async () => {
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    await noScript.goto(`${BASE_URL}/kontakt`)
    await noScript.waitForURL(`${BASE_URL}/info-om-festivalen/`)
  })

  it("navigation inside the site follows a redirect", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/`)
    await page.waitForFunction(() => "___navigate" in window)
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/bli-frivillig/"),
    )
    await page.waitForURL(`${BASE_URL}/frivillig/`)
    await page.getByRole("heading", { level: 1, name: "Frivillig" }).waitFor()
  })
})

describe("unknown paths", () => {
  it("answer 404 and show the not-found page", async () => {
    const { page } = browser
    const response = await page.goto(`${BASE_URL}/finnes-ikke-her/`)
    expect(response?.status()).toBe(404)
    await expect(page.title()).resolves.toBe("Ramaskrik | Fant ikke siden")
    await page.getByRole("link", { name: "Forside" }).first().waitFor()
  })

  it("show the not-found page when reached from inside the site", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/`)
    await page.waitForFunction(() => "___navigate" in window)
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ingen-slik-side/"),
    )
    await page.waitForURL(`${BASE_URL}/ingen-slik-side/`)
    await page.waitForFunction(() => document.title === "Ramaskrik | Fant ikke siden")
  })
})
