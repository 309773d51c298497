import { applySandboxAddresses, browserServiceUrls, deploySettings } from "../../src/content-pipeline/deploy-settings"
import { formatProblem } from "../../src/content-pipeline/problems"

const PRODUCTION = {
  GATSBY_TICKETING_118_URL: "https://billett.ramaskrik.no/ticketing/118",
  GATSBY_NEWSLETTER_URL: "https://nyhetsbrev.ramaskrik.no/subscribe",
  SITE_URL: "https://ramaskrik.no/",
}

const lines = (env: Record<string, string>, partners: number[] = [118, 205]) =>
  deploySettings(env, partners).problems.map(formatProblem)

describe("a production build's settings", () => {
  it("names each missing address, what it is for and an example, one line each", () => {
    expect(lines({})).toEqual([
      "environment: GATSBY_TICKETING_118_URL: missing: the ticketing service's partner section 118, which the browser calls to sign in and to fetch tickets, the watch list and reviews, e.g. GATSBY_TICKETING_118_URL=https://billett.example.no/ticketing/118",
      "environment: GATSBY_NEWSLETTER_URL: missing: where the newsletter form posts the visitor's e-mail address, e.g. GATSBY_NEWSLETTER_URL=https://nyhetsbrev.example.no/subscribe",
      "environment: SITE_URL: missing: the site's public address, for canonical links and sharing tags, e.g. SITE_URL=https://ramaskrik.no",
    ])
  })

  it("asks for the ticketing section of the site's first partner only", () => {
    const { GATSBY_TICKETING_118_URL: _unused, ...without118 } = PRODUCTION
    expect(lines(without118, [178, 118])).toEqual([
      expect.stringMatching(/^environment: GATSBY_TICKETING_178_URL: missing: /),
    ])
    expect(lines({ ...without118, GATSBY_TICKETING_178_URL: "https://billett.example.no/178" }, [178])).toEqual([])
  })

  it("gives the addresses when every one is there", () => {
    expect(deploySettings(PRODUCTION, [118])).toEqual({
      settings: {
        sandbox: false,
        siteUrl: "https://ramaskrik.no",
        newsletterUrl: PRODUCTION.GATSBY_NEWSLETTER_URL,
        ticketingUrls: { 118: PRODUCTION.GATSBY_TICKETING_118_URL },
        imageOrigins: [],
      },
      problems: [],
    })
  })

  it.each([
    ["http://billett.ramaskrik.no/118", /must be https in a production build \(it was http\)/],
    ["https://localhost:9100/ticketing/118", /localhost is each visitor's own machine/],
    ["https://127.0.0.1/ticketing/118", /127\.0\.0\.1 is each visitor's own machine/],
    ["https://[::1]/ticketing/118", /\[::1\] is each visitor's own machine/],
    ["https://kino:hemmelig@billett.ramaskrik.no/118", /must not carry a user name or password/],
    ["billett.ramaskrik.no/118", /is not an absolute address/],
  ])("refuses %s as an address the browser calls", (address, message) => {
    expect(lines({ ...PRODUCTION, GATSBY_TICKETING_118_URL: address })).toEqual([
      expect.stringMatching(new RegExp(`^environment: GATSBY_TICKETING_118_URL: .*${message.source}`)),
    ])
  })

  it("refuses a password in a GATSBY_ variable, saying the browser would publish it", () => {
    expect(lines({ ...PRODUCTION, GATSBY_TICKETING_PASSWORD: "hemmelig", GATSBY_TICKETING_118_AUTH: "basic" })).toEqual(
      [
        expect.stringMatching(
          /^environment: GATSBY_TICKETING_PASSWORD: refused: every GATSBY_ variable ends up in the site's public JavaScript.*server-side proxy/,
        ),
        expect.stringMatching(
          /^environment: GATSBY_TICKETING_118_AUTH: basic authentication needs a password in the browser/,
        ),
      ],
    )
  })

  it("refuses an unknown authentication method and a timeout that is not a number", () => {
    expect(lines({ ...PRODUCTION, GATSBY_TICKETING_118_AUTH: "Bearer", GATSBY_TICKETING_TIMEOUT_MS: "15s" })).toEqual([
      'environment: GATSBY_TICKETING_118_AUTH: must be none or bearer (it was "Bearer")',
      'environment: GATSBY_TICKETING_TIMEOUT_MS: must be a whole number of milliseconds, 0 for none (it was "15s")',
    ])
  })

  it("takes the origins of QR codes and posters when they live elsewhere", () => {
    const env = { ...PRODUCTION, GATSBY_TICKETING_IMAGE_ORIGINS: "https://qr.billett.no/codes, https://bilder.kino.no" }
    expect(deploySettings(env, [118]).settings?.imageOrigins).toEqual([
      "https://qr.billett.no",
      "https://bilder.kino.no",
    ])
    expect(lines({ ...env, GATSBY_TICKETING_IMAGE_ORIGINS: "http://qr.billett.no" })).toEqual([
      expect.stringMatching(/^environment: GATSBY_TICKETING_IMAGE_ORIGINS: must be https/),
    ])
  })
})

describe("the demo on the local sandbox", () => {
  it("is chosen explicitly: without RAMASKRIK_SANDBOX=1 nothing is filled in", () => {
    const env: Record<string, string | undefined> = {}
    applySandboxAddresses(env)
    expect(env).toEqual({})
    expect(browserServiceUrls(env)).toEqual([])
  })

  it("fills in the sandbox's addresses, keeps any given, and needs no SITE_URL", () => {
    const env: Record<string, string | undefined> = {
      RAMASKRIK_SANDBOX: "1",
      GATSBY_NEWSLETTER_URL: "http://localhost:9200/newsletter",
    }
    applySandboxAddresses(env)
    expect(env).toEqual({
      RAMASKRIK_SANDBOX: "1",
      GATSBY_TICKETING_118_URL: "http://localhost:9100/ticketing/118",
      GATSBY_TICKETING_178_URL: "http://localhost:9100/ticketing/178",
      GATSBY_NEWSLETTER_URL: "http://localhost:9200/newsletter",
    })
    expect(deploySettings(env, [118]).problems).toEqual([])
    expect(deploySettings(env, [118]).settings?.siteUrl).toBeUndefined()
    expect(browserServiceUrls(env)).toEqual([
      "http://localhost:9100/ticketing/118",
      "http://localhost:9100/ticketing/178",
      "http://localhost:9200/newsletter",
    ])
  })

  it("still refuses a password", () => {
    const env = { RAMASKRIK_SANDBOX: "1", GATSBY_TICKETING_PASSWORD: "skrekk" }
    applySandboxAddresses(env)
    expect(lines(env)).toEqual([expect.stringMatching(/^environment: GATSBY_TICKETING_PASSWORD: refused: /)])
  })
})

describe("the events call's shared cache (GATSBY_TICKETING_EVENTS_PROXY)", () => {
  it("is off without it: the site calls the ticketing service directly", () => {
    expect(deploySettings(PRODUCTION, [118]).settings?.eventsProxy).toBeUndefined()
  })

  it("forwards the site's path to the first partner section's own events call", () => {
    expect(
      deploySettings({ ...PRODUCTION, GATSBY_TICKETING_EVENTS_PROXY: "/billettstatus" }, [118]).settings,
    ).toMatchObject({
      eventsProxy: {
        path: "/billettstatus/api/events",
        upstream: "https://billett.ramaskrik.no/ticketing/118/api/events",
      },
    })
    const env178 = {
      ...PRODUCTION,
      GATSBY_TICKETING_178_URL: "https://b.example.no/178/",
      GATSBY_TICKETING_EVENTS_PROXY: "/status/billett",
    }
    expect(deploySettings(env178, [178]).settings?.eventsProxy).toEqual({
      path: "/status/billett/v2/events",
      upstream: "https://b.example.no/178/v2/events",
    })
  })

  it("takes a path of the site's own only, and says what it must be", () => {
    for (const value of [
      "billettstatus",
      "https://proxy.example.no",
      "/a b",
      "/a/../b",
      "/$host",
      "//evil.example",
      "/",
    ]) {
      expect(lines({ ...PRODUCTION, GATSBY_TICKETING_EVENTS_PROXY: value })).toEqual([
        expect.stringMatching(
          /^environment: GATSBY_TICKETING_EVENTS_PROXY: must be a path of the site's own, such as \/billettstatus/,
        ),
      ])
    }
  })

  it("is refused on Cloudflare Pages, whose _redirects cannot forward to another origin", () => {
    expect(lines({ ...PRODUCTION, GATSBY_TICKETING_EVENTS_PROXY: "/billettstatus", CF_PAGES: "1" })).toEqual([
      expect.stringMatching(/GATSBY_TICKETING_EVENTS_PROXY: Cloudflare Pages cannot forward/),
    ])
  })
})
