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

  for (const [name, route] of SIGNED_IN_TEMPLATES) {
    test(`the ${name} template has no violations when signed in`, async ({ page }) => {
      await signIn(page)
      await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
      expect(await violations(page)).toEqual([])
    })
  }
})
