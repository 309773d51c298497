/**
 * What the build tells search engines, read from dist/: the JSON-LD of every
 * page, the sitemap and robots.txt.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

import { htmlFiles } from "../support/project-copy"
import { demoProductions } from "./demo-content"

const dist = path.resolve("dist")
const read = (file: string) => readFileSync(path.join(dist, file), "utf8")
const pageFile = (urlPath: string) => path.join(urlPath, "index.html").replace(/^\//, "")

type Json = Record<string, unknown>

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? "") as Json,
  )
}

const graphOf = (urlPath: string) => jsonLdOf(read(pageFile(urlPath))).flatMap((doc) => doc["@graph"] as Json[])

const canonicalOf = (html: string) => /<link[^>]* rel="canonical" href="([^"]+)"/.exec(html)?.[1]
const siteOrigin = () => new URL(canonicalOf(read("index.html")) ?? "").origin

/** The demo's productions with what the JSON-LD is built from. */
interface DemoProduction {
  title: string
  object: string
  parentSlug: string | null
  pageReference: string | null
  durationMinutes: number | null
  showtimes: { id: string; status: string; price: number | null }[]
}
const productions = () => demoProductions() as unknown as DemoProduction[]
const pathOf = (production: DemoProduction) => `/${production.parentSlug ?? production.pageReference ?? ""}/`

/** Pages a visitor can reach: not redirect stubs, not the 404 page, not Gatsby's fragments or the app shell. */
function publicPages(): string[] {
  return htmlFiles(dist)
    .filter((file) => file.endsWith("index.html") && !file.startsWith("_gatsby/"))
    .filter((file) => !file.startsWith("404/") && !file.startsWith("offline-plugin-app-shell-fallback/"))
    .filter((file) => !read(file).includes('http-equiv="refresh"'))
    .map((file) => `/${path.dirname(file) === "." ? "" : `${path.dirname(file)}/`}`)
}

const PRIVATE = ["/logg-inn/", "/ny-bruker/", "/glemt-passord/", "/min-side/", "/min-festival/"]
const isPrivate = (urlPath: string) => PRIVATE.some((prefix) => urlPath.startsWith(prefix))

describe("the JSON-LD of the built pages", () => {
  it("parses on every page, and never holds a character that could end its script", () => {
    const pages = htmlFiles(dist).filter((file) => file.endsWith(".html"))
    const blocks = pages.flatMap((file) =>
      [...read(file).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => text),
    )
    expect(blocks.length).toBeGreaterThan(40)
    blocks.forEach((text) => {
      expect(text).not.toMatch(/[<>&\u2028\u2029]/)
      expect(() => JSON.parse(text ?? "") as unknown).not.toThrow()
    })
  })

  it.each(productions().map((production) => [pathOf(production), production] as const))(
    "describes each showtime of %s as an event with Google's required and recommended properties",
    (urlPath, production) => {
      const events = graphOf(urlPath)
      expect(events.map((event) => event["@id"])).toEqual(
        production.showtimes.map(({ id }) => `${siteOrigin()}${urlPath}#${id}`),
      )
      events.forEach((event, index) => {
        const showtime = production.showtimes[index]
        expect(event["@type"]).toEqual(
          production.object === "movie" ? "ScreeningEvent" : expect.stringMatching(/Event$/),
        )
        expect(event).toMatchObject({
          name: production.title,
          startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
          location: {
            "@type": "Place",
            name: expect.any(String),
            address: {
              "@type": "PostalAddress",
              streetAddress: expect.any(String),
              postalCode: expect.any(String),
              addressLocality: expect.any(String),
              addressCountry: "NO",
            },
          },
          eventStatus: `https://schema.org/${showtime?.status === "cancelled" ? "EventCancelled" : "EventScheduled"}`,
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          description: expect.any(String),
          image: expect.arrayContaining([expect.stringMatching(`^${siteOrigin()}/`)]),
          organizer: { name: "Ramaskrik", url: `${siteOrigin()}/` },
          superEvent: { "@type": "Festival", url: `${siteOrigin()}/` },
        })
        if (production.durationMinutes !== null) expect(event.endDate).toEqual(expect.any(String))
        if (showtime?.status !== "cancelled") {
          expect(event.offers).toMatchObject({
            url: expect.stringMatching(/^https:\/\//),
            availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut)$/),
            ...(showtime?.price != null && { price: showtime.price, priceCurrency: "NOK" }),
          })
        }
        if (production.object === "movie") {
          expect(event.workPresented).toMatchObject({ "@type": "Movie", name: production.title })
        }
      })
    },
  )

  it("describes the festival on the home page, with its dates and main venue", () => {
    const [festival, ...rest] = graphOf("/")
    expect(rest).toEqual([])
    expect(festival).toMatchObject({
      "@type": "Festival",
      "@id": `${siteOrigin()}/#festival`,
      name: "Ramaskrik",
      url: `${siteOrigin()}/`,
      startDate: expect.stringMatching(/^2027-10-1\dT/),
      endDate: expect.stringMatching(/^2027-10-1\dT/),
      location: { name: "Oppdal kulturhus", address: { addressLocality: "Oppdal" } },
      image: [expect.stringMatching(`^${siteOrigin()}/`)],
    })
  })
})

describe("the sitemap", () => {
  const urlsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url ?? "")

  it("lists every public page once, by the address its canonical link gives, and no private page", () => {
    const parts = urlsOf(read("sitemap-index.xml"))
    expect(parts.length).toBeGreaterThan(0)
    const listed = parts.flatMap((part) => urlsOf(read(new URL(part).pathname)))
    expect(new Set(listed).size).toBe(listed.length)
    const expected = publicPages().filter((urlPath) => !isPrivate(urlPath))
    expect(expected.length).toBeGreaterThan(80)
    expect(listed.map((url) => new URL(url).pathname).sort()).toEqual(expected.map(encodeURI).sort())
    listed.forEach((url) => {
      expect(url.startsWith(`${siteOrigin()}/`)).toBe(true)
      expect(canonicalOf(read(pageFile(decodeURI(new URL(url).pathname))))).toBe(url)
    })
  })

  it("is not linked from every page's head: robots.txt names it", () => {
    expect(read("index.html")).not.toContain('rel="sitemap"')
  })
})

describe("robots.txt", () => {
  it("keeps crawlers off the account pages and points to the sitemap at the site's address", () => {
    const lines = read("robots.txt").split("\n")
    expect(lines).toContain("User-agent: *")
    PRIVATE.forEach((urlPath) => expect(lines).toContain(`Disallow: ${urlPath}`))
    const sitemap = lines.find((line) => line.startsWith("Sitemap: "))?.slice("Sitemap: ".length) ?? ""
    expect(sitemap).toBe(`${siteOrigin()}/sitemap-index.xml`)
    expect(existsSync(path.join(dist, new URL(sitemap).pathname))).toBe(true)
  })
})
