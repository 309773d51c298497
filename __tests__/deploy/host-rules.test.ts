/**
 * The host rules (deploy/host-rules.mjs): caching by file name, the files
 * never published, and the redirect table as `_redirects`, `_headers` and
 * nginx rules; and deploy/nginx.conf as nginx itself reads it.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import {
  IMMUTABLE,
  NGINX_BROTLI_MODULE,
  NGINX_EVENTS_PROXY,
  NGINX_REDIRECTS,
  NOT_SERVED,
  REVALIDATE,
  SECURITY_HEADERS,
  cacheControl,
  headersFile,
  isBuildInternal,
  eventsProxyRedirect,
  localNginxConf,
  nginxEventsProxy,
  nginxRedirects,
  nginxServerBlock,
  redirectsFile,
} from "../../deploy/host-rules.mjs"

const REDIRECTS = [
  { fromPath: "/billetter", toPath: "/kjop-billetter/" },
  { fromPath: "/2025/program", toPath: "/program/" },
  { fromPath: "/gammel-side", toPath: "https://example.no/ny side?x=1" },
  { fromPath: "/påmelding", toPath: "/pris-$-tilbud/" },
]

describe("caching", () => {
  it.each([
    "/app-4c2e77b6f4112e173d9d.js",
    "/component---src-pages-min-side-tsx-4ab4074af55a82fd0fec.js",
    "/1700ddee726b5baf5ed08522919eecdf2875c273-c1954962fae685aa7c38.js",
    "/framework-a24e15a3e8fe77eed6c8.js.LICENSE.txt",
    "/styles.42b846c53eb9ed2cac4c.css",
    "/static/d2f8a7c1e3b4/poster.jpg",
  ])("keeps %s for a year: its name changes with its bytes", (file) => {
    expect(cacheControl(file)).toBe(IMMUTABLE)
  })

  it.each([
    "/",
    "/program/",
    "/index.html",
    "/404.html",
    "/page-data/program/page-data.json",
    "/page-data/app-data.json",
    "/page-data/sq/d/1234567890.json",
    "/sw.js",
    "/workbox-v4.3.1/workbox-sw.js",
    "/idb-keyval-3.2.0-iife.min.js",
    "/offline-plugin-app-shell-fallback/index.html",
    "/favicon.svg",
    "/icons/star-filled.svg",
    "/images/films/blodmane-dxm1001-poster.svg",
    "/search-index.json",
    "/~partytown/partytown.js",
    "/static-children-dxm1020/",
    "/robots.txt",
    "/sitemap-index.xml",
    "/sitemap-0.xml",
    "/manifest.webmanifest",
    "/app-icons/icon-512x512.png",
  ])("asks again every time for %s: its name stays when its bytes change", (file) => {
    expect(cacheControl(file)).toBe(REVALIDATE)
  })
})

describe("what is published", () => {
  it("leaves out Gatsby's bookkeeping and the source maps", () => {
    expect(isBuildInternal("webpack.stats.json", {})).toBe(true)
    expect(isBuildInternal("chunk-map.json", {})).toBe(true)
    expect(isBuildInternal("app-4c2e77b6f4112e173d9d.js.map", {})).toBe(true)
    expect(isBuildInternal("workbox-v4.3.1/workbox-sw.js.map", {})).toBe(true)
    expect(isBuildInternal("app-4c2e77b6f4112e173d9d.js", {})).toBe(false)
    expect(isBuildInternal("page-data/app-data.json", {})).toBe(false)
  })

  it("leaves out the slices' HTML, which the build stitches into the pages and no browser fetches", () => {
    expect(isBuildInternal("_gatsby/slices/_gatsby-scripts-1.html", {})).toBe(true)
    expect(isBuildInternal("slice-data/header.json", {})).toBe(false)
  })

  it.each([
    "/.git/config",
    "/.env",
    "/program/.hidden",
    "/.well-known/.hidden",
    "/.well-known/a/.b",
    "/a/.well-known/x",
  ])("serves no hidden file such as %s", (urlPath) => expect(NOT_SERVED.test(urlPath)).toBe(true))

  it("serves what is in /.well-known/ at the top, such as security.txt", () => {
    expect(NOT_SERVED.test("/.well-known/security.txt")).toBe(false)
  })

  it("publishes the source maps when PUBLISH_SOURCE_MAPS=1 asks for them", () => {
    expect(isBuildInternal("app-4c2e77b6f4112e173d9d.js.map", { PUBLISH_SOURCE_MAPS: "1" })).toBe(false)
    expect(isBuildInternal("webpack.stats.json", { PUBLISH_SOURCE_MAPS: "1" })).toBe(true)
  })
})

const rules = (file: string) => file.split("\n").filter((line) => line !== "" && !line.startsWith("#"))

describe("_redirects", () => {
  it("moves both spellings of every old address on with a 301", () => {
    expect(rules(redirectsFile(REDIRECTS))).toEqual([
      "/billetter /kjop-billetter/ 301",
      "/billetter/ /kjop-billetter/ 301",
      "/2025/program /program/ 301",
      "/2025/program/ /program/ 301",
      "/gammel-side https://example.no/ny%20side?x=1 301",
      "/gammel-side/ https://example.no/ny%20side?x=1 301",
      "/p%C3%A5melding /pris-%24-tilbud/ 301",
      "/p%C3%A5melding/ /pris-%24-tilbud/ 301",
    ])
  })

  it("forces the rules on Netlify, where a file at the old address would win", () => {
    expect(rules(redirectsFile(REDIRECTS.slice(0, 1), { force: true }))).toEqual([
      "/billetter /kjop-billetter/ 301!",
      "/billetter/ /kjop-billetter/ 301!",
    ])
  })

  it("refuses a path no rule file can carry, naming it", () => {
    expect(() => redirectsFile([{ fromPath: '/a"b', toPath: "/c/" }])).toThrow(/host-rules\.mjs.*"\/a\\"b"/)
  })
})

/** The rules of a `_headers` file: pattern → headers. */
function parseHeaders(file: string): Map<string, Record<string, string>> {
  const parsed = new Map<string, Record<string, string>>()
  let current: Record<string, string> = {}
  for (const line of rules(file)) {
    if (!line.startsWith(" ")) parsed.set(line, (current = {}))
    else {
      const [name = "", ...value] = line.trim().split(": ")
      current[name] = value.join(": ")
    }
  }
  return parsed
}

