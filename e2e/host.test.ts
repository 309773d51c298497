/**
 * The built site on the production host set-up: Debian's nginx with
 * deploy/nginx.conf (npm run serve:nginx), on a port of its own.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from "../deploy/host-rules.mjs"
import { showsTicketsOffline } from "./support/account"
import { controlledByWorker, useBrowser } from "./support/browser"

jest.setTimeout(90_000)

const PORT = 9127
const HOST = `http://localhost:${PORT}`

let nginx: ChildProcess
let output = ""

beforeAll(async () => {
  nginx = spawn(process.execPath, ["scripts/serve-nginx.mjs"], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  })
  nginx.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  nginx.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const up = await fetch(`${HOST}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`npm run serve:nginx did not answer at ${HOST} within 20 s:\n${output}`)
})

afterAll(async () => {
  const stopped = new Promise((resolve) => nginx.once("exit", resolve))
  nginx.kill("SIGINT")
  await stopped
})

const dist = path.resolve("dist")

/** The name of a built file that matches, e.g. the app's script. */
function builtFile(pattern: RegExp): string {
  const file = readdirSync(dist).find((name) => pattern.test(name))
  if (file === undefined) throw new Error(`dist/ has no file like ${pattern}`)
  return `/${file}`
}

function expectSecurityHeaders(response: Response): void {
  Object.entries(SECURITY_HEADERS).forEach(([name, value]) =>
    expect([name, response.headers.get(name)]).toEqual([name, value]),
  )
}

describe("caching and security headers on nginx", () => {
  it.each([
    ["an HTML page", "/program/", REVALIDATE],
    ["a page-data file", "/page-data/program/page-data.json", REVALIDATE],
    ["app-data.json", "/page-data/app-data.json", REVALIDATE],
    ["the service worker", "/sw.js", REVALIDATE],
    ["a file named by its version", "/workbox-v4.3.1/workbox-sw.js", REVALIDATE],
  ])("asks browsers to revalidate %s", async (_what, file, cache) => {
    const response = await fetch(`${HOST}${file}`)
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe(cache)
    expectSecurityHeaders(response)
  })

  it("lets browsers keep a content-hashed script and the styles for a year", async () => {
    for (const file of [builtFile(/^app-[0-9a-f]{20}\.js$/), builtFile(/^styles\.[0-9a-f]{20}\.css$/)]) {
      const response = await fetch(`${HOST}${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE)
      expectSecurityHeaders(response)
    }
  })

  it("does not serve the build's internals or the host rule files", async () => {
    for (const file of [
      "/webpack.stats.json",
      "/chunk-map.json",
      "/_headers",
      "/_redirects",
      "/_nginx/redirects.conf",
    ]) {
      expect([file, (await fetch(`${HOST}${file}`)).status]).toEqual([file, 404])
    }
  })
})

describe("redirects and the 404 page on nginx", () => {
  const table = readFileSync(path.join(dist, "_redirects"), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("/"))
    .map((line) => line.split(" "))

  it.each(table)("moves %s on to %s with a %s", async (from, to) => {
    const response = await fetch(`${HOST}${from}?kilde=avis`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe(`${to}?kilde=avis`)
    expectSecurityHeaders(response)
  })

  it("answers an unknown path with status 404 and the 404 page", async () => {
    const response = await fetch(`${HOST}/finnes-ikke/`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain("Fant ikke siden")
    expectSecurityHeaders(response)
  })
})

describe("pages on nginx", () => {
  const browser = useBrowser()

  it("lets the newsletter form post to the newsletter service without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const messages: string[] = []
    page.on("console", (message) => messages.push(message.text()))
    await page.goto(`${HOST}/nyhetsbrev/`)
    await page.getByLabel("E-postadresse").fill("skrekkfan@example.no")
    const posted = page
      .waitForRequest((request) => request.method() === "POST", { timeout: 10_000 })
      .then(
        (request) => request.url(),
        () => `no form post; the console said: ${messages.join("\n")}`,
      )
    await Promise.all([posted, page.getByRole("button", { name: "Meld meg på" }).click({ timeout: 10_000 })])
    expect(await posted).toMatch(/\/newsletter\/subscribe$/)
  })

  it("shows a page with no errors or warnings in the console, none from the headers either", async () => {
    const { page } = browser
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text())
    })
    await page.goto(`${HOST}/program/`, { waitUntil: "networkidle" })
    expect(errors).toEqual([])
  })

  it("registers, and a visited page reloads without a network", async () => {
    const { page } = browser
    await page.goto(`${HOST}/`)
    await controlledByWorker(page)
    await page.goto(`${HOST}/program/`, { waitUntil: "networkidle" })
    await page.context().setOffline(true)
    await page.reload()
    await page.waitForFunction(() => document.title === "Ramaskrik | Program")
    await page.getByRole("heading", { name: "Program" }).first().waitFor()
  })

  it("shows the tickets offline after Min side was opened once, with the host's caching", async () => {
    await showsTicketsOffline(browser.page, HOST)
  })
})
