/**
 * Whether a build can reuse Gatsby's cache (.cache/ and public/). Gatsby
 * keeps the files it was made from by absolute path: in a project moved
 * with its cache (a CI cache restored elsewhere, a copied checkout) the
 * templates matched none of the static queries, and the HTML step failed
 * with "The result of this StaticQuery could not be fetched". Gatsby also
 * doesn't see installed packages change beneath an unchanged package.json
 * (a lock file update, a patch in patches/): pages it had rendered kept the
 * old packages' HTML. So every build records, in .cache/, the folder it
 * ran in and a hash of package-lock.json and patches/, and a cache made
 * elsewhere, with other packages or without that record is deleted first.
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

const RECORD = path.join(".cache", "ramaskrik-origin.json")

/** The installed packages as far as a build's output goes: the lock file and our patches to them. */
function packagesHash(root) {
  const hash = createHash("sha256")
  const lock = path.join(root, "package-lock.json")
  hash.update(existsSync(lock) ? readFileSync(lock) : "")
  const patches = path.join(root, "patches")
  for (const name of existsSync(patches) ? readdirSync(patches).sort() : []) {
    hash.update(`\0${name}\0`).update(readFileSync(path.join(patches, name)))
  }
  return hash.digest("hex")
}

/** What recordCacheOrigin wrote in `root`, or null. */
function readRecord(root) {
  try {
    const recorded = JSON.parse(readFileSync(path.join(root, RECORD), "utf8"))
    return typeof recorded?.root === "string" && typeof recorded.packages === "string" ? recorded : null
  } catch {
    return null
  }
}

/** Why the cache in `root` must not be built on, or null when it may (or there is none). */
export function staleCacheReason(root) {
  if (!existsSync(path.join(root, ".cache"))) return null
  const recorded = readRecord(root)
  if (!recorded) return `.cache/ has no record of where it was made (${RECORD})`
  if (recorded.root !== root) return `.cache/ was made in ${recorded.root}, not here in ${root}`
  if (recorded.packages !== packagesHash(root)) {
    return ".cache/ was made with other packages (package-lock.json or patches/ changed since)"
  }
  return null
}

/** Deletes Gatsby's cache, as `gatsby clean` does. */
export function deleteCache(root) {
  for (const folder of [".cache", "public"]) rmSync(path.join(root, folder), { recursive: true, force: true })
}

/** Records where and with which packages the cache in `root` was made; after Gatsby ran, which may empty .cache/. */
export function recordCacheOrigin(root) {
  if (!existsSync(path.join(root, ".cache"))) return
  writeFileSync(path.join(root, RECORD), `${JSON.stringify({ root, packages: packagesHash(root) }, null, 2)}\n`)
}
