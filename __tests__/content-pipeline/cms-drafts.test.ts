/**
 * Drafts, as the sandbox's CMS keeps them (a drafts folder beside its content
 * folder) and as a preview pull reads them (CMS_PREVIEW=1 with
 * CMS_PREVIEW_TOKEN): drafts over the published content, read only with the
 * preview token, never in the published calls.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { setupServer } from "msw/node"

import { cmsConfigFromEnv } from "../../src/content-pipeline/cms-config"
import { pullContent } from "../../src/content-pipeline/pull-content"
import { CMS_MANAGEMENT_PATH, CMS_PLATFORM_PATH, createCmsRoutes } from "../../src/sandbox/cms"
import { mswHandlers } from "../../src/sandbox/msw"

const CMS = "http://cms.test"
const TOKEN = "forhandsvisning-test-token"
const ARTICLE = "articles/arets-gjester-er-klare.json"
const cmsEnv = {
  CMS_PLATFORM_URL: `${CMS}${CMS_PLATFORM_PATH}`,
  CMS_MANAGEMENT_URL: `${CMS}${CMS_MANAGEMENT_PATH}`,
  CMS_SITE_ID: "ramaskrik",
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let root: string
let content: string
let drafts: string
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-drafts-"))
  content = path.join(root, "content")
  drafts = path.join(root, "drafts")
  cpSync(path.resolve("data"), content, { recursive: true })
  const article = JSON.parse(readFileSync(path.join(content, ARTICLE), "utf8")) as Record<string, unknown>
  mkdirSync(path.join(drafts, "articles"), { recursive: true })
  // An unpublished change to a published article, and an article never published.
  writeFileSync(path.join(drafts, ARTICLE), JSON.stringify({ ...article, title: "Utkast: nye gjester" }))
  writeFileSync(
    path.join(drafts, "articles/hemmelig.json"),
    JSON.stringify({ ...article, id: "hemmelig-id", slug: "hemmelig-nyhet", title: "Hemmelig nyhet" }),
  )
  // The drafts folder is found beside the content folder, as the sandbox finds it.
  server.use(...mswHandlers(createCmsRoutes({ contentDir: content, previewToken: TOKEN }), CMS))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** The CMS settings an environment gives; the test fails when it gives none. */
function settings(env: Record<string, string>) {
  const { config, problems } = cmsConfigFromEnv({ ...cmsEnv, ...env })
  if (config === undefined) throw new Error(problems.map((problem) => problem.message).join("; "))
  return config
}

const titles = (dir: string) =>
  [ARTICLE, "articles/hemmelig-nyhet.json"].map((file) => {
    try {
      return (JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { title: string }).title
    } catch {
      return null
    }
  })

test("a preview pull gets the drafts over the published content: the changed item in its place, the new one added", async () => {
  const out = path.join(root, "preview")
  const pulled = await pullContent(settings({ CMS_PREVIEW: "1", CMS_PREVIEW_TOKEN: TOKEN }), out)
  expect(pulled.problems).toEqual([])
  expect(titles(out)).toEqual(["Utkast: nye gjester", "Hemmelig nyhet"])
})

test("the published pull shows no draft", async () => {
  const out = path.join(root, "live")
  expect((await pullContent(settings({ CMS_PREVIEW_TOKEN: TOKEN }), out)).problems).toEqual([])
  expect(titles(out)).toEqual(["Disse gjestene kommer til Oppdal", null])
})

test("drafts are refused without the preview token, and with a wrong one", async () => {
  const asked = `${CMS}${CMS_MANAGEMENT_PATH}/site/ramaskrik/article?stable=0`
  expect((await fetch(asked)).status).toBe(401)
  expect((await fetch(asked, { headers: { Authorization: "Bearer gjettet" } })).status).toBe(401)
  const refused = settings({ CMS_PREVIEW: "1", CMS_PREVIEW_TOKEN: "gjettet" })
  const pulled = await pullContent(refused, path.join(root, "refused"))
  expect(pulled.problems.map((problem) => problem.message)).toContainEqual(
    expect.stringMatching(/^answered 401 .*preview token/),
  )
})

test("CMS_PREVIEW without CMS_PREVIEW_TOKEN, or with another value than 1 or 0, is a problem naming the variable", () => {
  expect(cmsConfigFromEnv({ ...cmsEnv, CMS_PREVIEW: "1" }).problems.map((problem) => problem.file)).toEqual([
    "CMS_PREVIEW_TOKEN",
  ])
  expect(cmsConfigFromEnv({ ...cmsEnv, CMS_PREVIEW: "ja" }).problems.map((problem) => problem.file)).toEqual([
    "CMS_PREVIEW",
  ])
})
