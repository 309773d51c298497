import path from "node:path"

import type { Page } from "playwright-core"

import { BASE_URL, useBrowser } from "./support/browser"

jest.setTimeout(90_000)

const browser = useBrowser()
const AXE = path.resolve("node_modules/axe-core/axe.min.js")
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

interface Violation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/** axe-core's WCAG 2.2 A and AA rules, target-size switched on, as one readable list per violation. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
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

const TEMPLATES = [
  ["home", "/"],
  ["content page", "/festivalhotell/"],
  ["programme", "/program/"],
  ["film", "/trolljegeren-dxm1015/"],
  ["stage show", "/nosferatu-med-orgel-orgel25/"],
  ["article", "/article/info-om-cookies/"],
  ["search", "/search/?q=orgel"],
  ["not found", "/finnes-ikke/"],
  ["log in", "/logg-inn/"],
  ["new user", "/ny-bruker/"],
  ["forgotten password", "/glemt-passord/"],
  ["Min side, signed out", "/min-side/"],
]

describe("accessibility (axe-core, WCAG 2.2 A and AA)", () => {
  it.each(TEMPLATES)("the %s template has no violations", async (_name, route) => {
    const { page } = browser
    await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
    await expect(violations(page)).resolves.toEqual([])
  })

  it.each([
    ["Min side", "/min-side/"],
    ["film", "/trolljegeren-dxm1015/"],
  ])("the %s template has no violations when signed in", async (_name, route) => {
    const { page } = browser
    await page.goto(`${BASE_URL}/logg-inn/`)
    await page.getByLabel("E-post").fill("demo@ramaskrik.no")
    await page.getByLabel("Passord").fill("skrekk2025")
    await page.getByRole("button", { name: "Logg inn" }).click()
    await page.waitForURL(`${BASE_URL}/min-side/`)
    await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
    await expect(violations(page)).resolves.toEqual([])
  })
})
