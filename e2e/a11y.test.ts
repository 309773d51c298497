import { readFileSync } from "node:fs"
import path from "node:path"

import type { Page } from "@playwright/test"

import { signIn } from "./support/account"
import { BASE_URL } from "./support/server"
import { SIGNED_IN_TEMPLATES, TEMPLATES } from "./support/templates"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })
const AXE = readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8")
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

interface Violation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/** axe-core's WCAG 2.2 A and AA rules, target-size switched on, as one readable list per violation. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's security policy rightly blocks an added <script>.
  await page.evaluate(AXE)
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      rules: { "target-size": { enabled: true } },
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }))
  }, TAGS)
  return found.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 5)
        .join(", ")})`,
  )
}

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
        { id: "st-dxm1001-1", seen: seen("2025-10-15T18:00:00+02:00", "Lille sal") },
        { id: "st-dxm1033-1", seen: seen("2025-10-15T19:15:00+02:00", "Lille sal") },
        { id: "st-finnes-ikke", seen: seen("2025-10-16T12:00:00+02:00", "Store sal") },
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
