/**
 * `npm run content:pull` against the sandbox's CMS, into temporary folders
 * (never data/): through MSW for the pull itself, and once as the real
 * script against the sandbox server.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:net"
import os from "node:os"
import path from "node:path"

import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"

import type { CmsConfig } from "../../src/content-pipeline/cms-config"
import { pullContent } from "../../src/content-pipeline/pull-content"
import { createCmsRoutes, CMS_MANAGEMENT_PATH, CMS_PLATFORM_PATH } from "../../src/sandbox/cms"
import { mswHandlers } from "../../src/sandbox/msw"
import { startSandbox } from "../../src/sandbox/server"

jest.setTimeout(30_000)

const CMS = "http://cms.test"
const DATA = path.resolve("data")
const config: CmsConfig = {
  platformUrl: `${CMS}${CMS_PLATFORM_PATH}`,
  managementUrl: `${CMS}${CMS_MANAGEMENT_PATH}`,
  siteId: "ramaskrik",
  auth: { kind: "none" },
  timeoutMs: 5000,
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const folders: string[] = []
function folder(copyOf?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-pull-"))
  folders.push(dir)
  if (copyOf !== undefined) cpSync(copyOf, dir, { recursive: true })
  return dir
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

describe("pulling the CMS into a content folder", () => {
  let cmsContent: string

  beforeEach(() => {
    // The CMS holds its own copy, so a test can edit it without touching data/.
    cmsContent = folder(DATA)
    server.use(...mswHandlers(createCmsRoutes({ contentDir: cmsContent }), CMS))
  })

  it("changes nothing when the folder already holds what the CMS has", async () => {
    const out = folder(DATA)
    const result = await pullContent(config, out)
    expect(result).toEqual({ added: [], changed: [], removed: [], unchanged: files(DATA).length, problems: [] })
    expect(files(out)).toEqual(files(DATA))
    files(DATA).forEach((file) =>
      expect(readFileSync(path.join(out, file), "utf8")).toBe(readFileSync(path.join(DATA, file), "utf8")),
    )
  })

  it("shows an edit in the CMS as a change to that item's file only, and a deleted item as removed", async () => {
    const out = folder(DATA)
    const articleFile = path.join(cmsContent, "articles", "ramaskrik-blir-fem-dager.json")
    const article = JSON.parse(readFileSync(articleFile, "utf8"))
    // Renamed in the CMS: the file keeps its name, matched by id.
    writeFileSync(articleFile, JSON.stringify({ ...article, title: "Ramaskrik varer i fem dager", slug: "fem-dager" }))
    rmSync(path.join(cmsContent, "articles", "vinn-plass-pa-hjemmekino.json"))

    const result = await pullContent(config, out)
    expect(result).toMatchObject({
      added: [],
      changed: ["articles/ramaskrik-blir-fem-dager.json"],
      removed: ["articles/vinn-plass-pa-hjemmekino.json"],
    })
    expect(JSON.parse(readFileSync(path.join(out, "articles", "ramaskrik-blir-fem-dager.json"), "utf8")).title).toBe(
      "Ramaskrik varer i fem dager",
    )
    expect(existsSync(path.join(out, "articles", "vinn-plass-pa-hjemmekino.json"))).toBe(false)
  })

  it("names the files of an empty folder after slugs and paths", async () => {
    const out = folder()
    const result = await pullContent(config, out)
    expect(result.added).toHaveLength(files(DATA).length)
    expect(files(out)).toEqual(expect.arrayContaining(files(DATA).filter((file) => !file.startsWith("pages"))))
    expect(files(out)).toEqual(
      expect.arrayContaining(["pages/home.json", "pages/not-found.json", "pages/article-article.json"]),
    )
  })

  it("writes nothing when a call fails", async () => {
    const out = folder(DATA)
    server.use(http.get(`${CMS}${CMS_PLATFORM_PATH}/sites/:site/events`, () => new HttpResponse(null, { status: 502 })))
    const result = await pullContent(config, out)
    expect(result.problems).toEqual([
      {
        file: `GET ${CMS}${CMS_PLATFORM_PATH}/sites/ramaskrik/events`,
        field: "",
        message: "answered 502 Bad Gateway",
      },
    ])
    files(DATA).forEach((file) =>
      expect(readFileSync(path.join(out, file), "utf8")).toBe(readFileSync(path.join(DATA, file), "utf8")),
    )
  })
})

describe("npm run content:pull", () => {
  function freePort(): Promise<number> {
    return new Promise((resolve) => {
      const probe: Server = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 1))
      })
    })
  }

  it("pulls the sandbox's CMS into the folder given, and says what changed", async () => {
    const port = await freePort()
    const sandbox = await startSandbox(createCmsRoutes({ contentDir: DATA }), port)
    server.close() // MSW would intercept nothing here, but the child process must reach the real sandbox.
    const out = folder()
    try {
      const { status, output } = await new Promise<{ status: number | null; output: string }>((resolve) => {
        const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/content-pull.ts", "--out", out], {
          env: {
            ...process.env,
            CMS_PLATFORM_URL: `http://localhost:${port}${CMS_PLATFORM_PATH}`,
            CMS_MANAGEMENT_URL: `http://localhost:${port}${CMS_MANAGEMENT_PATH}`,
            CMS_SITE_ID: "ramaskrik",
          },
        })
        let text = ""
        child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()))
        child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()))
        child.on("close", (code) => resolve({ status: code, output: text }))
      })
      expect(output).toContain(`${files(DATA).length} added, 0 changed, 0 removed, 0 unchanged.`)
      expect(status).toBe(0)
      expect(files(out)).toHaveLength(files(DATA).length)
    } finally {
      await Promise.all(sandbox.map((listening) => new Promise((resolve) => listening.close(resolve))))
      server.listen({ onUnhandledRequest: "error" })
    }
  })
})
