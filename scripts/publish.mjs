/**
 * Publishes Gatsby's public/ to dist/, the folder that is served, after a
 * build that succeeded (a failed build never gets here, so dist/ keeps the
 * last good site).
 *
 * The first time, public/ is copied to a fresh folder that then takes dist/'s
 * place in one rename, or the swap of one link (publishWhole says when).
 * After that only what changed is written: a rebuild
 * after one edit changes a handful of the site's files, and copying or even
 * linking all of them (tens of thousands on a big site) took seconds. Each
 * changed file is written beside its old version and renamed over it, so a
 * visitor gets either the old file or the new one, never half of one; and
 * files are replaced in an order that keeps every page whole while the
 * publish runs: new scripts, styles and pictures first, then page data,
 * then the HTML that refers to them, then the files that tell browsers a new
 * version is out (app-data.json, the service worker). Files the new build no
 * longer has go last.
 *
 * Gatsby's bookkeeping and the source maps are not published
 * (deploy/host-rules.mjs says which files those are). dist.published.json,
 * beside dist/ so that no host ever serves it, records, for every published
 * file, the size and modification time of the public/ file it was copied from.
 *
 * Each text file that is not one page's own (its HTML, its page data) is
 * published with its brotli (.br) and gzip (.gz) versions beside it, made
 * once here rather than by the server on every request (nginx serves them:
 * gzip_static, brotli_static): content-hashed scripts and styles at brotli's
 * best (quality 11, a few seconds for all of them, paid once per file ever),
 * the rest (the search index, the service worker…) at quality 5, nearly as
 * small and thirty times as fast (docs/deploy.md has the figures). Netlify and
 * Cloudflare Pages compress by themselves and count the files of a deploy,
 * so builds for them (NETLIFY=true, CF_PAGES=1) publish none.
 */
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { CONTENT_HASHED, isBuildInternal } from "../deploy/host-rules.mjs"

/** The publisher's record of what `dist` holds, kept beside it. */
export const manifestFile = (dist) => `${dist}.published.json`

/** Files a new version announces itself through, written last. */
const ANNOUNCING = new Set(["page-data/app-data.json", "sw.js"])

/** When a changed file is written: lower first. */
export function publishOrder(relativePath) {
  const file = relativePath.split(path.sep).join("/")
  if (ANNOUNCING.has(file)) return 3
  if (file.endsWith(".html")) return 2
  if (file.startsWith("page-data/")) return 1
  return 0
}

/**
 * Every file under `dir` that is published, by path relative to it, with its
 * version (size and modification time). Synchronous on purpose: tens of
 * thousands of small file-system calls run faster in a loop than through the
 * thread pool.
 */
function versions(dir) {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  return new Map(
    entries
      .map((entry) => [entry, path.join(entry.parentPath, entry.name)])
      .filter(([entry, file]) => entry.isFile() && !isBuildInternal(path.relative(dir, file).split(path.sep).join("/")))
      .map(([, file]) => {
        const { size, mtimeNs } = statSync(file, { bigint: true })
        return [path.relative(dir, file), `${size}:${mtimeNs}`]
      }),
  )
}

/** The compressed versions a text file may have beside it. */
export const PRECOMPRESSED = [".br", ".gz"]
/** Text, but not HTML: */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|xml|txt|webmanifest)$/
/**
 * one file per page (its HTML, its page data): compressing them at
 * publish would cost a cold build at 12,000 pages about a minute (5–6 ms a
 * page), more than the rest of its publish, so the server compresses them as
 * it sends them (nginx: gzip), which costs it little for files of 40 KB.
 */
const PER_PAGE = /^page-data\//
/** Smaller files gain less than a network packet from it. */
const MIN_COMPRESSED_SIZE = 1024

/** Whether a publish for `env`'s host writes the compressed versions. */
export const precompresses = (env = process.env) => env.NETLIFY !== "true" && env.CF_PAGES !== "1"

