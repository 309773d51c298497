/**
 * Releases on disk: `<dir>/<id>/`, each a whole site, and `dist`, a symbolic
 * link to the live one, replaced by one rename so that every request is
 * answered wholly from one release (no moment without a site, unlike
 * removing and relinking: capistrano#1110).
 *
 * A release is made from the build's output: a file whose size, modification
 * time and inode are those recorded for the previous release is hard-linked
 * from it (unchanged; one link instead of a copy), any other is copied, so a
 * release never shares a file with the build's working folder, which the
 * next build rewrites. The hashed scripts and styles of the two releases
 * before are linked in too, so a tab still running the old site loads its
 * chunks (gatsby#18866).
 *
 * The publisher is one process that also answers webhooks (within 100 ms)
 * and the rollback button (within 2 s): making and removing a release of a
 * big site touches tens of thousands of files, so making one gives the other
 * requests their turn as it goes, and removing one happens in a worker
 * thread (tree-worker.ts), never holding the process for seconds.
 */
import { randomBytes } from "node:crypto"
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { readdir } from "node:fs/promises"
import path from "node:path"
import { setImmediate as nextTurn } from "node:timers/promises"

import { isBuildInternal } from "../deploy/host-rules.mjs"
import { removeTrees } from "./tree-worker"

/**
 * Files linked or copied between two turns for the publisher's other work:
 * about 10–30 ms of file system calls at a time.
 */
const FILES_PER_TURN = 200

/** `items` one by one, giving the publisher's other work a turn after every FILES_PER_TURN of them. */
async function* inTurns<T>(items: Iterable<T>): AsyncGenerator<T> {
  let count = 0
  for (const item of items) {
    yield item
    count += 1
    if (count % FILES_PER_TURN === 0) await nextTurn()
  }
}

/** A release id: sortable by time, unique. */
export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15)
  return `${stamp}-${randomBytes(3).toString("hex")}`
}

export const isReleaseId = (id: string): boolean => /^\d{8}-\d{6}-[0-9a-f]{6}$/.test(id)

const metaDir = (dir: string) => path.join(dir, ".meta")
const manifestOf = (dir: string, id: string) => path.join(metaDir(dir), `${id}.json`)

/** Files kept from older releases for open tabs: Gatsby's content-hashed scripts, styles and static files. */
export function isHashedAsset(file: string): boolean {
  return (
    /^[^/]+[-.][0-9a-f]{16,}\.(js|css)$/.test(file) || file.startsWith("static/") || file.startsWith("page-data/sq/")
  )
}

async function filesUnder(root: string): Promise<string[]> {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
}

type Manifest = Record<string, string>

function readManifest(dir: string, id: string | null): Manifest {
  if (id === null) return {}
  try {
    return JSON.parse(readFileSync(manifestOf(dir, id), "utf8")) as Manifest
  } catch {
    return {}
  }
}

const versionOf = (file: string) => {
  const { size, mtimeNs, ino } = statSync(file, { bigint: true })
  return `${size}:${mtimeNs}:${ino}`
}

/** A page's address from its HTML file: `filmer/x/index.html` → `/filmer/x/`. */
const pageOf = (file: string) => `/${file.replace(/index\.html$/, "")}`

export interface MadeRelease {
  pages: { added: string[]; changed: string[]; removed: string[] }
  linked: number
  copied: number
}

/**
 * Makes `<dir>/<id>/` from the build output `site`: built under a hidden
 * name and renamed into place when whole, so a crash leaves no half release.
 */