describe("_headers", () => {
  const files = [
    "/index.html",
    "/app-4c2e77b6f4112e173d9d.js",
    "/styles.42b846c53eb9ed2cac4c.css",
    "/sw.js",
    "/idb-keyval-3.2.0-iife.min.js",
    "/page-data/app-data.json",
  ]
  const headers = parseHeaders(headersFile(files))

  it("sends the security headers with everything", () => {
    expect(headers.get("/*")).toEqual(SECURITY_HEADERS)
    expect(SECURITY_HEADERS["Content-Security-Policy"]).toContain("frame-ancestors 'none'")
  })

  it("keeps each content-hashed file and Gatsby's static folder for a year, and nothing else", () => {
    const immutable = [...headers].filter(([, each]) => each["Cache-Control"] === IMMUTABLE).map(([pattern]) => pattern)
    expect(immutable.sort()).toEqual(["/app-4c2e77b6f4112e173d9d.js", "/static/*", "/styles.42b846c53eb9ed2cac4c.css"])
  })

  it("gives Cache-Control once per path, since the hosts join values that several rules give", () => {
    expect(headers.get("/*")).not.toHaveProperty("Cache-Control")
    expect(headers.get("/page-data/*")).toEqual({ "Cache-Control": REVALIDATE })
    expect(headers.get("/sw.js")).toEqual({ "Cache-Control": REVALIDATE })
  })
})

