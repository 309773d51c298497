/**
 * The CMS source against the sandbox's CMS routes, served through MSW at the
 * HTTP boundary; unhandled requests fail the test. Each failure a CMS can
 * have must end as one line naming the endpoint and what was wrong.
 */
import { createServer, type Server } from "node:net"
import path from "node:path"

import { http, HttpResponse, passthrough } from "msw"
import { setupServer } from "msw/node"

import { cmsConfigFromEnv, type CmsConfig } from "../../src/content-pipeline/cms-config"
import { loadContent } from "../../src/content-pipeline/load-content"
import { prepareSite } from "../../src/content-pipeline/prepare-site"
import { formatProblem } from "../../src/content-pipeline/problems"
import { readCmsContent } from "../../src/content-pipeline/read-cms-content"
import { readContent } from "../../src/content-pipeline/read-content"
import { listContentFiles, readLocalContent } from "../../src/content-pipeline/read-local-content"
import {
  createCmsRoutes,
  CMS_MANAGEMENT_PATH,
  CMS_PLATFORM_PATH,
  CMS_TOKEN_PATH,
  type CmsSandboxOptions,
} from "../../src/sandbox/cms"
import { mswHandlers } from "../../src/sandbox/msw"

const CMS = "http://cms.test"
const PLATFORM = `${CMS}${CMS_PLATFORM_PATH}`
const MANAGEMENT = `${CMS}${CMS_MANAGEMENT_PATH}`
const ARTICLES = `${MANAGEMENT}/site/ramaskrik/article?stable=1`
const EVENTS = `${PLATFORM}/sites/ramaskrik/events`
const SITES = `${PLATFORM}/sites`
const DATA = path.resolve("data")

const server = setupServer()
const requests: string[] = []

beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
beforeEach(() => {
  requests.length = 0
  server.events.on("request:start", ({ request }) => {
    requests.push(`${request.method} ${request.url} ${request.headers.get("authorization") ?? "-"}`)
  })
})
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
})
afterAll(() => server.close())

function serveCms(auth?: CmsSandboxOptions["auth"]): void {
  server.use(...mswHandlers(createCmsRoutes({ contentDir: DATA, auth }), CMS))
}

function config(extra: Partial<CmsConfig> = {}): CmsConfig {
  return {
    platformUrl: PLATFORM,
    managementUrl: MANAGEMENT,
    siteId: "ramaskrik",
    auth: { kind: "none" },
    timeoutMs: 10_000,
    ...extra,
  }
}

async function problemsReading(cms: CmsConfig = config()): Promise<string[]> {
  const read = await readCmsContent(cms)
  return read.problems.length > 0
    ? read.problems.map(formatProblem)
    : prepareSite(read.documents).problems.map(formatProblem)
}

describe("reading the content from the CMS", () => {
  it("gives the same content, and the same site plan, as data/", async () => {
    serveCms()
    const fromCms = await readCmsContent(config())
    const fromData = await readLocalContent(await listContentFiles(DATA))
    expect(fromCms.problems).toEqual([])

    const values = (documents: typeof fromCms.documents) => {
      const content = loadContent(documents).value
      return (
        content && {
          site: content.site.value,
          pages: content.pages.map((page) => page.value),
          articles: content.articles.map((article) => article.value),
          productions: content.productions.map((production) => production.value),
          redirects: content.redirects.value,
        }
      )
    }
    expect(values(fromCms.documents)).toEqual(values(fromData.documents))
    // The plan names each page's file, which is where the two differ.
    const plan = (documents: typeof fromCms.documents) =>
      JSON.parse(
        JSON.stringify(prepareSite(documents).site?.plan, (key, value) => (key === "file" ? undefined : value)),
      )
    expect(plan(fromCms.documents)).toEqual(plan(fromData.documents))
    expect(plan(fromCms.documents).pages.length).toBeGreaterThan(80)
  })

  it("asks the four endpoints of the specification, the management API with stable=1", async () => {
    serveCms()
    await readCmsContent(config())
    expect(requests.map((request) => request.split(" ").slice(0, 2).join(" ")).sort()).toEqual([
      `GET ${ARTICLES}`,
      `GET ${MANAGEMENT}/site/ramaskrik/block-data?stable=1`,
      `GET ${SITES}`,
      `GET ${EVENTS}`,
    ])
  })

  it("is chosen by the CMS_* variables, and data/ otherwise", async () => {
    serveCms()
    const env = { CMS_PLATFORM_URL: PLATFORM, CMS_MANAGEMENT_URL: MANAGEMENT, CMS_SITE_ID: "ramaskrik" }
    expect((await readContent(env)).kind).toBe("cms")
    expect(requests).toHaveLength(4)
    expect((await readContent({})).kind).toBe("local")
    expect(requests).toHaveLength(4)
  })
})

