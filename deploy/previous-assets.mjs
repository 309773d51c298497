/**
 * Skew protection for
 * a host that serves only the newest deploy (Netlify, Cloudflare Pages). A
 * visitor's open tab keeps loading the scripts and styles its page was built
 * with, by their content-hashed names; when the new deploy no longer has them,
 * the tab breaks (ChunkLoadError, gatsby#18866). So the content-hashed files
 * of the last two deploys, kept in `store` between runs (a CI cache), are
 * copied into this deploy wherever it lacks them, and this deploy's own
 * hashed files become the newest generation of the store.
 *
 *   store/1/  the previous deploy's own content-hashed files
 *   store/2/  the one before it
 *
 * Only files whose URL path is content-hashed (deploy/host-rules.mjs) are
 * kept or copied; a name is never replaced, so no file of this deploy changes.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs"
import path from "node:path"

import { CONTENT_HASHED } from "./host-rules.mjs"

/** The content-hashed regular files under `dir`, as paths relative to it (no links followed). */
function hashedFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => CONTENT_HASHED.test(`/${file.split(path.sep).join("/")}`))
}

function copyInto(from, to, files, { replace }) {
  let copied = 0
  for (const file of files) {
    const target = path.join(to, file)
    if (!replace && existsSync(target)) continue
    mkdirSync(path.dirname(target), { recursive: true })
    copyFileSync(path.join(from, file), target)
    copied += 1
  }
  return copied
}

/** Copies the store's files that `dist` lacks into it, then ages the store by one deploy. */
export function keepPreviousAssets(dist, store) {
  const own = hashedFiles(dist)
  const kept = ["1", "2"].reduce(
    (sum, generation) =>
      sum + copyInto(path.join(store, generation), dist, hashedFiles(path.join(store, generation)), { replace: false }),
    0,
  )
  rmSync(path.join(store, "2"), { recursive: true, force: true })
  if (existsSync(path.join(store, "1"))) renameSync(path.join(store, "1"), path.join(store, "2"))
  copyInto(dist, path.join(store, "1"), own, { replace: true })
  return { kept, own: own.length }
}
