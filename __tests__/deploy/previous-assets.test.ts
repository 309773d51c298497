/**
 * Skew protection on a host that serves only the newest deploy
 * (deploy/previous-assets.mjs): the scripts and styles of the last two
 * deploys go out again with each new one, by their hashed names, and nothing
 * of the new deploy is replaced.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { keepPreviousAssets } from "../../deploy/previous-assets.mjs"

let dir: string
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-keep-"))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const hash = (n: number) => n.toString(16).padStart(20, "0")

/** A deploy's folder with its own app script, page and static file, numbered `n`. */
function deploy(n: number): string {
  const dist = path.join(dir, `dist-${n}`)
  mkdirSync(path.join(dist, "static", hash(n)), { recursive: true })
  writeFileSync(path.join(dist, `app-${hash(n)}.js`), `app ${n}`)
  writeFileSync(path.join(dist, "static", hash(n), "poster.jpg"), `poster ${n}`)
  writeFileSync(path.join(dist, "index.html"), `page ${n}`)
  return dist
}

const files = (dist: string) =>
  readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .sort()

describe("keeping the previous deploys' scripts and styles", () => {
  it("carries the hashed files of the last two deploys, not older ones, and no page", () => {
    const store = path.join(dir, "store")
    for (let n = 1; n <= 3; n += 1) keepPreviousAssets(deploy(n), store)
    const fourth = deploy(4)
    expect(keepPreviousAssets(fourth, store)).toEqual({ kept: 4, own: 2 })
    expect(files(fourth)).toEqual(
      [
        "index.html",
        ...[2, 3, 4].flatMap((n) => [`app-${hash(n)}.js`, path.join("static", hash(n), "poster.jpg")]),
      ].sort(),
    )
    expect(readFileSync(path.join(fourth, "index.html"), "utf8")).toBe("page 4")
  })

  it("never replaces a file of the new deploy", () => {
    const store = path.join(dir, "store")
    keepPreviousAssets(deploy(1), store)
    const next = deploy(2)
    writeFileSync(path.join(next, `app-${hash(1)}.js`), "rebuilt")
    keepPreviousAssets(next, store)
    expect(readFileSync(path.join(next, `app-${hash(1)}.js`), "utf8")).toBe("rebuilt")
  })
})