/** A file's compressed versions worth publishing, by suffix: none for small or non-text files. */
export function compressedVersions(relativePath, bytes) {
  const file = relativePath.split(path.sep).join("/")
  if (!COMPRESSIBLE.test(file) || PER_PAGE.test(file) || bytes.length < MIN_COMPRESSED_SIZE) return new Map()
  const hashed = CONTENT_HASHED.test(`/${file}`)
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const versions = [
    [".br", brotli],
    [".gz", gzipSync(bytes, { level: 9 })],
  ]
  return new Map(versions.filter(([, packed]) => packed.length < bytes.length))
}

/** Writes `bytes` beside `target` and renames it over it: a reader gets the old file or the new, never half. */
function replaceWhole(target, bytes) {
  writeFileSync(`${target}.publishing`, bytes)
  renameSync(`${target}.publishing`, target)
}

/**
 * Writes a file's compressed versions beside `target`, or removes the ones it
 * no longer has, so that no server sends an old version of a new file.
 */
function publishCompressed(relativePath, bytes, target, precompress) {
  const versions = precompress ? compressedVersions(relativePath, bytes) : new Map()
  for (const suffix of PRECOMPRESSED) {
    const packed = versions.get(suffix)
    if (packed === undefined) rmSync(`${target}${suffix}`, { force: true })
    else replaceWhole(`${target}${suffix}`, packed)
  }
}

/**
 * The manifest records how the site was published beside its files; a
 * publish that would compress differently (or a manifest from before
 * compression) publishes the whole site again.
 */
const COMPRESSION_KEY = "\0compressed"
const compressionMark = (precompress) => (precompress ? `${PRECOMPRESSED.join(",")} of shared text files` : "none")

function readManifest(dir, precompress) {
  try {
    const recorded = new Map(Object.entries(JSON.parse(readFileSync(manifestFile(dir), "utf8"))))
    if (recorded.get(COMPRESSION_KEY) !== compressionMark(precompress)) return undefined
    recorded.delete(COMPRESSION_KEY)
    return recorded
  } catch {
    return undefined
  }
}

const writeManifest = (dir, current, precompress) =>
  writeFileSync(
    manifestFile(dir),
    JSON.stringify({ [COMPRESSION_KEY]: compressionMark(precompress), ...Object.fromEntries(current) }),
  )

/** Makes the folders of `files` under `to`, each once. */
function makeFolders(to, files) {
  const folders = new Set(files.map((file) => path.dirname(path.join(to, file))))
  folders.forEach((folder) => mkdirSync(folder, { recursive: true }))
}

/** The folders a whole publish writes the site into, beside `to`: `dist.site-<time>-<pid>`. */
const sitePrefix = (to) => `${path.basename(to)}.site-`

/** Whether `to` is a link to one of this script's own site folders (not a release of the publisher). */
function linksToOwnSite(to) {
  try {
    const target = readlinkSync(to)
    return !target.includes(path.sep) && target.startsWith(sitePrefix(to))
  } catch {
    return false
  }
}

/**
 * public/ to a fresh folder beside `to`. Where nothing was published yet, the
 * folder is renamed to `to`: one rename, and a host that uploads `dist/`
 * (Netlify, Cloudflare Pages) gets a plain folder. Where a site is served,
 * `to` becomes (or stays) a link to the new folder, replaced by one rename as
 * the publisher swaps its link (publisher/releases.ts), so that `to` is never
 * missing; then the folder it linked to before goes. A plain folder served
 * as `to` is moved aside first: no rename swaps a folder for a link in one
 * step (Linux's RENAME_EXCHANGE is not in Node), so that one publish has a
 * moment without `to`, once: every later one is a link's swap.
 */
