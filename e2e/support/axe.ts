import { readFileSync } from "node:fs"
import path from "node:path"

import type { Page } from "@playwright/test"

const AXE = readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8")
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

interface Violation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/** axe-core's WCAG 2.2 A and AA rules, target-size switched on, as one readable list per violation. */
export async function violations(page: Page): Promise<string[]> {
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