describe("authentication", () => {
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`

  it("sends a user and password with basic", async () => {
    serveCms({ kind: "basic", user: "bygg", password: "hemmelig" })
    expect(await problemsReading(config({ auth: { kind: "basic", user: "bygg", password: "hemmelig" } }))).toEqual([])
    expect(requests.every((request) => request.endsWith(basic("bygg", "hemmelig")))).toBe(true)
  })

  it("names the endpoint when basic credentials are refused", async () => {
    serveCms({ kind: "basic", user: "bygg", password: "hemmelig" })
    expect(await problemsReading(config({ auth: { kind: "basic", user: "bygg", password: "feil" } }))).toContain(
      `GET ${ARTICLES}: answered 401 Unauthorized (check CMS_USER and CMS_PASSWORD): {"error":"wrong user or password"}`,
    )
  })

  it("refreshes a refused bearer token once, for all requests together, and retries", async () => {
    serveCms({ kind: "bearer", user: "bygg", password: "hemmelig" })
    const auth = {
      kind: "bearer" as const,
      token: "expired",
      tokenUrl: `${CMS}${CMS_TOKEN_PATH}`,
      user: "bygg",
      password: "hemmelig",
    }
    expect(await problemsReading(config({ auth }))).toEqual([])
    expect(requests.filter((request) => request.includes(CMS_TOKEN_PATH))).toEqual([
      `POST ${CMS}${CMS_TOKEN_PATH} ${basic("bygg", "hemmelig")}`,
    ])
    expect(requests.filter((request) => request.endsWith("Bearer expired"))).toHaveLength(4)
    const retried = requests.filter((request) => request.startsWith("GET") && !request.endsWith("Bearer expired"))
    expect(retried).toHaveLength(4)
  })

  it("gets a token first when there is none, and gives up when even a fresh one is refused", async () => {
    server.use(
      http.post(`${CMS}${CMS_TOKEN_PATH}`, () => HttpResponse.json({ access_token: "fresh" })),
      http.get(`${CMS}/*`, () => HttpResponse.json({ error: "no valid token" }, { status: 401 })),
    )
    const auth = { kind: "bearer" as const, tokenUrl: `${CMS}${CMS_TOKEN_PATH}` }
    expect(await problemsReading(config({ auth }))).toContain(
      `GET ${ARTICLES}: answered 401 Unauthorized even with a fresh token: {"error":"no valid token"}`,
    )
    // One token up front, one refresh; each GET tried twice.
    expect(requests.filter((request) => request.startsWith("POST"))).toHaveLength(2)
    expect(requests.filter((request) => request.startsWith(`GET ${ARTICLES}`))).toHaveLength(2)
  })

  it("names the token endpoint when it refuses the client", async () => {
    serveCms({ kind: "bearer", user: "bygg", password: "hemmelig" })
    const auth = { kind: "bearer" as const, tokenUrl: `${CMS}${CMS_TOKEN_PATH}`, user: "bygg", password: "feil" }
    expect(await problemsReading(config({ auth }))).toEqual([
      `POST ${CMS}${CMS_TOKEN_PATH}: answered 401 Unauthorized (check CMS_USER and CMS_PASSWORD): {"error":"invalid_client"}`,
    ])
  })
})

describe("a CMS that fails", () => {
  function closedPort(): Promise<number> {
    return new Promise((resolve) => {
      const probe: Server = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 1))
      })
    })
  }

  it("is down", async () => {
    const down = `http://127.0.0.1:${await closedPort()}`
    server.use(http.all(`${down}/*`, () => passthrough()))
    const problems = await problemsReading(
      config({ platformUrl: `${down}/platform`, managementUrl: `${down}/management` }),
    )
    expect(problems).toContain(
      `GET ${down}/platform/sites: could not connect (connection refused): is the CMS up, and is the URL right?`,
    )
    expect(problems).toHaveLength(4)
  })

  describe("is slow", () => {
    // The deadline is the test's to call: on the real clock, a busy CI machine once made the calls
    // that answer at once later than 1.5 s too (run H2, 29 November 2026). I/O stays real.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }))
    afterEach(() => jest.useRealTimers())

    /**
     * Resolves once `done()` holds, looking between turns of the real event loop. Counted in turns,
     * not time (jest's own limit is on the faked clock): the calls are answered in this process, so
     * a slow machine takes longer over each turn, not more of them.
     */
    async function until(done: () => boolean, what: () => string): Promise<void> {
      for (let turn = 0; !done(); turn += 1) {
        if (turn === 100_000) throw new Error(`Still not the case after ${turn} turns: ${what()}`)
        await new Promise((resolve) => setImmediate(resolve))
      }
    }

    it("names the one call that did not answer within the limit", async () => {
      serveCms()
      // The articles never come (no timer of MSW's delay: the only one left is the client's limit);
      // the other calls answer at once.
      server.use(http.get(`${MANAGEMENT}/site/ramaskrik/article`, () => new Promise<never>(() => undefined)))
      const reading = problemsReading(config({ timeoutMs: 1500 }))
      // All four asked, and three answered and read (each clears its limit): one limit left.
      await until(
        () => requests.length === 4 && jest.getTimerCount() === 1,
        () => `4 calls asked (${requests.length}), and only the slow one's limit left (${jest.getTimerCount()} timers)`,
      )
      jest.advanceTimersByTime(1499)
      expect(jest.getTimerCount()).toBe(1)
      jest.advanceTimersByTime(1)
      expect(await reading).toEqual([`GET ${ARTICLES}: the CMS did not answer within 1500 ms (CMS_TIMEOUT_MS)`])
    })
  })

  it.each([
    [404, "Not Found"],
    [500, "Internal Server Error"],
    [503, "Service Unavailable"],
  ])("answers %i", async (status, statusText) => {
    serveCms()
    server.use(http.get(EVENTS, () => new HttpResponse("maintenance\n until 14:00", { status, statusText })))
    expect(await problemsReading()).toEqual([
      `GET ${EVENTS}: answered ${status} ${statusText}: maintenance until 14:00`,
    ])
  })

  it("sends malformed JSON", async () => {
    serveCms()
    server.use(
      http.get(
        `${MANAGEMENT}/site/ramaskrik/article`,
        () => new HttpResponse('[{"title": "Halvferdig", ', { headers: { "Content-Type": "application/json" } }),
      ),
    )
    expect(await problemsReading()).toEqual([
      expect.stringMatching(
        /^GET http:\/\/cms\.test\/cms\/management\/site\/ramaskrik\/article\?stable=1: is not valid JSON \(.+; content-type application\/json\): \[\{"title": "Halvferdig",$/,
      ),
    ])
  })

  it("sends something other than a list", async () => {
    serveCms()
    server.use(http.get(EVENTS, () => HttpResponse.json({ items: [] })))
    expect(await problemsReading()).toEqual([`GET ${EVENTS}: expected a JSON array of productions, found an object`])
  })

  it("does not know the site", async () => {
    serveCms()
    const problems = await problemsReading(config({ siteId: "fantasia" }))
    expect(problems).toContain(`GET ${SITES}: has no site with id "fantasia" (CMS_SITE_ID); it has "ramaskrik"`)
  })

  it("leaves out a required field: the item is named by its endpoint and place in the reply", async () => {
    serveCms()
    const articles = (await readCmsContent(config())).documents
      .filter((document) => document.kind === "article")
      .map((document) => JSON.parse(document.text) as Record<string, unknown>)
    delete articles[3]?.title
    server.use(http.get(`${MANAGEMENT}/site/ramaskrik/article`, () => HttpResponse.json(articles)))
    expect(await problemsReading()).toEqual([`GET ${ARTICLES} [3]: title: is required (expected string)`])
  })
})

