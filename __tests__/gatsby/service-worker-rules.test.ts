/**
 * The service worker's runtime caching as gatsby-config.ts writes it into the
 * build: nothing of a visitor's account (ticketing replies, QR codes, posters
 * from the image origins) may land in Cache Storage, which outlives signing
 * out and is shared by everyone who uses the browser.
 */
import type { GatsbyConfig } from "gatsby"

interface Rule {
  urlPattern: RegExp
  handler: string
}

/** The offline plugin's rules for a build with these settings. */
function rulesFor(env: Record<string, string>): Rule[] {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    let config: GatsbyConfig | undefined
    jest.isolateModules(() => {
      config = (jest.requireActual("../../gatsby-config") as { default: GatsbyConfig }).default
    })
    const offline = config?.plugins?.find(
      (plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-offline",
    ) as { options: { workboxConfig: { runtimeCaching: Rule[] } } } | undefined
    return offline?.options.workboxConfig.runtimeCaching ?? []
  } finally {
    process.env = saved
  }
}

/** What the worker does with a URL: the first rule that matches it decides. */
const handlerFor = (rules: Rule[], url: string) => rules.find((rule) => rule.urlPattern.test(url))?.handler

const PRODUCTION = {
  GATSBY_TICKETING_118_URL: "https://billett.kino.no/api",
  GATSBY_NEWSLETTER_URL: "https://nyhetsbrev.ramaskrik.no/subscribe",
  GATSBY_TICKETING_IMAGE_ORIGINS: "https://qr.billett.no/codes, https://bilder.kino.no",
}

describe("the service worker's rules", () => {
  it.each([
    "https://billett.kino.no/api/profile/tickets",
    "https://billett.kino.no/qr/DXM1015-A7.svg",
    "https://qr.billett.no/codes/DXM1015-A7.png",
    "https://bilder.kino.no/plakater/trolljegeren.jpg",
  ])("never cache %s, from the ticketing service or its image origins", (url) => {
    expect(handlerFor(rulesFor(PRODUCTION), url)).toBe("NetworkOnly")
  })

  it("never cache the events call through the site's own shared-cache path", () => {
    const rules = rulesFor({ ...PRODUCTION, GATSBY_TICKETING_EVENTS_PROXY: "/billettstatus" })
    expect(handlerFor(rules, "https://ramaskrik.no/billettstatus/api/events?ids=st-1,st-2&site=ramaskrik-118")).toBe(
      "NetworkOnly",
    )
    expect(handlerFor(rules, "https://ramaskrik.no/billettstatus-info/plakat.jpg")).toBe("StaleWhileRevalidate")
  })

  it("still cache the site's own pictures and page data", () => {
    const rules = rulesFor(PRODUCTION)
    expect(handlerFor(rules, "https://ramaskrik.no/static/plakat.jpg")).toBe("CacheFirst")
    expect(handlerFor(rules, "https://ramaskrik.no/page-data/program/page-data.json")).toBe("StaleWhileRevalidate")
  })
})
