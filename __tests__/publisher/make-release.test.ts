/**
 * How a build becomes a release on disk (releases.ts): a file unchanged since
 * the release before is the same file (a hard link, the same inode), a
 * changed one a copy of its own, never the build's working file; the pages
 * added, changed and removed are counted; and the hashed chunks of the two
 * releases before stay reachable for tabs still running them.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { carryAssets, isReleaseId, makeRelease, newReleaseId, prune } from "../../publisher/releases"

let dir: string
let site: string

/** Writes a file of the build's output, as the build does: only when it changed. */
function built(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
  writeFileSync(path.join(site, file), text)
}

const inode = (...parts: string[]) => statSync(path.join(...parts)).ino
/** Release ids a second apart, as builds come: sortable, and unique. */
const ids = (count: number) =>
  Array.from({ length: count }, (_, n) => newReleaseId(new Date(Date.UTC(2026, 9, 1, 18, 0, n))))

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "publisher-make-release-"))
  site = path.join(dir, ".build", "site")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("an unchanged file is hard-linked from the release before (the same inode), a changed one copied, and the pages added, changed and removed are named", async () => {
  const [first = "", second = ""] = ids(2)
  built("index.html", "<h1>Ramaskrik</h1>")
  built("filmer/a/index.html", "<h1>A</h1>")
  built("filmer/b/index.html", "<h1>B</h1>")
  built("app-0123456789abcdef0123.js", "window.app = 1")
  expect(await makeRelease(dir, site, first, [])).toMatchObject({ linked: 0, copied: 4 })

  built("filmer/b/index.html", "<h1>B, endret</h1>")
  rmSync(path.join(site, "filmer/a"), { recursive: true })
  built("filmer/c/index.html", "<h1>C</h1>")
  const made = await makeRelease(dir, site, second, [first])

  expect(made.pages).toEqual({ added: ["/filmer/c/"], changed: ["/filmer/b/"], removed: ["/filmer/a/"] })
  expect(made).toMatchObject({ linked: 2, copied: 2 })
  for (const file of ["index.html", "app-0123456789abcdef0123.js"]) {
    expect(inode(dir, second, file)).toBe(inode(dir, first, file))
    // Never the build's own file, which the next build rewrites in place.
    expect(inode(dir, second, file)).not.toBe(inode(site, file))
  }
  expect(inode(dir, second, "filmer/b/index.html")).not.toBe(inode(dir, first, "filmer/b/index.html"))
  expect(readFileSync(path.join(dir, second, "filmer/b/index.html"), "utf8")).toBe("<h1>B, endret</h1>")
  expect(readFileSync(path.join(dir, first, "filmer/b/index.html"), "utf8")).toBe("<h1>B</h1>")
  expect(existsSync(path.join(dir, second, "filmer/a/index.html"))).toBe(false)
})

test("a release carries the hashed chunks of the two releases before it, and none older", async () => {
  const releases = ids(4)
  const chunks = ["a", "b", "c", "d"].map((letter) => `app-${letter.repeat(20)}.js`)
  for (const [n, id] of releases.entries()) {
    rmSync(site, { recursive: true, force: true })
    built("index.html", `<script src="/${chunks[n]}"></script>`)
    built(chunks[n] ?? "", `window.app = ${n}`)
    await makeRelease(dir, site, id, releases.slice(0, n).reverse())
  }
  const [, second = "", third = "", fourth = ""] = releases

  for (const [n, from] of [
    [1, second],
    [2, third],
  ] as const) {
    const chunk = chunks[n] ?? ""
    expect(readFileSync(path.join(dir, fourth, chunk), "utf8")).toBe(`window.app = ${n}`)
    expect(inode(dir, fourth, chunk)).toBe(inode(dir, from, chunk))
  }
  // Three back: its tabs have had two new sites since, and its files are not carried on (and on) for ever.
  expect(existsSync(path.join(dir, fourth, chunks[0] ?? ""))).toBe(false)
})

test("rolling back, the release rolled back to takes the chunks the newer one serves, but not into its own files", async () => {
  const [first = "", second = "", third = ""] = ids(3)
  const chunks = ["a", "b"].map((letter) => `app-${letter.repeat(20)}.js`)
  for (const [n, id] of [first, second].entries()) {
    rmSync(site, { recursive: true, force: true })
    built("index.html", `<script src="/${chunks[n]}"></script>`)
    built(chunks[n] ?? "", `window.app = ${n}`)
    await makeRelease(dir, site, id, n === 0 ? [] : [first])
  }
  const [older = "", newer = ""] = chunks

  expect(await carryAssets(dir, second, first)).toBe(1)
  expect(inode(dir, first, newer)).toBe(inode(dir, second, newer))
  expect(readFileSync(path.join(dir, first, "index.html"), "utf8")).toBe(`<script src="/${older}"></script>`)
  // The carried chunk is not the older release's own: two releases on, it is not carried further.
  const [, , , fourth = ""] = ids(4)
  rmSync(site, { recursive: true, force: true })
  built("index.html", "<h1>Etter</h1>")
  await makeRelease(dir, site, third, [first])
  await makeRelease(dir, site, fourth, [third, first])
  expect(existsSync(path.join(dir, fourth, older))).toBe(true)
  expect(existsSync(path.join(dir, fourth, newer))).toBe(false)
  // Twice is once.
  expect(await carryAssets(dir, second, first)).toBe(0)
})

/**
 * Counts the turns the process gives other work (a webhook, the rollback
 * button) until `work` ends: a release of a big site touches tens of
 * thousands of files, and the publisher must not hold its one process for
 * the seconds that takes.
 */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0
  let done = false
  const tick = () => setImmediate(() => !done && ((turns += 1), tick()))
  tick()
  await work()
  done = true
  return turns
}

test("a big release is made, and an old one removed, in turns, so the publisher answers meanwhile", async () => {
  const [first = "", second = "", third = ""] = ids(3)
  const pages = 1_000
  for (let n = 0; n < pages; n += 1) built(`filmer/${n}/index.html`, `<h1>${n}</h1>`)
  expect(await turnsDuring(() => makeRelease(dir, site, first, []))).toBeGreaterThanOrEqual(4)
  built("filmer/0/index.html", "<h1>0, endret</h1>")
  expect(await turnsDuring(() => makeRelease(dir, site, second, [first]))).toBeGreaterThanOrEqual(4)
  await makeRelease(dir, site, third, [second, first])

  expect(await turnsDuring(() => prune(dir, new Set([third])))).toBeGreaterThanOrEqual(4)
  expect(readdirSync(dir).filter(isReleaseId)).toEqual([third])
  expect(readdirSync(path.join(dir, third, "filmer"))).toHaveLength(pages)
})
