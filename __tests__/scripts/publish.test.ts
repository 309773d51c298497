/**
 * Publishing public/ to dist/: all of it the first time, then only what
 * changed, each file replaced whole, in an order that keeps pages whole.
 */
import fs, {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { manifestFile, precompresses, publish, publishOrder } from "../../scripts/publish.mjs"

let dir: string
let publicDir: string
let dist: string

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-publish-"))
  publicDir = path.join(dir, "public")
  dist = path.join(dir, "dist")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Writes a file of public/ as a build would, with a modification time of its own. */
let clock = Date.parse("2026-10-14T12:00:00Z") / 1000
function build(file: string, text: string): void {
  const full = path.join(publicDir, file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, text)
  clock += 1
  utimesSync(full, clock, clock)
}

const served = (file: string) => readFileSync(path.join(dist, file), "utf8")
const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()

function firstSite(): void {
  build("index.html", "forside")
  build("program/index.html", "program")
  build("page-data/program/page-data.json", "{}")
  build("app-123.js", "app")
  build("gammel/index.html", "en side som forsvinner")
}

describe("publishing the site", () => {
  it("copies the whole site the first time into dist/, a folder of its own", () => {
    firstSite()
    expect(publish(publicDir, dist)).toEqual({ copied: 5, replaced: 0, removed: 0, unchanged: 0 })
    expect(lstatSync(dist).isDirectory()).toBe(true)
    expect(filesIn(dist)).toEqual(filesIn(publicDir))
    expect(served("index.html")).toBe("forside")
    expect(readdirSync(dir).sort()).toEqual(["dist", path.basename(manifestFile(dist)), "public"])
  })

  it("over a site that is served, writes a new folder and links dist/ to it, the folder before removed", () => {
    firstSite()
    mkdirSync(dist)
    writeFileSync(path.join(dist, "index.html"), "a site from before")
    expect(publish(publicDir, dist)).toEqual({ copied: 5, replaced: 0, removed: 0, unchanged: 0 })
    expect(lstatSync(dist).isSymbolicLink()).toBe(true)
    expect(filesIn(dist)).toEqual(filesIn(publicDir))
    expect(served("index.html")).toBe("forside")
    const site = readlinkSync(dist)
    expect(readdirSync(dir).sort()).toEqual(["dist", path.basename(manifestFile(dist)), site, "public"].sort())
  })

  it("never writes into a release of the publisher: a dist/ that is a link to one gives way to a new site", () => {
    firstSite()
    publish(publicDir, dist)
    const release = path.join(dir, "releases", "20261014-120000-abcdef")
    mkdirSync(release, { recursive: true })
    writeFileSync(path.join(release, "index.html"), "the live release")
    rmSync(dist, { recursive: true })
    symlinkSync(release, dist)
    build("index.html", "ny forside")

    publish(publicDir, dist)
    expect(readlinkSync(dist)).toMatch(/^dist\.site-/)
    expect(served("index.html")).toBe("ny forside")
    expect(filesIn(dist)).toEqual(filesIn(publicDir))
    expect(readFileSync(path.join(release, "index.html"), "utf8")).toBe("the live release")
    expect(readdirSync(release)).toEqual(["index.html"])
  })

  it("writes what changed through its own link afterwards, into its own site", () => {
    firstSite()
    mkdirSync(dist)
    publish(publicDir, dist)
    const site = readlinkSync(dist)
    build("program/index.html", "nytt program")
    expect(publish(publicDir, dist)).toMatchObject({ replaced: 1, unchanged: 4 })
    expect(readlinkSync(dist)).toBe(site)
    expect(served("program/index.html")).toBe("nytt program")
  })

  /**
   * Runs `publishing` and checks dist/index.html after every step it takes
   * on the file system (each rename, link, removal): what a visitor asking
   * between two steps would find.
   */
  function servedAtEveryStep(publishing: () => void): string[] {
    const seen: string[] = []
    const look = () => {
      try {
        seen.push(readFileSync(path.join(dist, "index.html"), "utf8"))
      } catch {
        seen.push("(missing)")
      }
    }
    const steps = (["renameSync", "rmSync", "symlinkSync", "unlinkSync", "rmdirSync"] as const).map((name) => {
      const original = fs[name] as (...args: unknown[]) => unknown
      return jest.spyOn(fs, name).mockImplementation((...args: unknown[]) => {
        const result = original(...args)
        look()
        return result as never
      })
    })
    try {
      publishing()
    } finally {
      steps.forEach((step) => step.mockRestore())
    }
    return seen
  }

  it("a whole publish over a link, the publisher's or its own, never leaves dist/ missing: one rename swaps it", () => {
    firstSite()
    mkdirSync(dist)
    publish(publicDir, dist)
    build("index.html", "ny forside")
    // Compressing otherwise makes the next publish a whole one.
    const overOwn = servedAtEveryStep(() => publish(publicDir, dist, { precompress: false }))
    expect(overOwn).not.toContain("(missing)")
    expect(overOwn.at(-1)).toBe("ny forside")

    const release = path.join(dir, "releases", "20261014-120000-abcdef")
    mkdirSync(release, { recursive: true })
    writeFileSync(path.join(release, "index.html"), "the live release")
    rmSync(dist)
    symlinkSync(release, dist)
    const overRelease = servedAtEveryStep(() => publish(publicDir, dist))
    expect(overRelease).not.toContain("(missing)")
    expect(overRelease.at(-1)).toBe("ny forside")
    expect(readdirSync(dir).filter((name) => name.startsWith("dist.site-"))).toEqual([readlinkSync(dist)])
  })

  it("afterwards writes only what changed and removes what is gone", () => {
    firstSite()
    publish(publicDir, dist)
    const untouched = statSync(path.join(dist, "index.html")).ino
    build("program/index.html", "nytt program")
    build("app-456.js", "ny app")
    rmSync(path.join(publicDir, "gammel"), { recursive: true })
    rmSync(path.join(publicDir, "app-123.js"))

    expect(publish(publicDir, dist)).toEqual({ copied: 1, replaced: 1, removed: 2, unchanged: 2 })
    expect(served("program/index.html")).toBe("nytt program")
    expect(served("app-456.js")).toBe("ny app")
    expect(filesIn(dist)).toEqual(filesIn(publicDir))
    expect(readdirSync(dist)).not.toContain("gammel")
    expect(statSync(path.join(dist, "index.html")).ino).toBe(untouched)
  })

  it("replaces a changed file by a new one rather than writing into the one being served", () => {
    firstSite()
    publish(publicDir, dist)
    const before = statSync(path.join(dist, "program", "index.html")).ino
    build("program/index.html", "nytt program")
    publish(publicDir, dist)
    expect(statSync(path.join(dist, "program", "index.html")).ino).not.toBe(before)
    expect(readdirSync(path.join(dist, "program"))).toEqual(["index.html"])
  })

  it("leaves a file alone that the build wrote again with the same bytes", () => {
    firstSite()
    publish(publicDir, dist)
    const before = statSync(path.join(dist, "app-123.js"))
    build("app-123.js", "app")
    expect(publish(publicDir, dist)).toEqual({ copied: 0, replaced: 0, removed: 0, unchanged: 5 })
    expect(statSync(path.join(dist, "app-123.js"))).toMatchObject({ ino: before.ino, mtimeMs: before.mtimeMs })
  })

  it("publishes everything again when dist/ has no record of what it holds", () => {
    firstSite()
    publish(publicDir, dist)
    rmSync(manifestFile(dist))
    expect(publish(publicDir, dist)).toMatchObject({ copied: 5 })
  })

  it("publishes everything again when dist/ is gone but its record is not", () => {
    firstSite()
    publish(publicDir, dist)
    rmSync(dist, { recursive: true })
    expect(publish(publicDir, dist)).toMatchObject({ copied: 5 })
    expect(filesIn(dist)).toEqual(filesIn(publicDir))
  })
})

describe("what is not published", () => {
  it("leaves out the build's internals and source maps, and keeps its own record outside dist/", () => {
    firstSite()
    build("webpack.stats.json", "{}")
    build("chunk-map.json", "{}")
    build("app-123.js.map", "{}")
    expect(publish(publicDir, dist)).toMatchObject({ copied: 5 })
    expect(filesIn(dist)).toEqual([
      "app-123.js",
      "gammel/index.html",
      "index.html",
      "page-data/program/page-data.json",
      "program/index.html",
    ])
  })

  it("removes from dist/ what an earlier publish left there and is internal now", () => {
    firstSite()
    publish(publicDir, dist)
    writeFileSync(path.join(dist, "webpack.stats.json"), "{}")
    const record = JSON.parse(readFileSync(manifestFile(dist), "utf8")) as Record<string, string>
    writeFileSync(manifestFile(dist), JSON.stringify({ ...record, "webpack.stats.json": "2:1" }))
    build("webpack.stats.json", "{}")
    expect(publish(publicDir, dist)).toMatchObject({ removed: 1 })
    expect(filesIn(dist)).not.toContain("webpack.stats.json")
  })
})

describe("the compressed versions beside each text file", () => {
  /** A page big enough to be worth compressing, different for each `text`. */
  const page = (text: string) => `<!doctype html><h1>${text}</h1>${"<p>Skrekk i fjellheimen. </p>".repeat(100)}`
  const unpacked = (file: string) => ({
    br: brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).toString(),
    gz: gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).toString(),
  })

  it("publishes a brotli and a gzip version of each shared text file worth it, none of pages, small files or pictures", () => {
    firstSite()
    build("search-index.json", page("Søk"))
    build("app-0123456789abcdef0123.js", `const skrekk = ${JSON.stringify("a".repeat(3000))}`)
    build("program/index.html", page("Program"))
    build("page-data/program/page-data.json", page("Program"))
    build("images/plakat.png", "x".repeat(5000))
    publish(publicDir, dist, { precompress: true })
    expect(unpacked("search-index.json")).toEqual({ br: page("Søk"), gz: page("Søk") })
    expect(unpacked("app-0123456789abcdef0123.js").br).toBe(served("app-0123456789abcdef0123.js"))
    expect(filesIn(dist).filter((file) => /\.(br|gz)$/.test(file))).toEqual([
      "app-0123456789abcdef0123.js.br",
      "app-0123456789abcdef0123.js.gz",
      "search-index.json.br",
      "search-index.json.gz",
    ])
  })

  it("replaces them with the file, removes them when it goes or shrinks, and never leaves an old one", () => {
    firstSite()
    build("search-index.json", page("Søk"))
    build("images/plakat.svg", page("Plakat"))
    build("om/manifest.webmanifest", page("Om"))
    publish(publicDir, dist, { precompress: true })
    build("search-index.json", page("Nytt søk"))
    build("images/plakat.svg", "<svg/>")
    rmSync(path.join(publicDir, "om"), { recursive: true })
    publish(publicDir, dist, { precompress: true })
    expect(unpacked("search-index.json")).toEqual({ br: page("Nytt søk"), gz: page("Nytt søk") })
    expect(readdirSync(path.join(dist, "images"))).toEqual(["plakat.svg"])
    expect(readdirSync(dist)).not.toContain("om")
  })

  it("publishes the whole site again when the last publish compressed otherwise", () => {
    firstSite()
    build("search-index.json", page("Søk"))
    publish(publicDir, dist, { precompress: false })
    expect(filesIn(dist)).toEqual(filesIn(publicDir))
    expect(publish(publicDir, dist, { precompress: true })).toMatchObject({ copied: 6 })
    expect(unpacked("search-index.json").br).toBe(page("Søk"))
  })

  it("is left to Netlify and Cloudflare Pages, which compress by themselves", () => {
    expect(precompresses({})).toBe(true)
    expect(precompresses({ NETLIFY: "true" })).toBe(false)
    expect(precompresses({ CF_PAGES: "1" })).toBe(false)
  })
})

describe("the order changed files are published in", () => {
  it("is scripts and pictures, then page data, then HTML, then what announces the new version", () => {
    const files = [
      "sw.js",
      "program/index.html",
      "page-data/app-data.json",
      "page-data/program/page-data.json",
      "app-456.js",
      "images/plakat.svg",
    ]
    expect([...files].sort((a, b) => publishOrder(a) - publishOrder(b))).toEqual([
      "app-456.js",
      "images/plakat.svg",
      "page-data/program/page-data.json",
      "program/index.html",
      "sw.js",
      "page-data/app-data.json",
    ])
  })
})
