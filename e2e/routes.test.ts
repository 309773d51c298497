import { SECTION_2_ROUTES } from "../__tests__/site/routes"
import { pageIsUp } from "./support/browser"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

test.describe("every route in a real browser", () => {
  for (const [route, name] of SECTION_2_ROUTES) {
    test(`loads ${route}`, async ({ page }) => {
      const response = await page.goto(BASE_URL + route)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`Ramaskrik | ${name}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    })
  }

  test("loads a film, a stage show and an article page", async ({ page }) => {
    await page.goto(`${BASE_URL}/program/`)
    const filmLink = page.getByRole("link", { name: "Trolljegeren" }).first()
    await expect(filmLink).toHaveAttribute("href", "/trolljegeren-dxm1015/")
    await filmLink.click()
    await expect(page).toHaveURL(`${BASE_URL}/trolljegeren-dxm1015/`)
    await expect(page.getByRole("heading", { level: 1, name: "Trolljegeren" })).toBeVisible()
    await expect(page).toHaveTitle("Ramaskrik | Trolljegeren")

    await page.goto(`${BASE_URL}/search/`)
    await page.getByRole("link", { name: "Nosferatu med orgel", exact: true }).click()
    await expect(page).toHaveURL(/\/nosferatu-med-orgel-orgel25\/$/)
    await expect(page).toHaveTitle("Ramaskrik | Nosferatu med orgel")
    await expect(page.getByRole("region", { name: "Forestillinger og billetter" })).toBeVisible()

    await page.goto(`${BASE_URL}/nyheter/`)
    const article = page
      .getByRole("region", { name: /nyheter|siste/i })
      .getByRole("link")
      .first()
    const articleTitle = (await article.textContent()) ?? ""
    await article.click()
    await expect(page).toHaveURL(/\/article\/[a-z0-9-]+\/$/)
    await expect(page.getByRole("heading", { level: 1, name: articleTitle })).toBeVisible()
  })
})

test.describe("path spellings", () => {
  for (const [spelling, canonical] of [
    ["/program", "/program/"],
    ["/program/", "/program/"],
    ["/program/index.html", "/program/"],
    ["/alle-filmer/index.html", "/alle-filmer/"],
  ]) {
    test(`${spelling} shows the page at ${canonical}`, async ({ page }) => {
      const response = await page.goto(BASE_URL + spelling)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(BASE_URL + canonical)
      await expect(page.getByRole("heading", { name: /program|alle filmer/i }).first()).toBeVisible()
    })
  }
})

test.describe("redirects", () => {
  for (const [from, to] of [
    ["/billetter", "/kjop-billetter/"],
    ["/hotell/", "/festivalhotell/"],
    ["/2025/program", "/program/"],
  ]) {
    test(`a direct load of ${from} ends at ${to}`, async ({ page }) => {
      await page.goto(BASE_URL + from)
      await expect(page).toHaveURL(BASE_URL + to)
      await expect(page).not.toHaveTitle("Siden har flyttet")
    })
  }

  test("a direct load redirects without JavaScript too", async ({ newContext }) => {
    const noScript = await (await newContext({ javaScriptEnabled: false })).newPage()
    await noScript.goto(`${BASE_URL}/kontakt`)
    await expect(noScript).toHaveURL(`${BASE_URL}/info-om-festivalen/`)
  })

  test("navigation inside the site follows a redirect", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await pageIsUp(page)
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/bli-frivillig/"),
    )
    await expect(page).toHaveURL(`${BASE_URL}/frivillig/`)
    await expect(page.getByRole("heading", { level: 1, name: "Frivillig" })).toBeVisible()
  })
})

test.describe("unknown paths", () => {
  test("answer 404 and show the not-found page", async ({ page }) => {
    const response = await page.goto(`${BASE_URL}/finnes-ikke-her/`)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle("Ramaskrik | Fant ikke siden")
    await expect(page.getByRole("link", { name: "Forside" }).first()).toBeVisible()
  })

  test("show the not-found page when reached from inside the site", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await pageIsUp(page)
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ingen-slik-side/"),
    )
    await expect(page).toHaveURL(`${BASE_URL}/ingen-slik-side/`)
    await expect(page).toHaveTitle("Ramaskrik | Fant ikke siden")
  })
})
