import { signIn } from "./support/account"
import { violations } from "./support/axe"
import { BASE_URL } from "./support/server"
import { SIGNED_IN_TEMPLATES, TEMPLATES } from "./support/templates"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })

test.describe("accessibility (axe-core, WCAG 2.2 A and AA)", () => {
  for (const [name, route] of TEMPLATES) {
    test(`the ${name} template has no violations`, async ({ page }) => {
      await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
      expect(await violations(page)).toEqual([])
    })
  }

  test("Min festival with a clash, a change and a screening gone has no violations", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await page.evaluate(() => {
      const seen = (start: string, hall: string) => ({ start, venue: "Oppdal kulturhus", hall, status: "available" })
      const plan = [
        { id: "st-dxm1001-1", seen: seen("2027-10-13T18:00:00+02:00", "Lille sal") },
        { id: "st-dxm1033-1", seen: seen("2027-10-13T19:15:00+02:00", "Lille sal") },
        { id: "st-finnes-ikke", seen: seen("2027-10-14T12:00:00+02:00", "Store sal") },
      ]
      window.localStorage.setItem("ramaskrik.plan", JSON.stringify(plan))
    })
    await page.goto(`${BASE_URL}/min-festival/`, { waitUntil: "networkidle" })
    await expect(page.getByText(/^Flyttet:/)).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  for (const [name, route] of SIGNED_IN_TEMPLATES) {
    test(`the ${name} template has no violations when signed in`, async ({ page }) => {
      await signIn(page)
      await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
      expect(await violations(page)).toEqual([])
    })
  }
})