export async function makeRelease(dir: string, site: string, id: string, previous: string[]): Promise<MadeRelease> {
  mkdirSync(metaDir(dir), { recursive: true })
  const incoming = path.join(dir, `.incoming-${id}`)
  await removeTrees([incoming])
  const before = previous[0] ?? null
  const old = readManifest(dir, before)
  const manifest: Manifest = {}
  const pages = { added: [] as string[], changed: [] as string[], removed: [] as string[] }
  let linked = 0
  let copied = 0
  const files = (await filesUnder(site)).filter((file) => !isBuildInternal(file) && file !== "release.json")
  for await (const folder of inTurns(new Set(files.map((file) => path.dirname(path.join(incoming, file))))))
    mkdirSync(folder, { recursive: true })
  for await (const file of inTurns(files)) {
    const from = path.join(site, file)
    const version = versionOf(from)
    manifest[file] = version
    const target = path.join(incoming, file)
    if (before !== null && old[file] === version && existsSync(path.join(dir, before, file))) {
      linkSync(path.join(dir, before, file), target)
      linked += 1
    } else {
      copyFileSync(from, target)
      copied += 1
      if (file.endsWith(".html")) (old[file] === undefined ? pages.added : pages.changed).push(pageOf(file))
    }
  }
  const present = new Set(files)
  if (before !== null) {
    pages.removed = Object.keys(old)
      .filter((file) => file.endsWith(".html") && !present.has(file))
      .map(pageOf)
  }
  // The previous two releases' hashed assets, for tabs that still run them: the files each was built
  // with (its manifest), not those it carries from the releases before it, or every release would
  // keep every chunk ever built. A plain dist/ adopted as a release has no manifest: all its files.
  for (const older of previous.slice(0, 2)) {
    const root = path.join(dir, older)
    if (!existsSync(root)) continue
    const own = older === before ? old : readManifest(dir, older)
    const files = Object.keys(own).length > 0 ? Object.keys(own) : await filesUnder(root)
    await linkAssets(root, files, incoming, present)
  }
  writeFileSync(path.join(incoming, "release.json"), `${JSON.stringify({ id })}\n`)
  writeFileSync(manifestOf(dir, id), JSON.stringify(manifest))
  renameSync(incoming, path.join(dir, id))
  return { pages, linked, copied }
}

/** Hard-links the hashed assets among `files` from `root` into `into`, where it has no such file; returns how many. */
async function linkAssets(root: string, files: string[], into: string, skip: ReadonlySet<string> = new Set()) {
  let count = 0
  for await (const file of inTurns(files.filter(isHashedAsset))) {
    const target = path.join(into, file)
    if (skip.has(file) || existsSync(target) || !existsSync(path.join(root, file))) continue
    mkdirSync(path.dirname(target), { recursive: true })
    linkSync(path.join(root, file), target)
    count += 1
  }
  return count
}

/**
 * Before a rollback from release `from` to the older `to`: the hashed
 * assets `from` serves (its own and those it carries) hard-linked into `to`
 * where it lacks them, so that a tab still running `from` finds its chunks.
 * They stay out of `to`'s manifest: a later release does not carry them on.
 */
export async function carryAssets(dir: string, from: string, to: string): Promise<number> {
  const root = path.join(dir, from)
  if (!existsSync(root)) return 0
  return linkAssets(root, await filesUnder(root), path.join(dir, to))
}

/** The release `dist` links to, or null when it is no link into `dir`. */
export function liveRelease(dir: string, dist: string): string | null {
  try {
    if (!lstatSync(dist).isSymbolicLink()) return null
    const target = path.resolve(path.dirname(dist), readlinkSync(dist))
    return path.dirname(target) === dir ? path.basename(target) : null
  } catch {
    return null
  }
}

/**
 * Makes `id` live: a new link beside `dist`, renamed over it. A `dist` that is
 * still a plain folder (a plain `npm run build`) becomes a release first.
 */
export function swapTo(dir: string, dist: string, id: string): void {
  const target = path.join(dir, id)
  if (!existsSync(path.join(target, "release.json"))) throw new Error(`no release ${id} in ${dir}`)
  const link = `${dist}.swap-${process.pid}`
  rmSync(link, { force: true })
  symlinkSync(path.relative(path.dirname(dist), target), link)
  adoptPlainFolder(dir, dist)
  renameSync(link, dist)
}

/** A plain dist/ (from `npm run build`) moved into the releases, so it can be rolled back to; returns its id. */
export function adoptPlainFolder(dir: string, dist: string): string | null {
  let info
  try {
    info = lstatSync(dist)
  } catch {
    return null
  }
  if (!info.isDirectory()) return null
  const id = newReleaseId()
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dist, "release.json"), `${JSON.stringify({ id })}\n`)
  renameSync(dist, path.join(dir, id))
  return id
}

/** Removes releases beyond the newest `keep` that are not live, and what a crash left half made. */
export async function prune(dir: string, keepIds: Set<string>): Promise<void> {
  if (!existsSync(dir)) return
  const gone = readdirSync(dir).filter(
    (name) => (isReleaseId(name) && !keepIds.has(name)) || name.startsWith(".incoming-"),
  )
  await removeTrees([
    ...gone.map((name) => path.join(dir, name)),
    ...gone.filter(isReleaseId).map((name) => manifestOf(dir, name)),
  ])
}
