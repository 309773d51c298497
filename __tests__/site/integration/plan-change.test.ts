import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { chromium, type Browser, type Page } from "playwright-core"

import chromiumFlags from "../../../e2e/support/chromium-flags.json"
import { atTestNow } from "../../../e2e/support/move-date"
import { testChromium } from "../../../e2e/support/test-chromium.mjs"
import { takeDemoBuild } from "../../support/demo-build"
import { buildProject, outcome, buildsTimeout } from "../../support/project-copy"

/**
 * Issue #16's change notice as it happens: a visitor saves a screening, the
 * festival moves it in the content, the site is rebuilt and published, and
 * the visitor's plan says so. On a copy of the demo's shared cold build
 * (demo-build.ts), served as `npm run serve` serves (reading the disk at
 * every request, so the second publish is live), in Debian's Chromium. The
 * offline worker is kept out: its stale-while-revalidate copy of
 * /screenings.json would show the move one visit later, which
 * docs/planner.md describes.
 */
jest.setTimeout(buildsTimeout(2))

const PORT = 9131
const BASE = `http://localhost:${PORT}`
const FILM = "/blodmane-dxm1001/"
const FRIDAY = /^Legg Blodmåne fredag 15\. oktober kl\. 19:15 i planen$/i

let dir: string
let server: ChildProcess | undefined
let browser: Browser | undefined

async function waitForServer(deadline = Date.now() + 10_000): Promise<void> {
  while (Date.now() < deadline) {
    const up = await fetch(`${BASE}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`scripts/serve.mjs did not answer at ${BASE} within 10 s`)
}

/** Moves a showtime of the copy's content to another time and hall, as an editor would. */
function moveShowtime(file: string, id: string, start: string, hall: string): void {
  const production = JSON.parse(readFileSync(file, "utf8")) as {
    showtimes: { id: string; start: string; hall: string }[]
  }
  const showtime = production.showtimes.find((candidate) => candidate.id === id)
  if (!showtime) throw new Error(`${id} is not in ${file}`)
  Object.assign(showtime, { start, hall })
  writeFileSync(file, JSON.stringify(production, null, 2))
}

async function visitor(): Promise<Page> {
  browser = await chromium.launch({
    executablePath: testChromium,
    args: chromiumFlags,
  })
  const context = await browser.newContext({ serviceWorkers: "block" })
  // At the moment the copy is built for, as in the browser tests. On the machine's clock, once the
  // demo's Friday had passed (faketime +460 days, 29 November), a press before the page ran took the
  // form to Min festival, which adds no screening already begun, and the plan stayed empty.
  await atTestNow(context)
  // The cookie question is answered: this test is about the plan.
  await context.addInitScript(() => window.localStorage.setItem("ramaskrik.consent", "denied"))
  return context.newPage()
}

beforeAll(async () => {
  const taken = await takeDemoBuild()
  dir = taken.dir
  expect(outcome(taken.result)).toEqual({ status: 0, output: "" })
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT), DIST_DIR: path.join(dir, "dist") },
    stdio: ["ignore", "ignore", "inherit"],
  })
  await waitForServer()
})

afterAll(async () => {
  await browser?.close()
  server?.kill()
  rmSync(dir, { recursive: true, force: true })
})

test("a screening moved in the content and rebuilt is announced in the plan, with a badge, until acknowledged", async () => {
  const page = await visitor()
  await page.goto(BASE + FILM)
  const toggle = page.getByRole("button", { name: FRIDAY })
  await toggle.click()
  await page.waitForFunction(() => window.localStorage.getItem("ramaskrik.plan")?.includes("st-dxm1001-2") === true)

  moveShowtime(
    path.join(dir, "data", "productions", "blodmane-dxm1001.json"),
    "st-dxm1001-2",
    "2027-10-15T21:30:00+02:00",
    "Store sal",
  )
  expect(outcome(await buildProject(dir))).toEqual({ status: 0, output: "" })

  await page.goto(`${BASE}/`)
  await page.getByRole("link", { name: "Min festival, 1 endring" }).click()
  const notice = page.getByText("Flyttet: nå kl. 21:30 i Store sal, før kl. 19:15 i Lille sal")
  await notice.waitFor({ timeout: 15_000 })
  await page.getByRole("button", { name: /^Greit/ }).click()
  await notice.waitFor({ state: "detached", timeout: 15_000 })
  await page.getByRole("link", { name: "Min festival", exact: true }).waitFor({ timeout: 15_000 })
  // The plan kept the screening through the deploy, at its new time.
  await page.getByRole("article", { name: "Blodmåne" }).getByText("Store sal").waitFor({ timeout: 15_000 })
})
