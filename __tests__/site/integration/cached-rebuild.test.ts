/**
 * The editors' loop for production: `npm run build` again on Gatsby's cache
 * after an article was edited and another removed. It must give the same site,
 * byte for byte, as a cold build of the edited content, and write only the
 * HTML files the edit touched. Gatsby's cache is patched (patches/), so this is
 * what shows the patches keep the output right. The patched build restarts its
 * workers before rendering only after more than 50 queries: the cold builds of
 * the demo (about 100 pages) do, the rebuild (3 queries) doesn't, so the
 * comparison covers both ways of rendering.
 *
 * Then the cold build's project is moved, with its .cache/ and public/, to
 * another folder (a CI cache restored elsewhere, a copied checkout). Gatsby's
 * cache names the files it was made from by their absolute paths, so on it
 * the moved project's templates matched none of its static queries and the
 * HTML step failed; scripts/build.mjs now sees where the cache was made and
 * builds cold.
 */
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"

import { takeDemoBuild } from "../../support/demo-build"
import {
  buildProject,
  copyProject,
  differingFiles,
  htmlFiles,
  outcome,
  type BuildResult,
  buildsTimeout,
} from "../../support/project-copy"

// Up to four builds: the demo's (shared, and made already if a test before made it) beside the edited
// content's, then the rebuild, then the moved project's.
jest.setTimeout(buildsTimeout(3))

const EDITED = "ramaskrik-blir-fem-dager"
const REMOVED = "bli-med-i-programradet"
const NEW_TITLE = "Ramaskrik varer nå i fem dager"

function edit(dir: string): void {
  const file = path.join(dir, "data", "articles", `${EDITED}.json`)
  const article = JSON.parse(readFileSync(file, "utf8")) as { title: string }
  writeFileSync(file, JSON.stringify({ ...article, title: NEW_TITLE }, null, 2))
  rmSync(path.join(dir, "data", "articles", `${REMOVED}.json`))
}

/** Every HTML file under `dir`, by its path from there, with when it was written. */
function writtenAt(dir: string): Map<string, number> {
  return new Map(htmlFiles(dir).map((file) => [file, statSync(path.join(dir, file)).mtimeMs]))
}

describe("a rebuild on Gatsby's cache after an edit", () => {
  let rebuiltDir: string
  let coldDir: string
  let first: BuildResult
  let cold: BuildResult
  let rebuild: BuildResult
  let before: Map<string, number>
  let rebuildStarted: number
  let movedDir: string
  let moved: BuildResult
  let coldSite: string[]
  let differing: string[]

  beforeAll(async () => {
    coldDir = copyProject("cold", "demo")
    edit(coldDir)
    // The demo's cold build, shared with other tests, beside the edited content's.
    let taken: Awaited<ReturnType<typeof takeDemoBuild>>
    ;[taken, cold] = await Promise.all([takeDemoBuild(), buildProject(coldDir)])
    ;({ dir: rebuiltDir, result: first } = taken)
    before = writtenAt(path.join(rebuiltDir, "public"))
    edit(rebuiltDir)
    // The file system's clock, which dates what the build writes: not this process's, which can differ (faketime).
    const mark = path.join(rebuiltDir, "rebuild-started")
    writeFileSync(mark, "")
    rebuildStarted = statSync(mark).mtimeMs
    rebuild = await buildProject(rebuiltDir)
    coldSite = htmlFiles(path.join(coldDir, "dist"))
    differing = differingFiles(path.join(rebuiltDir, "dist"), path.join(coldDir, "dist"), coldSite)
    movedDir = `${coldDir}-moved`
    renameSync(coldDir, movedDir)
    moved = await buildProject(movedDir)
  })

  afterAll(() => [rebuiltDir, coldDir, movedDir].forEach((dir) => dir && rmSync(dir, { recursive: true, force: true })))

  it("builds", () => {
    expect([first, cold, rebuild].map(outcome)).toEqual(Array(3).fill({ status: 0, output: "" }))
  })

  it("gives the same site, byte for byte, as a cold build of the same content", () => {
    expect(htmlFiles(path.join(rebuiltDir, "dist"))).toEqual(coldSite)
    expect(differing).toEqual([])
  })

  it("shows the edit and drops the removed article's page", () => {
    const page = (slug: string) => path.join(rebuiltDir, "dist", "article", slug, "index.html")
    expect(readFileSync(page(EDITED), "utf8")).toContain(NEW_TITLE)
    expect(existsSync(page(REMOVED))).toBe(false)
  })

  it("writes only the HTML files the edit touched", () => {
    const after = writtenAt(path.join(rebuiltDir, "public"))
    const written = [...after].filter(([, mtimeMs]) => mtimeMs >= rebuildStarted).map(([file]) => file)
    expect(written).toContain(path.join("article", EDITED, "index.html"))
    expect(written.length).toBeLessThanOrEqual(5)
    expect(before.size - after.size).toBe(1)
  })

  it("builds a project moved with its cache, saying it builds cold because the cache was made elsewhere", () => {
    expect(outcome(moved)).toEqual({ status: 0, output: "" })
    expect(moved.output).toContain(`.cache/ was made in ${coldDir}`)
    expect(htmlFiles(path.join(movedDir, "dist"))).toEqual(coldSite)
  })
})
