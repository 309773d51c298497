import { readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { copyOnSharedBundles } from "../../support/demo-build"
import { initialScripts } from "../../support/first-load"
import { buildProject, filesIn, type BuildResult, buildsTimeout } from "../../support/project-copy"

// The demo's shared build (made already if a test before made it), the refused one, then the production build
// on the shared one's webpack cache.
jest.setTimeout(buildsTimeout(3))

/** Every address the browser calls, emptied, and no word of the sandbox: a build as a newcomer runs it. */
const NOTHING_SET = {
  RAMASKRIK_SANDBOX: "",
  GATSBY_TICKETING_118_URL: "",
  GATSBY_TICKETING_178_URL: "",
  GATSBY_NEWSLETTER_URL: "",
  SITE_URL: "",
}

const PRODUCTION = {
  ...NOTHING_SET,
  GATSBY_TICKETING_118_URL: "https://billett.ramaskrik.no/ticketing/118",
  GATSBY_NEWSLETTER_URL: "https://nyhetsbrev.ramaskrik.no/subscribe",
  SITE_URL: "https://festival.ramaskrik.no",
}

/**
 * The only `localhost` that may be published: libraries' checks of the
 * visitor's own address (Gatsby registers its service worker over plain http
 * on localhost; Workbox logs more there), not addresses the site calls.
 */
const LIBRARY_CHECKS = [
  `"localhost"!==window.location.hostname`,
  `"localhost"===self.location.hostname`,
  "Service workers can only be used over HTTPS, or on localhost",
]

describe("a production build", () => {
  let dir: string
  let refused: BuildResult
  let built: BuildResult

  beforeAll(async () => {
    dir = await copyOnSharedBundles()
    // A festival that has no tag manager (yet): the demo names one, so this build shows the other case.
    const siteFile = path.join(dir, "data", "site.json")
    const site = JSON.parse(readFileSync(siteFile, "utf8")) as { analytics: { googleTagManagerId: string } }
    site.analytics.googleTagManagerId = ""
    writeFileSync(siteFile, JSON.stringify(site, null, 2))
    refused = await buildProject(dir, NOTHING_SET)
    built = await buildProject(dir, PRODUCTION)
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("refuses to run without the addresses the browser calls, one line each, and publishes nothing", () => {
    expect(refused.status).not.toBe(0)
    const lines = refused.output.split("\n")
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^environment: GATSBY_TICKETING_118_URL: missing: .+, e\.g\. GATSBY_TICKETING_118_URL=https:/,
        ),
        expect.stringMatching(/^environment: GATSBY_NEWSLETTER_URL: missing: .+, e\.g\. GATSBY_NEWSLETTER_URL=https:/),
        expect.stringMatching(/^environment: SITE_URL: missing: .+, e\.g\. SITE_URL=https:/),
      ]),
    )
    expect(refused.output).toContain("The build failed; nothing was published.")
  })

  it("publishes no localhost anywhere, and calls the services it was given", () => {
    expect(built.status === 0 ? "" : built.output).toBe("")
    const published = filesIn(path.join(dir, "dist")).map((file) => path.join(dir, "dist", file))
    const mentions = published.filter((file) => {
      let text = readFileSync(file, "latin1")
      LIBRARY_CHECKS.forEach((check) => (text = text.split(check).join("")))
      return /localhost/i.test(text)
    })
    expect(mentions.map((file) => path.relative(dir, file))).toEqual([])

    const scripts = published.filter((file) => file.endsWith(".js")).map((file) => readFileSync(file, "utf8"))
    expect(scripts.some((text) => text.includes(PRODUCTION.GATSBY_TICKETING_118_URL))).toBe(true)
    expect(scripts.some((text) => text.includes(PRODUCTION.GATSBY_NEWSLETTER_URL))).toBe(true)
    // Ticketing replies are personal: the service worker sends them to the network only.
    expect(readFileSync(path.join(dir, "dist", "sw.js"), "utf8")).toContain("billett\\.ramaskrik\\.no")
  })

  it("loads no consent code on a page of a site without a tag manager, and shows no cookie settings", () => {
    ;["/", "/program/"].forEach((route) => {
      const scripts = initialScripts(route, dir)
      expect(scripts.length).toBeGreaterThan(3)
      const withConsent = scripts.filter((file) =>
        readFileSync(path.join(dir, "dist", file), "utf8").includes("ramaskrik.consent"),
      )
      expect({ route, withConsent }).toEqual({ route, withConsent: [] })
    })
    const home = readFileSync(path.join(dir, "dist", "index.html"), "utf8")
    expect(home).not.toContain("Innstillinger for informasjonskapsler")
    expect(home).not.toContain('name="tag-manager"')
  })

  it("links each page to its address on the public site", () => {
    const home = readFileSync(path.join(dir, "dist", "program", "index.html"), "utf8")
    expect(home).toContain('rel="canonical" href="https://festival.ramaskrik.no/program/"')
  })

  it("gives search engines the public site's addresses, not the content's host", () => {
    const published = (file: string) => readFileSync(path.join(dir, "dist", file), "utf8")
    expect(published("robots.txt")).toContain("Sitemap: https://festival.ramaskrik.no/sitemap-index.xml")
    const listed = [...published("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)
    expect(listed).toContain("https://festival.ramaskrik.no/program/")
    expect(listed.filter((url) => !url?.startsWith("https://festival.ramaskrik.no/"))).toEqual([])
    const film = published("blodmane-dxm1001/index.html")
    expect(film).toContain('"url":"https://festival.ramaskrik.no/blodmane-dxm1001/"')
    expect(film).toContain('"@id":"https://festival.ramaskrik.no/#festival"')
    expect(film).not.toContain("https://ramaskrik.no/")
  })
})
