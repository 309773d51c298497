import { controlledByWorker, workerCanServe, workerKnowsTemplate } from "./support/browser"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })
// The offline worker is what these tests are about: the project "shared" blocks it elsewhere.
test.use({ serviceWorkers: "allow" })

test.describe("a page never opened, asked for without a network", () => {
  for (const width of [375, 1280]) {
    test(`says in Norwegian what works offline, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${BASE_URL}/`)
      await controlledByWorker(page)
      // Min festival seen too: the page links to it already, and does not name it again among the visited.
      await page.goto(`${BASE_URL}/min-festival/`, { waitUntil: "networkidle" })
      await workerCanServe(page, "/min-festival/")
      await page.goto(`${BASE_URL}/program/`, { waitUntil: "networkidle" })
      // The network idle is not the worker done: on a busy machine it was still caching the
      // programme's template when the network went, and the list of visited pages left it out.
      await workerCanServe(page, "/program/")
      await page.context().setOffline(true)

      await page.goto(`${BASE_URL}/setra-dxm1010/`)
      await expect(page.getByRole("heading", { level: 1, name: "Du er uten nett" })).toBeVisible()
      await expect(page).toHaveURL(`${BASE_URL}/setra-dxm1010/`)
      await expect(page.getByRole("link", { name: "Min festival" })).toHaveAttribute("href", "/min-festival/")
      await expect(page.getByRole("link", { name: "Min side" })).toHaveAttribute("href", "/min-side/")
      const visited = page.getByRole("region", { name: "Sider du har besøkt" })
      await expect(visited.getByRole("link", { name: "Program" })).toHaveAttribute("href", "/program/")
      await expect(visited.getByRole("link", { name: "Min festival" })).toHaveCount(0)

      await visited.getByRole("link", { name: "Program" }).click()
      await expect(page).toHaveTitle("Ramaskrik | Program")
    })
  }
})

test("a page whose data was fetched ahead, but never opened, is answered with «Du er uten nett», not a blank page", async ({
  page,
}) => {
  // Home links to the sign-in page in its header: Gatsby fetches its data ahead, and its template,
  // a private page's, is not loaded ahead (src/navigation/load-ahead.ts). The worker used to answer
  // such a page offline with its app shell, which stayed blank.
  await page.goto(`${BASE_URL}/`)
  await controlledByWorker(page)
  await workerCanServe(page, "/")
  await workerKnowsTemplate(page, "/logg-inn/")
  await page.context().setOffline(true)

  await page.goto(`${BASE_URL}/logg-inn/`)
  await expect(page.getByRole("heading", { level: 1, name: "Du er uten nett" })).toBeVisible()
  const visited = page.getByRole("region", { name: "Sider du har besøkt" })
  await expect(visited.getByRole("link", { name: "Forsiden" })).toHaveAttribute("href", "/")
  // Named only when it can be drawn: the sign-in page's template was never fetched.
  await expect(visited.getByRole("link", { name: "Logg inn" })).toHaveCount(0)
})

test("a content page whose link was in view opens without a network, never having been opened", async ({ page }) => {
  // Home links to the programme in its menu: Gatsby fetches its data ahead, the site the rest of
  // it at idle (load-ahead.ts), and the worker keeps what it fetched.
  await page.goto(`${BASE_URL}/`)
  await controlledByWorker(page)
  await workerCanServe(page, "/")
  await workerCanServe(page, "/program/")
  await page.context().setOffline(true)

  await page.goto(`${BASE_URL}/program/`)
  await expect(page).toHaveTitle("Ramaskrik | Program")
  await expect(page.getByRole("button", { name: /^Legg .+ i planen$/i }).first()).toBeVisible()
})
