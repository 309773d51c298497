#!/usr/bin/env node
/**
 * `gatsby build` (every process of it with scripts/lean-heap.mjs preloaded),
 * then publish public/ to dist/ (scripts/publish.mjs). A failed build
 * leaves the last good site in dist/ as it was, and says so. A cache that
 * was made elsewhere or with other packages is deleted first, and the build
 * says it runs cold (scripts/cache-origin.mjs).
 */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"

import { deleteCache, recordCacheOrigin, staleCacheReason } from "./cache-origin.mjs"
import { publish } from "./publish.mjs"

const root = process.cwd()
const dist = path.resolve(root, process.env.DIST_DIR ?? "dist")

const gatsby = path.join(root, "node_modules", ".bin", "gatsby")
const leanHeap = `--import ${JSON.stringify(pathToFileURL(path.join(root, "scripts", "lean-heap.mjs")).href)}`
// Gatsby starts one worker fewer than there are cores, counting its main
// process as the last one; but while queries run and pages render, the main
// process mostly waits for its workers. One worker per core keeps every core
// busy, for some more memory (docs/performance.md has the figures).
const workersPlusMain = String(os.availableParallelism() + 1)

const stale = staleCacheReason(root)
if (stale) {
  console.log(`Building cold: ${stale}; deleting .cache/ and public/.`)
  deleteCache(root)
}

const build = spawnSync(gatsby, ["build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    GATSBY_CPU_COUNT: workersPlusMain,
    // Parcel, which compiles gatsby-node and gatsby-config, does that small job
    // faster in its own process than by starting workers for it, cold and from
    // its cache (docs/performance.md).
    PARCEL_WORKERS: "0",
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, leanHeap].filter(Boolean).join(" "),
  },
})
recordCacheOrigin(root)

if (build.status !== 0) {
  const kept = existsSync(dist)
    ? `${path.relative(root, dist)}/ still holds the last good site`
    : "nothing was published"
  console.error(`\nThe build failed; ${kept}.`)
  process.exit(build.status ?? 1)
}

const { copied, replaced, removed, unchanged } = publish(path.join(root, "public"), dist)
console.log(
  `Published to ${path.relative(root, dist)}/: ${copied} files new, ${replaced} replaced, ${removed} removed, ${unchanged} unchanged`,
)
