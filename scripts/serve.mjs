#!/usr/bin/env node
/**
 * Serves the published site (dist/) as the production host does
 * (deploy/host-rules.mjs): the redirects of `_redirects` as 301s, files with
 * the same caching and security headers, `/path` moved to `/path/`, which is
 * served from `/path/index.html`, and the 404 page with status 404 for
 * anything else. Everything is compressed (brotli or gzip, as the browser
 * accepts) as every host and CDN does: without it a phone would download
 * every script three times over, and Lighthouse would measure that.
 *
 * Each request reads dist/ as it is at that moment, so the server keeps
 * serving while a build publishes underneath it: a file is opened before it
 * is measured and streamed from that one open file, so a publish that
 * replaces or removes it never gives a visitor half of one, and no error of
 * one request stops the server. When dist is the publisher's link to a
 * release, each request resolves the link once and answers wholly from that
 * release (redirects, file, 404 page), naming it in `X-Release`, so a swap
 * between two steps of one request cannot mix two releases.
 *
 * `npm run serve -- --preview` serves the preview of drafts instead (the
 * publisher's `<PUBLISHER_DIR>/preview/current`): only to
 * editors (basic authentication with PUBLISHER_STATUS_USER and
 * PUBLISHER_STATUS_PASSWORD, as the status page), every answer with
 * `X-Robots-Tag: noindex, nofollow` and never stored, and without the
 * offline worker, which would show an editor drafts from its cache
 * (docs/deploy.md, "Preview of drafts").
 */
import { createReadStream } from "node:fs"
import { open, readFile, realpath, stat } from "node:fs/promises"
import { createServer } from "node:http"
import path from "node:path"
import { pipeline } from "node:stream"

import compression from "compression"

import { credentialsProblems, editorsDoor, waitText } from "../deploy/editors-door.mjs"
import { NOT_SERVED, SECURITY_HEADERS, headersFor } from "../deploy/host-rules.mjs"

const preview = process.argv.includes("--preview")
const releases =
  process.env.PUBLISHER_DIR ?? path.join(path.dirname(path.resolve(process.env.DIST_DIR ?? "dist")), "releases")
const dir = path.resolve(preview ? path.join(releases, "preview", "current") : (process.env.DIST_DIR ?? "dist"))
const port = Number(process.env.PORT ?? 9000)
const editors = { user: process.env.PUBLISHER_STATUS_USER ?? "", password: process.env.PUBLISHER_STATUS_PASSWORD ?? "" }
const door = editorsDoor(editors.user, editors.password)
const weak = preview ? credentialsProblems(editors.user, editors.password) : []
if (weak.length > 0) {
  console.error(
    `${weak.join("\n")}\n\n--preview: the preview is for editors only, and did not start (docs/deploy.md, "Preview of drafts").`,
  )
  process.exit(1)
}

/**
 * The preview's door (deploy/editors-door.mjs): an editor's user and
 * password, or a 401 asking for them, or a 429 after too many wrong ones.
 */
async function refusedPreview(req, res) {
  res.setHeader("X-Robots-Tag", "noindex, nofollow")
  res.setHeader("Cache-Control", "no-store")
  const entry = await door(req.headers.authorization, req.socket.remoteAddress ?? "")
  if (entry.verdict === "editor") return false
  const text = { "Content-Type": "text/plain; charset=utf-8", ...SECURITY_HEADERS }
  if (entry.verdict === "wait")
    res.writeHead(429, { ...text, "Retry-After": String(entry.retryAfter) }).end(waitText(entry.retryAfter))
  else
    res
      .writeHead(401, { ...text, "WWW-Authenticate": 'Basic realm="Forhandsvisning", charset="UTF-8"' })
      .end("Logg inn for å se forhåndsvisningen.\n")
  return true
}
const host = process.env.HOST ?? "127.0.0.1"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
}
const typeOf = (file) => TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"

/**
 * The folder this request is answered from: dist/ with its link resolved, and
 * the release id its release.json names ("" for a plain build). The ids of
 * release folders (dist a link) are remembered: a release's id never changes.
 */
const releaseIds = new Map()
async function siteFolder() {
  const root = await realpath(dir).catch(() => dir)
  if (!releaseIds.has(root)) {
    const id = await readFile(path.join(root, "release.json"), "utf8").then(
      (text) => String(JSON.parse(text).id ?? ""),
      () => "",
    )
    const release = /^[\w.-]{1,64}$/.test(id) ? id : ""
    // A plain dist/ is read every time: the publisher adopts it, a plain build replaces it.
    if (root === dir) return { root, release }
    if (releaseIds.size > 100) releaseIds.clear()
    releaseIds.set(root, release)
  }
  return { root, release: releaseIds.get(root) }
}

/** The redirect table of the site's _redirects, read again whenever a publish changed or swapped it. */
let redirects = { file: "", mtimeMs: -1, table: new Map() }
async function redirectFor(root, urlPath) {
  const file = path.join(root, "_redirects")
  const mtimeMs = await stat(file).then(
    (info) => info.mtimeMs,
    () => 0,
  )
  if (mtimeMs !== redirects.mtimeMs || file !== redirects.file) {
    const text = mtimeMs === 0 ? "" : await readFile(file, "utf8").catch(() => "")
    const table = new Map(
      text
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.startsWith("#"))
        .map((line) => line.trim().split(/\s+/))
        .map(([from = "", to = ""]) => [decodeURIComponent(from), to]),
    )
    redirects = { file, mtimeMs, table }
  }
  return redirects.table.get(urlPath)
}

