#!/usr/bin/env node
/**
 * A stand-in for scripts/build.mjs in the publisher's tests: a real child
 * process that reads the content folder (CONTENT_DIR) and writes a small site
 * into DIST_DIR, one page per content file, reporting its progress as
 * Gatsby's structured log does (GATSBY_LOGGER=json), and the redirect table
 * of `redirects.json` as the real build writes it for the hosts (`_redirects`,
 * `_nginx/redirects.conf`). FAKE_BUILD_PAGE_MS slows each page down;
 * FAKE_BUILD_GATE names a file the build waits for after its first page, so
 * that a test holds a build half-way for as long as it needs, on any machine;
 * FAKE_BUILD_LOG gets one line per build: the process, the folder it ran in
 * and its CMS_PREVIEW.
 */
import { createHash } from "node:crypto"
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

import { NGINX_REDIRECTS, nginxRedirects, redirectsFile } from "../../../deploy/host-rules.mjs"

const content = process.env.CONTENT_DIR
const out = process.env.DIST_DIR
const pause = Number(process.env.FAKE_BUILD_PAGE_MS ?? 0)
const gate = process.env.FAKE_BUILD_GATE
if (process.env.FAKE_BUILD_LOG)
  appendFileSync(process.env.FAKE_BUILD_LOG, `${process.pid} ${process.cwd()} ${process.env.CMS_PREVIEW ?? ""}\n`)

const emit = (type, payload) => process.stdout.write(`${JSON.stringify({ type, payload })}\n`)

const files = readdirSync(content, { recursive: true })
  .map((file) => String(file))
  .filter((file) => file.endsWith(".json") && file.includes(path.sep))
  .sort()
const pages = files.map((file) => {
  const item = JSON.parse(readFileSync(path.join(content, file), "utf8"))
  return { url: `${file.replace(/\.json$/, "")}/`, title: String(item.title ?? item.name ?? file) }
})
const hash = createHash("sha256")
pages.forEach((page) => hash.update(`${page.url}${page.title}`))
const app = `app-${hash.digest("hex").slice(0, 20)}.js`

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
writeFileSync(path.join(out, app), `window.built = ${JSON.stringify(app)}\n`)
emit("ACTIVITY_START", {
  id: "html",
  text: "Building static HTML for pages",
  type: "progress",
  current: 0,
  total: pages.length,
})
let done = 0
for (const page of pages) {
  if (pause > 0) await sleep(pause)
  mkdirSync(path.join(out, page.url), { recursive: true })
  writeFileSync(
    path.join(out, page.url, "index.html"),
    `<!doctype html><title>${page.title}</title><script src="/${app}"></script><h1>${page.title}</h1>\n`,
  )
  done += 1
  // As Gatsby's ticks come: the count alone, the total only in the start.
  emit("ACTIVITY_UPDATE", { id: "html", current: done })
  if (gate && done === 1) while (!existsSync(gate)) await sleep(20)
}
writeFileSync(path.join(out, "index.html"), `<!doctype html><title>Ramaskrik</title><script src="/${app}"></script>\n`)
let table = []
try {
  table = JSON.parse(readFileSync(path.join(content, "redirects.json"), "utf8"))
} catch {
  // no redirects
}
const redirects = table.map(({ from, to }) => ({ fromPath: from, toPath: to }))
writeFileSync(path.join(out, "_redirects"), redirectsFile(redirects))
mkdirSync(path.dirname(path.join(out, NGINX_REDIRECTS)), { recursive: true })
writeFileSync(path.join(out, NGINX_REDIRECTS), nginxRedirects(redirects))
emit("ACTIVITY_END", { id: "html", status: "SUCCESS" })
