/**
 * The editors' loop for production: `npm run build` again on Gatsby's cache
 * after an article was edited and another removed. It must give the same site,
 * byte for byte, as a cold build of the edited content, and write only the
 * HTML files the edit touched. Gatsby's cache is patched (patches/), so this is
 * what shows the patches keep the output right. The patched build restarts its
 * workers before rendering only after more than 50 queries: the cold build of
 * the demo (about 100 pages) does, the rebuild (3 queries) doesn't, so the
 * comparison covers both ways of rendering.
 *
 * The cold build to compare with is that of a project moved with its cache
 * (a CI cache restored elsewhere, a copied checkout): a copy of the demo's
 * build in another folder, edited the same way. Gatsby's cache names the files
 * it was made from by their absolute paths, so on it the moved project's
 * templates matched none of its static queries and the HTML step failed;
 * scripts/build.mjs now sees where the cache was made, deletes it and builds
 * cold. One build shows both: that the moved project builds, and what a cold
 * build of the edited content gives (it wrote every file of public/ itself).
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"

import { demoBuildMoved, takeDemoBuild } from "../../support/demo-build"
import {
  buildProject,
  differingFiles,
  filesIn,
  htmlFiles,
  outcome,
  type BuildResult,
  buildsTimeout,
} from "../../support/project-copy"

// Up to three builds: the demo's (shared, and made already if a test before made it), then the rebuild
// beside the moved project's cold build.
jest.setTimeout(buildsTimeout(2))

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

/** The file system's clock, which dates what a build writes: not this process's, which can differ (faketime). */
function diskNow(dir: string): number {
  const mark = path.join(dir, "build-started")
  writeFileSync(mark, "")
  return statSync(mark).mtimeMs
}

describe("a rebuild on Gatsby's cache after an edit", () => {
  let rebuiltDir: string
  let movedDir: string
  let first: BuildResult
  let rebuild: BuildResult
  let moved: BuildResult
  let before: Map<string, number>
  let rebuildStarted: number
  let movedStarted: number
  let coldSite: string[]
  let differing: string[]

  beforeAll(async () => {
    ;({ dir: rebuiltDir, result: first } = await takeDemoBuild())
    movedDir = demoBuildMoved()
    // The moved project's dist/ is made again from its cold build alone: the site to compare with.
    rmSync(path.join(movedDir, "dist"), { recursive: true, force: true })
    before = writtenAt(path.join(rebuiltDir, "public"))
    edit(rebuiltDir)
    edit(movedDir)
    rebuildStarted = diskNow(rebuiltDir)
    movedStarted = diskNow(movedDir)
    ;[rebuild, moved] = await Promise.all([buildProject(rebuiltDir), buildProject(movedDir)])
    coldSite = htmlFiles(path.join(movedDir, "dist"))
    differing = differingFiles(path.join(rebuiltDir, "dist"), path.join(movedDir, "dist"), coldSite)
  })

  afterAll(() => [rebuiltDir, movedDir].forEach((dir) => dir && rmSync(dir, { recursive: true, force: true })))

  it("builds", () => {
    expect([first, rebuild].map(outcome)).toEqual(Array(2).fill({ status: 0, output: "" }))
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

  it("builds a project moved with its cache cold, saying it does because the cache was made elsewhere", () => {
    expect(outcome(moved)).toEqual({ status: 0, output: "" })
    expect(moved.output).toContain(`.cache/ was made in ${rebuiltDir}`)
    // Cold: nothing in public/ is left from the cache it came with.
    const publicDir = path.join(movedDir, "public")
    const older = filesIn(publicDir).filter((file) => statSync(path.join(publicDir, file)).mtimeMs < movedStarted)
    expect(older).toEqual([])
    expect(coldSite).not.toContain(path.join("article", REMOVED, "index.html"))
  })
})