describe("the CMS settings", () => {
  const base = { CMS_PLATFORM_URL: PLATFORM, CMS_MANAGEMENT_URL: MANAGEMENT, CMS_SITE_ID: "ramaskrik" }

  it("default to no authentication and a 30 second timeout", () => {
    expect(cmsConfigFromEnv(base).config).toEqual(config({ timeoutMs: 30_000 }))
  })

  it("name the variable that is wrong", () => {
    const problems = (env: Record<string, string>) => cmsConfigFromEnv({ ...base, ...env }).problems.map(formatProblem)
    expect(problems({ CMS_AUTH: "token" })).toEqual(['CMS_AUTH: "token" is not one of none, basic, bearer'])
    expect(problems({ CMS_AUTH: "basic" })).toEqual(["CMS_AUTH: is basic, but CMS_USER or CMS_PASSWORD is not set"])
    expect(problems({ CMS_AUTH: "bearer" })).toEqual([
      "CMS_AUTH: is bearer, but neither CMS_TOKEN nor CMS_TOKEN_URL is set",
    ])
    expect(problems({ CMS_TIMEOUT_MS: "soon" })).toEqual([
      'CMS_TIMEOUT_MS: "soon" is not a whole number of milliseconds',
    ])
    expect(problems({ CMS_SITE_ID: "" })).toEqual([
      "CMS_SITE_ID: is not set (the site's id in the CMS, e.g. ramaskrik)",
    ])
    expect(problems({ CONTENT_DIR: "other" })).toEqual([
      "CONTENT_DIR: is set as well as the CMS_* variables: build from one source, not both",
    ])
  })
})
