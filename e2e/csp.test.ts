import { signIn, myTickets, ticketsShown } from "./support/account"
import { watchViolations } from "./support/policy-violations"
import { BASE_URL } from "./support/server"
import { SIGNED_IN_TEMPLATES, TEMPLATES } from "./support/templates"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })

test.describe("the Content-Security-Policy", () => {
  for (const [name, route] of TEMPLATES) {
    test(`lets the ${name} template run with no violation`, async ({ page }) => {
      const violations = await watchViolations(page)
      await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
      expect(await violations()).toEqual([])
    })
  }

  for (const [name, route] of SIGNED_IN_TEMPLATES) {
    test(`lets the ${name} template run with no violation when signed in`, async ({ page }) => {
      const violations = await watchViolations(page)
      await signIn(page)
      await ticketsShown(myTickets(page))
      await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
      expect(await violations()).toEqual([])
    })
  }

  test("stops a script injected into the page", async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto(`${BASE_URL}/article/info-om-cookies/`, { waitUntil: "networkidle" })
    const ran = await page.evaluate(async () => {
      const injected = document.createElement("script")
      injected.textContent = "window.__injectedRan = true"
      document.body.append(injected)
      const handler = document.createElement("img")
      handler.setAttribute("onerror", "window.__handlerRan = true")
      // Added by the test (not inline), so it runs: the inline handler has had its chance once this fires.
      const failed = new Promise((resolve) => handler.addEventListener("error", resolve, { once: true }))
      handler.src = "/finnes-ikke.png"
      document.body.append(handler)
      await failed
      const flags = window as unknown as { __injectedRan?: boolean; __handlerRan?: boolean }
      return { script: flags.__injectedRan === true, handler: flags.__handlerRan === true }
    })
    expect(ran).toEqual({ script: false, handler: false })
    await expect
      .poll(violations)
      .toEqual([expect.stringMatching(/^script-src-elem: inline /), expect.stringMatching(/^script-src-attr: inline /)])
  })
})
