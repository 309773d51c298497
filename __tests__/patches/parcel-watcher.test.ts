/**
 * Gatsby compiles gatsby-node and gatsby-config with Parcel on every build,
 * and Parcel asks its file watcher what changed in the whole project since
 * the last build. patches/@parcel+core+2.8.3.patch keeps Gatsby's and our
 * build output, and the installed packages, out of that question, but not
 * .cache/compiled/, where Parcel writes what Gatsby runs: here through
 * Parcel's own watcher options and the real watcher, and through Gatsby's own
 * compile step, as a build uses them.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import watcher from "@parcel/watcher"
// Parcel's and Gatsby's internals, as installed (and patched): no types are published for them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getWatcherOptions } = require("@parcel/core/lib/RequestTracker") as {
  getWatcherOptions(options: { projectRoot: string; cacheDir: string }): { ignore: Array<string | RegExp> }
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileGatsbyFiles } = require("gatsby/dist/utils/parcel/compile-gatsby-files") as {
  compileGatsbyFiles(siteRoot: string): Promise<void>
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-parcel-"))
  for (const folder of [
    "src",
    "public",
    ".cache/.parcel-cache",
    ".cache/compiled",
    "dist",
    "node_modules/zod",
    "releases/.snapshots/1",
  ]) {
    mkdirSync(path.join(dir, folder), { recursive: true })
  }
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** What Parcel's watcher reports of `edit`, with its options for this project and PUBLISHER_DIR as given. */
async function reported(publisherDir: string | undefined, edit: () => void): Promise<string[]> {
  const before = process.env.PUBLISHER_DIR
  if (publisherDir === undefined) delete process.env.PUBLISHER_DIR
  else process.env.PUBLISHER_DIR = publisherDir
  try {
    const options = getWatcherOptions({ projectRoot: dir, cacheDir: path.join(dir, ".cache", ".parcel-cache") })
    const snapshot = path.join(dir, ".cache", ".parcel-cache", "snapshot.txt")
    await watcher.writeSnapshot(dir, snapshot, options)
    edit()
    const events = await watcher.getEventsSince(dir, snapshot, options)
    return events.map((event) => `${event.type} ${path.relative(dir, event.path)}`).sort()
  } finally {
    if (before === undefined) delete process.env.PUBLISHER_DIR
    else process.env.PUBLISHER_DIR = before
  }
}

it("reports nothing of the publisher's releases and snapshots, in releases/ or PUBLISHER_DIR", async () => {
  mkdirSync(path.join(dir, "publishing", "20271013-120000-abcdef"), { recursive: true })
  const edits = () => {
    writeFileSync(path.join(dir, "releases", ".snapshots", "1", "article.json"), "{}\n")
    writeFileSync(path.join(dir, "publishing", "20271013-120000-abcdef", "index.html"), "<!doctype html>\n")
    writeFileSync(path.join(dir, "src", "source-nodes.ts"), "export {}\n")
  }
  expect(await reported("publishing", edits)).toEqual([`create ${path.join("src", "source-nodes.ts")}`])
})

it("still reports the project's sources when PUBLISHER_DIR names the project or a folder above it", async () => {
  for (const publisherDir of [".", "..", dir]) {
    const file = path.join(dir, "src", `edit-${publisherDir.length}.ts`)
    expect(await reported(publisherDir, () => writeFileSync(file, "export {}\n"))).toContain(
      `create ${path.relative(dir, file)}`,
    )
  }
})

it("reports an edit of the project's sources and of Parcel's output, none in the build's output or the installed packages", async () => {
  writeFileSync(path.join(dir, ".cache", "compiled", "gatsby-node.js"), "module.exports = {}\n")
  const options = getWatcherOptions({ projectRoot: dir, cacheDir: path.join(dir, ".cache", ".parcel-cache") })
  const snapshot = path.join(dir, ".cache", ".parcel-cache", "snapshot.txt")
  await watcher.writeSnapshot(dir, snapshot, options)

  writeFileSync(path.join(dir, "src", "source-nodes.ts"), "export {}\n")
  rmSync(path.join(dir, ".cache", "compiled", "gatsby-node.js"))
  writeFileSync(path.join(dir, "public", "index.html"), "<!doctype html>\n")
  writeFileSync(path.join(dir, ".cache", "pages.json"), "[]\n")
  writeFileSync(path.join(dir, "dist", "index.html"), "<!doctype html>\n")
  writeFileSync(path.join(dir, "node_modules", "zod", "index.js"), "module.exports = {}\n")

  const events = await watcher.getEventsSince(dir, snapshot, options)
  expect(events.map((event) => `${event.type} ${path.relative(dir, event.path)}`).sort()).toEqual([
    `create ${path.join("src", "source-nodes.ts")}`,
    `delete ${path.join(".cache", "compiled", "gatsby-node.js")}`,
  ])
})

describe("Gatsby's compile step", () => {
  const cwd = process.cwd()
  afterEach(() => process.chdir(cwd))

  it("compiles an unchanged gatsby-node from Parcel's cache, not from an emptied one", async () => {
    // A site of its own: Parcel takes its project root from where it runs.
    rmSync(path.join(dir, "node_modules"), { recursive: true })
    symlinkSync(path.join(cwd, "node_modules"), path.join(dir, "node_modules"))
    writeFileSync(path.join(dir, "package.json"), '{ "name": "parcel-cache-site", "private": true }\n')
    writeFileSync(
      path.join(dir, "gatsby-node.ts"),
      'import { pages } from "./src/pages"\nexport const onPreInit = () => pages\n',
    )
    writeFileSync(path.join(dir, "src", "pages.ts"), "export const pages = 1\n")
    process.chdir(dir)
    const compiled = path.join(dir, ".cache", "compiled", "gatsby-node.js")
    // Gatsby deletes Parcel's whole cache when the files Parcel reports are missing, and compiles again.
    const mark = path.join(dir, ".cache", ".parcel-cache", "kept")

    await compileGatsbyFiles(dir)
    writeFileSync(mark, "")
    await compileGatsbyFiles(dir) // Gatsby empties .cache/compiled first, as on every build.

    expect(existsSync(compiled)).toBe(true)
    expect(existsSync(mark)).toBe(true)
  }, 60_000)
})
