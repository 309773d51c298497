/**
 * The festival on a phone's home screen: Chromium finds the page's manifest,
 * reads it without errors, would let the visitor install the site, and the
 * offline worker still takes the page over.
 */
import { controlledByWorker } from "./support/browser"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 60_000 })
// The offline worker is part of what is checked: the project "shared" blocks it elsewhere.
test.use({ serviceWorkers: "allow" })

test("Chromium reads the manifest, the site can be installed, and the offline worker still runs", async ({ page }) => {
  await page.goto(`${BASE_URL}/`)
  await controlledByWorker(page)

  const href = await page.locator('link[rel="manifest"]').getAttribute("href")
  const manifest = await page.request.get(new URL(href ?? "", page.url()).href)
  expect(manifest.status()).toBe(200)
  const { icons } = (await manifest.json()) as { icons: { src: string }[] }
  for (const icon of icons) {
    const response = await page.request.get(`${BASE_URL}${icon.src}`)
    expect([icon.src, response.status(), response.headers()["content-type"]]).toEqual([icon.src, 200, "image/png"])
  }

  const cdp = await page.context().newCDPSession(page)
  const parsed = await cdp.send("Page.getAppManifest")
  expect(parsed.url).toBe(`${BASE_URL}/manifest.webmanifest`)
  expect(parsed.errors).toEqual([])
  // Every reason Chromium has not to offer installing, but that a test's browser context is a private one.
  const installBlockers = async () =>
    (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors
      .map(({ errorId }) => errorId)
      .filter((id) => id !== "in-incognito")
  await expect.poll(installBlockers).toEqual([])
})
