/**
 * A project built once and then moved, with its .cache/ and public/, to
 * another folder (a CI cache restored elsewhere, a copied checkout). Gatsby's
 * cache names the files it was made from by their absolute paths, so on it
 * the moved project's templates matched none of its static queries and the
 * HTML step failed; scripts/build.mjs now sees where the cache was made and
 * builds cold.
 */
import { cpSync, rmSync } from "node:fs"

import { buildProject, copyProject, outcome, type BuildResult } from "../../support/project-copy"

// Two whole builds, one after the other, the second cold; each stopped at
// half the time, so that a hung one fails with its output.
jest.setTimeout(600_000)
const EACH = { deadlineMs: 280_000 }

describe("a build of a project moved with its cache", () => {
  let first: string
  let moved: string
  let result: BuildResult

  beforeAll(async () => {
    first = copyProject("before-move")
    moved = `${first}-moved`
    expect(outcome(await buildProject(first, {}, EACH))).toEqual({ status: 0, output: "" })
    cpSync(first, moved, { recursive: true, verbatimSymlinks: true })
    result = await buildProject(moved, {}, EACH)
  })

  afterAll(() => [first, moved].forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it("succeeds, saying it builds cold because the cache was made elsewhere", () => {
    expect(outcome(result)).toEqual({ status: 0, output: "" })
    expect(result.output).toContain(`.cache/ was made in ${first}`)
  })
})
