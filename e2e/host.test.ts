/**
 * The built site on the production host set-up: Debian's nginx with
 * deploy/nginx.conf (npm run serve:nginx), on a port of its own.
 */
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from "../deploy/host-rules.mjs"
import { showsTicketsOffline } from "./support/account"
import { controlledByWorker } from "./support/browser"
import { startServer } from "./support/serve"
import { NGINX_PORT, NGINX_URL as HOST } from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })

let nginx: Awaited<ReturnType<typeof startServer>> | undefined

test.beforeAll(async () => {
  nginx = await startServer("scripts/serve-nginx.mjs", NGINX_PORT)
})

test.afterAll(() => nginx?.stop())

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

test.describe("caching and security headers on nginx", () => {
  for (const [what, file, cache] of [
    ["an HTML page", "/program/", REVALIDATE],
    ["a page-data file", "/page-data/program/page-data.json", REVALIDATE],
    ["app-data.json", "/page-data/app-data.json", REVALIDATE],
    ["the service worker", "/sw.js", REVALIDATE],
    ["a file named by its version", "/workbox-v4.3.1/workbox-sw.js", REVALIDATE],
    ["robots.txt", "/robots.txt", REVALIDATE],
    ["the sitemap", "/sitemap-index.xml", REVALIDATE],
    ["the web app manifest", "/manifest.webmanifest", REVALIDATE],
    ["a home-screen icon", "/app-icons/icon-192x192.png", REVALIDATE],
  ]) {
    test(`asks browsers to revalidate ${what}`, async () => {
      const response = await fetch(`${HOST}${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe(cache)
      expectSecurityHeaders(response)
    })
  }

  test("sends the web app manifest and the sitemap as what they are, compressed", async () => {
    for (const [file, type] of [
      ["/manifest.webmanifest", "application/manifest+json"],
      ["/sitemap-0.xml", "text/xml; charset=utf-8"],
    ]) {
      const response = await fetch(`${HOST}${file}`, { headers: { "Accept-Encoding": "gzip" } })
      expect([file, response.headers.get("content-type"), response.headers.get("content-encoding")]).toEqual([
        file,
        type,
        "gzip",
      ])
    }
  })

  test("lets browsers keep a content-hashed script and the styles for a year", async () => {
    for (const file of [builtFile(/^app-[0-9a-f]{20}\.js$/), builtFile(/^styles\.[0-9a-f]{20}\.css$/)]) {
      const response = await fetch(`${HOST}${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE)
      expectSecurityHeaders(response)
    }
  })

  test("does not serve the build's internals or the host rule files", async () => {
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

test.describe("redirects and the 404 page on nginx", () => {
  const table = readFileSync(path.join(dist, "_redirects"), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("/"))
    .map((line) => line.split(" "))

  for (const [from, to, status] of table) {
    test(`moves ${from} on to ${to} with a ${status}`, async () => {
      const response = await fetch(`${HOST}${from}?kilde=avis`, { redirect: "manual" })
      expect(response.status).toBe(301)
      expect(response.headers.get("location")).toBe(`${to}?kilde=avis`)
      expectSecurityHeaders(response)
    })
  }

  test("answers an unknown path with status 404 and the 404 page", async () => {
    const response = await fetch(`${HOST}/finnes-ikke/`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain("Fant ikke siden")
    expectSecurityHeaders(response)
  })
})

test.describe("pages on nginx", () => {
  test("lets the newsletter form post to the newsletter service without JavaScript", async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false })
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

  test("shows a page with no errors or warnings in the console, none from the headers either", async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text())
    })
    await page.goto(`${HOST}/program/`, { waitUntil: "networkidle" })
    expect(errors).toEqual([])
  })

  test("registers, and a visited page reloads without a network", async ({ page }) => {
    await page.goto(`${HOST}/`)
    await controlledByWorker(page)
    await page.goto(`${HOST}/program/`, { waitUntil: "networkidle" })
    await page.context().setOffline(true)
    await page.reload()
    await expect(page).toHaveTitle("Ramaskrik | Program")
    await expect(page.getByRole("heading", { name: "Program" }).first()).toBeVisible()
  })

  test("shows the tickets offline after Min side was opened once, with the host's caching", async ({ page }) => {
    await showsTicketsOffline(page, HOST)
  })
})
