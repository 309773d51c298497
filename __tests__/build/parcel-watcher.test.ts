/**
 * Gatsby compiles gatsby-node and gatsby-config with Parcel on every build,
 * and Parcel asks its file watcher what changed in the whole project since
 * the last build. patches/@parcel+core+2.8.3.patch keeps Gatsby's and our
 * build output, and the installed packages, out of that question: here
 * through Parcel's own watcher options and the real watcher, as a build uses
 * them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import watcher from "@parcel/watcher"
// Parcel's internals, as installed (and patched): no types are published for them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getWatcherOptions } = require("@parcel/core/lib/RequestTracker") as {
  getWatcherOptions(options: { projectRoot: string; cacheDir: string }): { ignore: string[] }
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-parcel-"))
  for (const folder of ["src", "public", ".cache/.parcel-cache", "dist", "node_modules/zod"]) {
    mkdirSync(path.join(dir, folder), { recursive: true })
  }
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it("reports an edit of the project's sources and none in the build's output or the installed packages", async () => {
  const options = getWatcherOptions({ projectRoot: dir, cacheDir: path.join(dir, ".cache", ".parcel-cache") })
  const snapshot = path.join(dir, ".cache", ".parcel-cache", "snapshot.txt")
  await watcher.writeSnapshot(dir, snapshot, options)

  writeFileSync(path.join(dir, "src", "source-nodes.ts"), "export {}\n")
  writeFileSync(path.join(dir, "public", "index.html"), "<!doctype html>\n")
  writeFileSync(path.join(dir, ".cache", "pages.json"), "[]\n")
  writeFileSync(path.join(dir, "dist", "index.html"), "<!doctype html>\n")
  writeFileSync(path.join(dir, "node_modules", "zod", "index.js"), "module.exports = {}\n")

  const events = await watcher.getEventsSince(dir, snapshot, options)
  expect(events.map((event) => path.relative(dir, event.path))).toEqual([path.join("src", "source-nodes.ts")])
})
