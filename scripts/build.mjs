#!/usr/bin/env node
/**
 * `gatsby build`, then publish: public/ is copied to a fresh folder that
 * replaces dist/ only when the build succeeded. A failed build leaves the last
 * good site in dist/ as it was, and says so.
 */
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, renameSync, rmSync } from "node:fs"
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

rmSync(staging, { recursive: true, force: true })
cpSync(path.join(root, "public"), staging, { recursive: true })
rmSync(retired, { recursive: true, force: true })
if (existsSync(dist)) renameSync(dist, retired)
renameSync(staging, dist)
rmSync(retired, { recursive: true, force: true })
console.log(`Published to ${path.relative(root, dist)}/`)