/**
 * The one spelling of a decoded URL path: backslashes read as slashes (as
 * browsers read them), `.` and `..` resolved, runs of slashes made one. It
 * always starts with a single slash, so a Location built from it is a path on
 * this site, never `//host/…`, which browsers read as another host.
 */
function canonicalPath(decoded) {
  const normal = path.posix.normalize(`/${decoded.replaceAll("\\", "/")}`)
  return decoded.endsWith("/") && !normal.endsWith("/") ? `${normal}/` : normal
}

/** A canonical path as it goes into a Location header. */
const encodePath = (urlPath) => urlPath.split("/").map(encodeURIComponent).join("/")

/** The file under the site's folder for a URL path, or undefined for a path outside it. */
function fileFor(root, urlPath) {
  const file = path.join(root, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath)
  return file.startsWith(`${root}${path.sep}`) ? file : undefined
}

/** The host's headers for a path, and the release answering. */
const headersOf = (site, urlPath) => ({
  ...headersFor(urlPath),
  ...(site.release === "" ? {} : { "X-Release": site.release }),
})

/** Sends the file at `file` with `status`; false when there is no such file (now). */
async function sendFile(req, res, site, urlPath, file, status = 200) {
  let handle
  try {
    handle = await open(file, "r")
  } catch {
    return false
  }
  try {
    const info = await handle.stat()
    if (!info.isFile()) {
      await handle.close()
      return false
    }
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
    const headers = {
      ...headersOf(site, urlPath),
      "Content-Type": typeOf(file),
      "Last-Modified": info.mtime.toUTCString(),
      ETag: etag,
      // The preview changes with every draft: never from a cache (refusedPreview set it, the host rules must not undo it).
      ...(preview ? { "Cache-Control": "no-store" } : {}),
    }
    if (status === 200 && req.headers["if-none-match"] === etag) {
      await handle.close()
      res.writeHead(304, headers).end()
      return true
    }
    res.writeHead(status, { ...headers, "Content-Length": info.size })
    if (req.method === "HEAD") {
      await handle.close()
      res.end()
      return true
    }
    // pipeline, not pipe: a visitor who gives up closes the response, and the file must close with it.
    pipeline(createReadStream("", { fd: handle, start: 0, end: Math.max(0, info.size - 1) }), res, () => undefined)
    return true
  } catch (error) {
    await handle.close().catch(() => undefined)
    throw error
  }
}

async function notFound(req, res, site) {
  if (await sendFile(req, res, site, "/404.html", path.join(site.root, "404.html"), 404)) return
  res.writeHead(404, { ...headersOf(site, "/404.html"), "Content-Type": "text/plain; charset=utf-8" })
  res.end("404: Siden finnes ikke.\n")
}

async function answer(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { ...headersFor("/"), Allow: "GET, HEAD" }).end()
    return
  }
  const site = await siteFolder()
  const [rawPath = "", ...query] = (req.url ?? "/").split("?")
  const search = query.length > 0 ? `?${query.join("?")}` : ""
  let requested
  try {
    requested = decodeURIComponent(rawPath)
  } catch {
    return notFound(req, res, site)
  }
  if (!requested.startsWith("/") || requested.includes("\0")) return notFound(req, res, site)
  const urlPath = canonicalPath(requested)
  if (NOT_SERVED.test(urlPath) || (preview && urlPath === "/sw.js")) return notFound(req, res, site)

  const target = await redirectFor(site.root, urlPath)
  if (target !== undefined) {
    res.writeHead(301, { ...headersOf(site, urlPath), Location: `${target}${search}` }).end()
    return
  }
  const file = fileFor(site.root, urlPath)
  if (file === undefined) return notFound(req, res, site)
  const folder = await stat(file).catch(() => undefined)
  // A folder asked for without its slash moves to the address with it, as on the hosts;
  // a path spelt another way (`//x`, `/./x`, `/\x`, `%2F`) moves to its one spelling.
  const address = folder?.isDirectory() && !urlPath.endsWith("/") ? `${urlPath}/` : urlPath
  if (address !== requested) {
    res.writeHead(301, { ...headersOf(site, urlPath), Location: `${encodePath(address)}${search}` }).end()
    return
  }
  if (await sendFile(req, res, site, urlPath, file)) return
  return notFound(req, res, site)
}

const compress = compression()

export const server = createServer((req, res) =>
  compress(req, res, () => {
    const answered = preview
      ? refusedPreview(req, res).then((refused) => refused || answer(req, res))
      : answer(req, res)
    answered.catch((error) => {
      console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`)
      if (!res.headersSent) res.writeHead(500, { ...SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8" })
      res.end()
    })
  }),
)
server.on("clientError", (_error, socket) => socket.destroy())

// PORT=0 takes a free port (the tests do); the line names the one taken.
server.listen(port, host, () =>
  console.log(
    `${preview ? "The preview of drafts" : "Ramaskrik"} is served at http://localhost:${server.address().port}/ (from ${path.relative(process.cwd(), dir)}/)`,
  ),
)
