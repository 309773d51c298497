/**
 * The built site on the production host set-up: Debian's nginx with
 * deploy/nginx.conf (npm run serve:nginx), on a port of its own.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs"
import { request } from "node:http"
import path from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from "../deploy/host-rules.mjs"
import { showsTicketsOffline } from "./support/account"
import { controlledByWorker, workerCanServe } from "./support/browser"
import { startServer } from "./support/serve"
import { siteWithEventsProxy } from "../scripts/events-proxy-site.mjs"
import {
  NGINX_EVENTS_PORT,
  NGINX_PORT,
  NGINX_URL as HOST,
  SANDBOX_URL,
  sandboxCounts,
  setSandboxFaults,
} from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 90_000 })

let nginx: Awaited<ReturnType<typeof startServer>> | undefined

const dist = path.resolve("dist")
/** The site as the publisher lays it out: the served folder is a link to a release. */
const linkedDist = path.resolve("test-results", `dist-link-${NGINX_PORT}`)

test.beforeAll(async () => {
  mkdirSync(path.dirname(linkedDist), { recursive: true })
  rmSync(linkedDist, { force: true })
  symlinkSync(dist, linkedDist)
  nginx = await startServer("scripts/serve-nginx.mjs", NGINX_PORT, { DIST_DIR: linkedDist })
})

test.afterAll(async () => {
  await nginx?.stop()
  rmSync(linkedDist, { force: true })
})

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

/** GET as sent, the body as it came (fetch would decompress it). */
function rawGet(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const sent = request({ host: "127.0.0.1", port: NGINX_PORT, path: urlPath, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      sent.on("error", reject)
      sent.end()
    },
  )
}

