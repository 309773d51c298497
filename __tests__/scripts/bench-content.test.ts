import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { contentProblems, generateContent } from "../../scripts/bench-content"

/**
 * The build benchmark's content, at a small size: it broke once without
 * anyone noticing (a showtime's price became required), since the benchmark
 * is run by hand. The check is the build's own (scripts/bench-content.ts).
 */
describe("the build benchmark's content", () => {
  let dir: string
  beforeAll(() => {
    dir = path.join(mkdtempSync(path.join(os.tmpdir(), "ramaskrik-bench-content-")), "content")
  })
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }))

  it("is the demo site and that many more films and articles, with nothing a build would stop on", async () => {
    const demo = (folder: string) => readdirSync(path.resolve("data", folder)).length
    generateContent(path.resolve("data"), dir, { productions: 60, articles: 12, showtimes: 3 })
    expect(readdirSync(path.join(dir, "productions"))).toHaveLength(demo("productions") + 60)
    expect(readdirSync(path.join(dir, "articles"))).toHaveLength(demo("articles") + 12)
    expect(await contentProblems(dir)).toEqual([])
  })

  it("is checked as a build checks it: a showtime without a price is a problem", async () => {
    const file = path.join(dir, "productions", "benkfilm-0-dxm900000.json")
    const film = JSON.parse(readFileSync(file, "utf8")) as { showtimes: Record<string, unknown>[] }
    delete film.showtimes[0]?.price
    writeFileSync(file, JSON.stringify(film))
    expect(await contentProblems(dir)).toEqual([
      expect.stringMatching(/benkfilm-0-dxm900000\.json: showtimes\[0\]\.price: /),
    ])
  })
})