function publishWhole(from, to, current, precompress) {
  const site = `${to}.site-${Date.now()}-${process.pid}`
  rmSync(site, { recursive: true, force: true })
  const files = [...current.keys()]
  makeFolders(site, files)
  files.forEach((file) => {
    copyFileSync(path.join(from, file), path.join(site, file))
    if (!precompress) return
    const versions = compressedVersions(file, readFileSync(path.join(from, file)))
    versions.forEach((packed, suffix) => writeFileSync(path.join(site, `${file}${suffix}`), packed))
  })
  // A publish cut short leaves the manifest of the site before: the next one starts over whole.
  rmSync(manifestFile(to), { force: true })
  if (!lexists(to)) renameSync(site, to)
  else {
    if (!isLink(to)) renameSync(to, `${site}-before`)
    const link = `${to}.swap-${process.pid}`
    rmSync(link, { force: true })
    symlinkSync(path.basename(site), link)
    renameSync(link, to)
    // The sites before (and any a publish cut short left), now that no link leads to them.
    readdirSync(path.dirname(to))
      .filter((name) => name.startsWith(sitePrefix(to)) && name !== path.basename(site))
      .forEach((name) => rmSync(path.join(path.dirname(to), name), { recursive: true, force: true }))
  }
  writeManifest(to, current, precompress)
  return { copied: current.size, replaced: 0, removed: 0, unchanged: 0 }
}

/** Removes the folders that removing `removed` left empty, deepest first, never `root` itself. */
function removeEmptyFolders(root, removed) {
  const folders = [...new Set(removed.map((file) => path.dirname(path.join(root, file))))]
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    for (let dir = folder; dir.startsWith(`${root}${path.sep}`); dir = path.dirname(dir)) {
      try {
        rmdirSync(dir)
      } catch {
        break // not empty
      }
    }
  }
}

/** Whether two files hold the same bytes (false when either cannot be read). */
function sameContent(a, b) {
  try {
    return readFileSync(a).equals(readFileSync(b))
  } catch {
    return false
  }
}

/**
 * Writes what changed into dist/, in publishOrder, then removes what is gone.
 * A file the build wrote again with the same bytes (Gatsby's plugins copy
 * their own files into public/ on every build) is left as it is, so its
 * modification time, and the ETag a server derives from it, stay the same.
 */
function publishChanges(from, to, current, published, precompress) {
  const changed = [...current.keys()].filter(
    (file) =>
      published.get(file) !== current.get(file) &&
      !(published.has(file) && sameContent(path.join(from, file), path.join(to, file))),
  )
  const removed = [...published.keys()].filter((file) => !current.has(file))
  makeFolders(to, changed)
  ;[...changed]
    .sort((a, b) => publishOrder(a) - publishOrder(b))
    .forEach((file) => {
      const target = path.join(to, file)
      const bytes = readFileSync(path.join(from, file))
      // The compressed versions first: the file is in place only once they are.
      publishCompressed(file, bytes, target, precompress)
      replaceWhole(target, bytes)
    })
  removed.forEach((file) =>
    ["", ...PRECOMPRESSED].forEach((suffix) => rmSync(path.join(to, `${file}${suffix}`), { force: true })),
  )
  removeEmptyFolders(to, removed)
  writeManifest(to, current, precompress)
  const added = changed.filter((file) => !published.has(file)).length
  return {
    copied: added,
    replaced: changed.length - added,
    removed: removed.length,
    unchanged: current.size - changed.length,
  }
}

function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink()
  } catch {
    return false
  }
}

/** Whether `file` is there, a link to nothing included. */
function lexists(file) {
  try {
    lstatSync(file)
    return true
  } catch {
    return false
  }
}

/**
 * Publishes `from` (public/) to `to` (dist/): the whole of it the first time
 * or when `to` holds no manifest (or one from a publish that compressed
 * otherwise), and only what changed after that; with the compressed versions
 * of its text files unless `precompress` is false.
 * Returns how many files were copied new, replaced, removed and left alone.
 */
export function publish(from, to, { precompress = precompresses() } = {}) {
  const current = versions(from)
  // A link to a release of the publisher's (publisher/) is never written through: a new site takes its place.
  const own = existsSync(to) && (!isLink(to) || linksToOwnSite(to))
  const published = own ? readManifest(to, precompress) : undefined
  return published === undefined
    ? publishWhole(from, to, current, precompress)
    : publishChanges(from, to, current, published, precompress)
}