describe("nginx", () => {
  it("answers both spellings of every old address with a 301 that keeps the query", () => {
    expect(rules(nginxRedirects(REDIRECTS.slice(0, 1)))).toEqual([
      'location = "/billetter" { return 301 "/kjop-billetter/$is_args$args"; }',
      'location = "/billetter/" { return 301 "/kjop-billetter/$is_args$args"; }',
    ])
  })

  it("commits deploy/nginx.conf as the rules render it (node deploy/write-nginx-conf.mjs)", () => {
    expect(readFileSync(path.resolve("deploy", "nginx.conf"), "utf8")).toBe(nginxServerBlock())
  })

  const nginx = process.env.NGINX ?? "/usr/sbin/nginx"
  it("is a configuration nginx accepts, with the redirect rules and the events call's shared cache the build writes", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-nginx-"))
    try {
      const site = path.join(dir, "dist")
      mkdirSync(path.dirname(path.join(site, NGINX_REDIRECTS)), { recursive: true })
      writeFileSync(path.join(site, NGINX_REDIRECTS), nginxRedirects(REDIRECTS))
      // nginx resolves the upstream's name as it reads the rule, and this machine has no DNS.
      const local = { ...EVENTS_PROXY, upstream: "http://127.0.0.1:9/ticketing/118/api/events" }
      writeFileSync(path.join(site, NGINX_EVENTS_PROXY), nginxEventsProxy(local))
      const server = localNginxConf(readFileSync(path.resolve("deploy", "nginx.conf"), "utf8"), {
        root: site,
        port: 9129,
        cache: path.join(dir, "events-cache"),
      })
      writeFileSync(
        path.join(dir, "nginx.conf"),
        `load_module ${NGINX_BROTLI_MODULE};\npid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n${server}}\n`,
      )
      const check = spawnSync(nginx, ["-t", "-q", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr"], {
        encoding: "utf8",
      })
      expect(check.stderr).toBe("")
      expect(check.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

const EVENTS_PROXY = {
  path: "/billettstatus/api/events",
  upstream: "https://billett.example.no/ticketing/118/api/events",
}

describe("the events call's shared cache", () => {
  const directives = (conf: string) => conf.split("\n").map((line) => line.trim())

  it("forwards the site's path, GET only, to the service's events call, keyed by the whole query", () => {
    const rule = directives(nginxEventsProxy(EVENTS_PROXY))
    expect(rule).toEqual(
      expect.arrayContaining([
        'location = "/billettstatus/api/events" {',
        "limit_except GET { deny all; }",
        "proxy_pass https://billett.example.no/ticketing/118/api/events;",
        'proxy_cache_key "$request_uri";',
        "proxy_cache_valid 200 15s;",
        "proxy_cache_lock on;",
        "proxy_cache_use_stale updating error timeout http_429 http_503;",
      ]),
    )
  })

  it("sends nothing of the visitor upstream, and nothing of the service's caching or cookies back", () => {
    const rule = directives(nginxEventsProxy(EVENTS_PROXY))
    expect(rule).toEqual(
      expect.arrayContaining([
        'proxy_set_header Cookie "";',
        'proxy_set_header Authorization "";',
        "proxy_hide_header Set-Cookie;",
        "proxy_ignore_headers Cache-Control Expires Set-Cookie Vary X-Accel-Expires;",
      ]),
    )
    expect(rule.some((line) => /Retry-After/i.test(line))).toBe(false)
  })

  it("writes an empty rule without it, and refuses addresses nginx would read as something else", () => {
    expect(nginxEventsProxy(undefined)).toMatch(/^# [^\n]*\n$/)
    expect(() => nginxEventsProxy({ ...EVENTS_PROXY, upstream: "https://x.example/$host;" })).toThrow(/host-rules\.mjs/)
    expect(() => nginxEventsProxy({ ...EVENTS_PROXY, path: '/a" {' })).toThrow(/host-rules\.mjs/)
  })

  it("gives Netlify a proxy rule, first in _redirects, and nothing without it", () => {
    expect(rules(eventsProxyRedirect(EVENTS_PROXY))).toEqual([
      "/billettstatus/api/events https://billett.example.no/ticketing/118/api/events 200",
    ])
    expect(eventsProxyRedirect(undefined)).toBe("")
  })
})
