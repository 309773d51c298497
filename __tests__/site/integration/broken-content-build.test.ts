import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { buildProject, copyProject, type BuildResult, buildsTimeout } from "../../support/project-copy"

jest.setTimeout(buildsTimeout(2))

/** A copy of the project with the demo content broken in three files, and a last good site in dist/. */
function brokenProject(): string {
  const dir = copyProject("broken")

  const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
    const full = path.join(dir, "data", file)
    const json = JSON.parse(readFileSync(full, "utf8"))
    change(json)
    writeFileSync(full, JSON.stringify(json))
  }
  edit("pages/program.json", (page) => {
    const [, second] = page.blocks as { component: string }[]
    if (second === undefined) throw new Error("the demo programme page has fewer blocks than this test expects")
    second.component = "programme"
  })
  edit("productions/trolljegeren-dxm1015.json", (production) => {
    production.reference = "TROLL-1"
  })
  writeFileSync(path.join(dir, "data", "articles", "halvferdig.json"), '{ "title": "Halvferdig", ')

  mkdirSync(path.join(dir, "dist"))
  writeFileSync(path.join(dir, "dist", "index.html"), "the last good site")
  return dir
}

describe("a build of broken content", () => {
  let dir: string
  let result: BuildResult
  let output: string

  beforeAll(async () => {
    dir = brokenProject()
    result = await buildProject(dir)
    output = result.output
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("fails", () => {
    expect(result.status).not.toBe(0)
  })

  it("names every problem with its file and field, in one run", () => {
    expect(output).toContain("The content has 3 problems (listed above, one per line); nothing was built.")
    const lines = output.split("\n")
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/articles\/halvferdig\.json: is not valid JSON: .+$/),
        expect.stringMatching(
          /^data\/pages\/program\.json: blocks\[1\]\.component: "programme" is not one of slideshow, .*, article$/,
        ),
        expect.stringMatching(
          /^data\/productions\/trolljegeren-dxm1015\.json: reference: "TROLL-1" is not a production code \(.+\)$/,
        ),
      ]),
    )
  })

  it("leaves the last good site in dist/", () => {
    expect(output).toContain("dist/ still holds the last good site")
    expect(readFileSync(path.join(dir, "dist", "index.html"), "utf8")).toBe("the last good site")
  })
})

describe("a build of content that names a picture static/ does not have", () => {
  let dir: string
  let result: BuildResult

  beforeAll(async () => {
    dir = copyProject("missing-picture")
    const file = path.join(dir, "data", "articles", "ramaskrik-blir-fem-dager.json")
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), thumbnail: "/images/borte.svg" }))
    result = await buildProject(dir)
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("fails, naming the file, the field and the picture", () => {
    expect(result.status).not.toBe(0)
    expect(result.output.split("\n")).toContain(
      "data/articles/ramaskrik-blir-fem-dager.json: thumbnail: /images/borte.svg is not a file under static/",
    )
  })
})
