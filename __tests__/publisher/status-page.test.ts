/**
 * The status page as an editor meets it: behind basic authentication, in
 * Norwegian, reloading itself without JavaScript (with a way to stop), and
 * clean by axe in Chromium with a failure on it.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { chromium } from "playwright-core"

import { deliver, eachTest, publisherEnv, signed, startPublisher, status, url, waitFor } from "./support/harness"

jest.setTimeout(90_000)

const t = eachTest("status-page")
const flags = JSON.parse(readFileSync(path.join(process.cwd(), "e2e/support/chromium-flags.json"), "utf8")) as string[]

test("asks for a password, reloads itself and can stop, and is clean by axe with a failure on it", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  expect((await fetch(url("/publisering/"))).status).toBe(401)
  expect((await fetch(url("/publisering/status.json"))).status).toBe(401)

  t.space.edit("articles/arets-gjester-er-klare.json", (item) => delete item.title)
  await deliver(signed())
  await waitFor("the failure", async () => (await status()).releases[0]?.outcome === "failed")

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: flags,
  })
  try {
    const context = await browser.newContext({
      httpCredentials: { username: "redaktor", password: "skrekk-og-gru" },
      // axe is injected; the page itself has no script and allows none.
      bypassCSP: true,
    })
    const page = await context.newPage()
    const response = await page.goto(url("/publisering/"))
    expect(response?.headers().refresh).toBe("5")
    await expect(page.getByRole("heading", { name: "Feilet" }).count()).resolves.toBe(1)
    await expect(page.getByRole("cell", { name: "title", exact: true }).count()).resolves.toBe(1)
    await page.addScriptTag({ path: path.join(process.cwd(), "node_modules/axe-core/axe.min.js") })
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe
      return (await axe.run()).violations.map((violation) => violation.id)
    })
    expect(violations).toEqual([])

    await page.getByRole("link", { name: "Slutt å oppdatere" }).click()
    await expect(page.getByRole("link", { name: "Oppdater automatisk" }).count()).resolves.toBe(1)
    expect((await page.reload())?.headers().refresh).toBeUndefined()
  } finally {
    await browser.close()
  }
})
