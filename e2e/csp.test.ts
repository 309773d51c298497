import type { Page } from "playwright-core"

import { signIn, myTickets, ticketsShown } from "./support/account"
import { BASE_URL, useBrowser } from "./support/browser"
import { SIGNED_IN_TEMPLATES, TEMPLATES } from "./support/templates"

jest.setTimeout(90_000)

const browser = useBrowser()

/** Records every Content-Security-Policy violation the page reports, from its first byte on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __policyViolations: seen })
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI || "inline"} ${event.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations)
}

describe("the Content-Security-Policy", () => {
  it.each(TEMPLATES)("lets the %s template run with no violation", async (_name, route) => {
    const { page } = browser
    const violations = await watchViolations(page)
    await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
    await expect(violations()).resolves.toEqual([])
  })

  it.each(SIGNED_IN_TEMPLATES)("lets the %s template run with no violation when signed in", async (_name, route) => {
    const { page } = browser
    const violations = await watchViolations(page)
    await signIn(page)
    await ticketsShown(myTickets(page))
    await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
    await expect(violations()).resolves.toEqual([])
  })

  it("stops a script injected into the page", async () => {
    const { page } = browser
    const violations = await watchViolations(page)
    await page.goto(`${BASE_URL}/article/info-om-cookies/`, { waitUntil: "networkidle" })
    const ran = await page.evaluate(async () => {
      const injected = document.createElement("script")
      injected.textContent = "window.__injectedRan = true"
      document.body.append(injected)
      const handler = document.createElement("img")
      handler.setAttribute("onerror", "window.__handlerRan = true")
      handler.src = "/finnes-ikke.png"
      document.body.append(handler)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const flags = window as unknown as { __injectedRan?: boolean; __handlerRan?: boolean }
      return { script: flags.__injectedRan === true, handler: flags.__handlerRan === true }
    })
    expect(ran).toEqual({ script: false, handler: false })
    await expect(violations()).resolves.toEqual([
      expect.stringMatching(/^script-src-elem: inline /),
      expect.stringMatching(/^script-src-attr: inline /),
    ])
  })
})
