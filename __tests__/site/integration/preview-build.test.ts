/**
 * The preview of drafts, built for real: the sandbox's CMS holds a draft of a
 * published article, and a build with CMS_PREVIEW=1 and the preview token
 * shows the draft, with the "Forhåndsvisning" banner and noindex in every
 * page's server HTML. (The live build has neither: __tests__/site/preview-absent.test.ts.)
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:net"
import path from "node:path"

import { createCmsRoutes, CMS_MANAGEMENT_PATH, CMS_PLATFORM_PATH } from "../../../src/sandbox/cms"
import { startSandbox } from "../../../src/sandbox/server"
import { buildProject, filesIn, htmlFiles, outcome, type BuildResult, buildsTimeout } from "../../support/project-copy"
import { copyOnSharedBundles } from "../../support/demo-build"
import { freePort } from "../../support/free-port"

// The demo's shared build (made already if a test before made it), then the preview on its webpack cache, which
// a busy machine makes several times slower: room for that, still a limit for a hang.
jest.setTimeout(buildsTimeout(2))

const root = process.cwd()
const TOKEN = "forhandsvisning-integrasjon"
const ARTICLE = "articles/arets-gjester-er-klare.json"

describe("a preview build from the CMS's drafts", () => {
  let dir: string
  let sandbox: Server[] = []
  let built: BuildResult
  const dist = () => path.join(dir, "dist")

  beforeAll(async () => {
    dir = await copyOnSharedBundles("empty")
    const drafts = path.join(dir, "drafts")
    mkdirSync(path.join(drafts, "articles"), { recursive: true })
    const article = JSON.parse(readFileSync(path.join(root, "data", ARTICLE), "utf8")) as Record<string, unknown>
    writeFileSync(path.join(drafts, ARTICLE), JSON.stringify({ ...article, title: "Utkast: enda flere gjester" }))
    const port = await freePort()
    sandbox = await startSandbox(
      createCmsRoutes({ contentDir: path.join(root, "data"), draftsDir: drafts, previewToken: TOKEN }),
      port,
    )
    built = await buildProject(dir, {
      CMS_PLATFORM_URL: `http://localhost:${port}${CMS_PLATFORM_PATH}`,
      CMS_MANAGEMENT_URL: `http://localhost:${port}${CMS_MANAGEMENT_PATH}`,
      CMS_SITE_ID: "ramaskrik",
      CMS_PREVIEW: "1",
      CMS_PREVIEW_TOKEN: TOKEN,
    })
  })

  afterAll(async () => {
    await Promise.all(sandbox.map((server) => new Promise((resolve) => server.close(resolve))))
    rmSync(dir, { recursive: true, force: true })
  })

  it("builds, and shows the draft", () => {
    expect(outcome(built)).toEqual({ status: 0, output: "" })
    const page = readFileSync(path.join(dist(), "article/arets-gjester-er-klare/index.html"), "utf8")
    expect(page).toContain("Utkast: enda flere gjester")
  })

  it("puts the banner, a named region first in the body, and noindex in every page's HTML", () => {
    // Gatsby's pages: not the files of static/ (the offline worker's "Du er uten nett"), not redirect stubs.
    const pages = htmlFiles(dist())
      .filter((file) => !existsSync(path.join(root, "static", file)))
      .filter(
        (file) =>
          file.endsWith("index.html") &&
          !file.startsWith("_gatsby/") &&
          !readFileSync(path.join(dist(), file), "utf8").includes('http-equiv="refresh"'),
      )
    expect(pages.length).toBeGreaterThan(80)
    const without = pages.filter((file) => {
      const html = readFileSync(path.join(dist(), file), "utf8")
      return !(
        /<body[^>]*><section class="preview-banner" aria-label="Forhåndsvisning"><p><strong>Forhåndsvisning – ikke publisert<\/strong>/.test(
          html,
        ) && html.includes('<meta name="robots" content="noindex, nofollow"/>')
      )
    })
    expect(without).toEqual([])
  })

  it("never puts the preview token in the built files", () => {
    const leaking = filesIn(dist())
      .filter((file) => /\.(html|js|json|txt|xml)$/.test(file))
      .filter((file) => readFileSync(path.join(dist(), file), "utf8").includes(TOKEN))
    expect(leaking).toEqual([])
  })
})