test.describe("compression, /.well-known/ and what is not published, on nginx", () => {
  for (const [encoding, unpack] of [
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const) {
    test(`sends the ${encoding} file the publish wrote, and says it varies by encoding`, async () => {
      for (const file of [builtFile(/^app-[0-9a-f]{20}\.js$/), "/search-index.json"]) {
        const written = path.join(dist, `${file}.${encoding === "br" ? "br" : "gz"}`)
        const response = await rawGet(file, { "Accept-Encoding": encoding })
        expect([file, response.status, response.headers["content-encoding"]]).toEqual([file, 200, encoding])
        expect(response.headers.vary).toBe("Accept-Encoding")
        // Its length is that of the file on disk: nginx sent it, it did not compress on the fly.
        expect(Number(response.headers["content-length"])).toBe(statSync(written).size)
        expect(unpack(response.body).equals(readFileSync(path.join(dist, file)))).toBe(true)
      }
    })
  }

  test("compresses a page as it sends it: pages are not compressed at publish", async () => {
    const response = await rawGet("/program/", { "Accept-Encoding": "br, gzip" })
    expect([response.headers["content-encoding"], response.headers.vary]).toEqual(["gzip", "Accept-Encoding"])
    expect(gunzipSync(response.body).equals(readFileSync(path.join(dist, "program", "index.html")))).toBe(true)
  })

  test("sends the plain file to a client that takes no compression", async () => {
    const response = await rawGet("/program/")
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.body.equals(readFileSync(path.join(dist, "program", "index.html")))).toBe(true)
  })

  test("publishes security.txt with a contact and an expiry, and nothing hidden beside it", async () => {
    const response = await fetch(`${HOST}/.well-known/security.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m)
    const expires = /^Expires: (\S+)$/m.exec(text)?.[1] ?? ""
    expect(Date.parse(expires) - Date.now()).toBeGreaterThan(300 * 86_400_000)
    expectSecurityHeaders(response)
    for (const file of ["/.well-known/.htpasswd", "/.git/config", "/.env"]) {
      expect([file, (await fetch(`${HOST}${file}`)).status]).toEqual([file, 404])
    }
  })

  test("does not publish the slices' HTML, which the pages already hold", async () => {
    // Every slice the build wrote (public/, beside dist/), so that the test cannot pass on a name that never existed.
    const slices = readdirSync(path.resolve("public", "_gatsby", "slices"))
    expect(slices).toContain("_gatsby-scripts-1.html")
    expect(readdirSync(dist)).not.toContain("_gatsby")
    for (const slice of slices) expect((await fetch(`${HOST}/_gatsby/slices/${slice}`)).status).toBe(404)
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

  test("moves a path spelt another way to a path on this site, never to //host", async () => {
    for (const sent of ["//program", "/.//program", "/%2F%2Fprogram"]) {
      const response = await rawGet(sent)
      expect([sent, response.status, response.headers.location]).toEqual([sent, 301, "/program/"])
    }
    for (const sent of ["/\\program", "//evil.example", "/\\evil.example"]) {
      expect([sent, (await rawGet(sent)).headers.location ?? "none"]).not.toEqual([
        sent,
        expect.stringMatching(/^\/\//),
      ])
    }
  })

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
    // Not the network idle: the worker may still be caching what the page loaded (a busy machine).
    await workerCanServe(page, "/program/")
    await page.context().setOffline(true)
    await page.reload()
    await expect(page).toHaveTitle("Ramaskrik | Program")
    await expect(page.getByRole("heading", { name: "Program" }).first()).toBeVisible()
  })

  test("shows the tickets offline after Min side was opened once, with the host's caching", async ({ page }) => {
    await showsTicketsOffline(page, HOST)
  })
})

test.describe("the live seat status's shared cache on nginx", () => {
  /** The events call as the client sends it for Trolljegeren's film page, through the site's own path. */
  const EVENTS_PATH = "/billettstatus/api/events"
  const query = (ids: string) => `?ids=${encodeURIComponent(ids)}&site=ramaskrik-118`
  const site = path.resolve("test-results", `events-proxy-site-${NGINX_EVENTS_PORT}`)
  let proxied: Awaited<ReturnType<typeof startServer>> | undefined

  test.beforeAll(async () => {
    siteWithEventsProxy(dist, site, { path: EVENTS_PATH, upstream: `${SANDBOX_URL}/ticketing/118/api/events` })
    proxied = await startServer("scripts/serve-nginx.mjs", NGINX_EVENTS_PORT, { DIST_DIR: site })
  })

  test.afterAll(async () => {
    await proxied?.stop()
    await setSandboxFaults({})
    rmSync(site, { recursive: true, force: true })
  })

  const events = () => sandboxCounts().then((counts) => counts.byEndpoint.events ?? 0)
  const get = (ids: string, init?: RequestInit) =>
    fetch(`http://localhost:${NGINX_EVENTS_PORT}${EVENTS_PATH}${query(ids)}`, init)

  test("asks the ticketing service once for two requests within 15 s, the second from the cache", async () => {
    const before = await events()
    const first = await get("st-dxm1015-1,st-dxm1015-2")
    const second = await get("st-dxm1015-1,st-dxm1015-2", { headers: { Cookie: "ticketing_session=someone" } })
    expect([first.status, second.status]).toEqual([200, 200])
    expect([first.headers.get("x-cache-status"), second.headers.get("x-cache-status")]).toEqual(["MISS", "HIT"])
    expect(await second.json()).toEqual(await first.json())
    expect(await events()).toBe(before + 1)
    // Every response of the site carries its headers, this one too; no cookie of the service's comes back.
    expectSecurityHeaders(second)
    expect(second.headers.get("set-cookie")).toBeNull()
  })

  test("keys the cache by the whole query: another page's ids are another call", async () => {
    const before = await events()
    await get("st-dxm1001-1")
    await get("st-dxm1001-1,st-dxm1001-2")
    expect(await events()).toBe(before + 2)
  })

  test("passes a 429 and its Retry-After on where it has nothing to serve, and serves what it has meanwhile", async () => {
    await get("st-dxm1013-1")
    await setSandboxFaults({ status: 429, retryAfterSeconds: 90 })
    const refused = await get("st-dxm1013-1,st-dxm1001-1")
    expect([refused.status, refused.headers.get("retry-after")]).toEqual([429, "90"])
    const kept = await get("st-dxm1013-1")
    expect(kept.status).toBe(200)
    await setSandboxFaults({})
  })

  test("forwards nothing but GET", async () => {
    const before = await sandboxCounts()
    const posted = await get("st-dxm1015-1", { method: "POST", body: "{}" })
    expect(posted.status).toBe(403)
    expect((await sandboxCounts()).calls).toBe(before.calls)
  })
})
