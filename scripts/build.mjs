#!/usr/bin/env node
/**
 * `gatsby build`, then publish: public/ is copied to a fresh folder that
 * replaces dist/ only when the build succeeded. A failed build leaves the last
 * good site in dist/ as it was, and says so.
 *
 * Publishing a big site again after a small edit should not copy it all: a
 * file that public/ holds unchanged since the last publish (same size and
 * modification time as recorded in dist/.published.json, which the static
 * server does not serve) is hard-linked from dist/ into the new folder
 * instead. dist/'s files are never written in place, only replaced folder and
 * all, so sharing them is safe.
 */
import { spawnSync } from "node:child_process"
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"

const root = process.cwd()
const dist = path.resolve(root, process.env.DIST_DIR ?? "dist")
const staging = `${dist}.next`
const retired = `${dist}.old`

const gatsby = path.join(root, "node_modules", ".bin", "gatsby")
const build = spawnSync(gatsby, ["build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
})

if (build.status !== 0) {
  const kept = existsSync(dist)
    ? `${path.relative(root, dist)}/ still holds the last good site`
    : "nothing was published"
  console.error(`\nThe build failed; ${kept}.`)
  process.exit(build.status ?? 1)
}

/** A hard link, or false where there can be none (DIST_DIR on another file system). */
function tryLink(existing, target) {
  try {
    linkSync(existing, target)
    return true
  } catch (error) {
    if (error.code === "EXDEV" || error.code === "EPERM") return false
    throw error
  }
}

/** Which version of each public/ file the published site holds: its size and modification time, to the nanosecond. */
const MANIFEST = ".published.json"
const readManifest = (dir) => {
  try {
    return JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8"))
  } catch {
    return {}
  }
}

/** Fills `to` with the files of `from`, linking those `previous` already has in the same version; returns the counts. */
function publish(from, to, previous) {
  const known = readManifest(previous)
  const manifest = {}
  const counts = { copied: 0, linked: 0 }
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const source = path.join(entry.parentPath, entry.name)
    const relative = path.relative(from, source)
    const target = path.join(to, relative)
    mkdirSync(path.dirname(target), { recursive: true })
    const { size, mtimeNs } = statSync(source, { bigint: true })
    manifest[relative] = `${size}:${mtimeNs}`
    if (known[relative] === manifest[relative] && tryLink(path.join(previous, relative), target)) {
      counts.linked += 1
    } else {
      copyFileSync(source, target)
      counts.copied += 1
    }
  }
  writeFileSync(path.join(to, MANIFEST), JSON.stringify(manifest))
  return counts
}

rmSync(staging, { recursive: true, force: true })
mkdirSync(staging, { recursive: true })
const { copied, linked } = publish(path.join(root, "public"), staging, dist)
rmSync(retired, { recursive: true, force: true })
if (existsSync(dist)) renameSync(dist, retired)
renameSync(staging, dist)
rmSync(retired, { recursive: true, force: true })
console.log(`Published to ${path.relative(root, dist)}/ (${copied} files copied, ${linked} unchanged and linked)`)
