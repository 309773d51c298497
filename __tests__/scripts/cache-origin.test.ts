/**
 * When `npm run build` may reuse Gatsby's cache (scripts/cache-origin.mjs):
 * only where it was made and with the packages it was made with. The whole
 * build of a moved project is in __tests__/site/integration/moved-cache.test.ts.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { recordCacheOrigin, staleCacheReason } from "../../scripts/cache-origin.mjs"

let dir: string
let project: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-cache-origin-"))
  project = path.join(dir, "site")
  mkdirSync(path.join(project, ".cache"), { recursive: true })
  mkdirSync(path.join(project, "patches"))
  writeFileSync(path.join(project, "package-lock.json"), '{ "lockfileVersion": 3 }\n')
  writeFileSync(path.join(project, "patches", "react-dom+18.3.1.patch"), "diff\n")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it("reuses a cache made here with the same packages, and builds without one", () => {
  recordCacheOrigin(project)
  expect(staleCacheReason(project)).toBeNull()
  rmSync(path.join(project, ".cache"), { recursive: true })
  expect(staleCacheReason(project)).toBeNull()
})

it("names the folder a moved cache was made in", () => {
  recordCacheOrigin(project)
  const moved = path.join(dir, "moved")
  cpSync(project, moved, { recursive: true })
  expect(staleCacheReason(moved)).toBe(`.cache/ was made in ${project}, not here in ${moved}`)
})

it.each([
  ["a patch is added", () => writeFileSync(path.join(project, "patches", "gatsby+5.16.1.patch"), "diff\n")],
  ["a patch changes", () => writeFileSync(path.join(project, "patches", "react-dom+18.3.1.patch"), "other diff\n")],
  ["the lock file changes", () => writeFileSync(path.join(project, "package-lock.json"), "{}\n")],
])("does not reuse a cache once %s", (_change, change) => {
  recordCacheOrigin(project)
  change()
  expect(staleCacheReason(project)).toBe(
    ".cache/ was made with other packages (package-lock.json or patches/ changed since)",
  )
})

it("does not reuse a cache with no record of its making, or one it cannot read", () => {
  expect(staleCacheReason(project)).toMatch(/^\.cache\/ has no record of where it was made/)
  writeFileSync(path.join(project, ".cache", "ramaskrik-origin.json"), '{ "root": 1 }')
  expect(staleCacheReason(project)).toMatch(/^\.cache\/ has no record of where it was made/)
})
