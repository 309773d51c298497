/**
 * `npm run serve` (scripts/serve.mjs) while the editors' rebuild publishes
 * underneath it: the publish is the real one (scripts/publish.mjs), of a copy
 * of the built site where one article changed and names new hashed files.
 */
import { spawn, type ChildProcess } from "node:child_process"
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { get } from "node:http"
import os from "node:os"
import path from "node:path"

import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from "../../deploy/host-rules.mjs"
import { publish } from "../../scripts/publish.mjs"

const PORT = 9125
/** The publish's compressed copies are not what this is about, and compressing the whole site takes seconds. */
const WITHOUT_COMPRESSION = { precompress: false }
const BASE = `http://localhost:${PORT}`

let dir: string
let publicDir: string
let dist: string
let server: ChildProcess
let exited: string | undefined

async function waitForServer(deadline = Date.now() + 10_000): Promise<void> {
  while (Date.now() < deadline) {
    if (
      await fetch(`${BASE}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`scripts/serve.mjs did not answer at ${BASE} within 10 s`)
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-serve-"))
  publicDir = path.join(dir, "public")
  dist = path.join(dir, "dist")
  // public/ as the build leaves it: without the compressed copies the publish adds.
  cpSync(path.resolve("dist"), publicDir, { recursive: true, filter: (file) => !/\.(?:br|gz)$/.test(file) })
  publish(publicDir, dist, WITHOUT_COMPRESSION)
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(PORT), DIST_DIR: dist },
    stdio: ["ignore", "ignore", "pipe"],
  })
  server.on("exit", (code, signal) => (exited = `exited with ${code ?? signal}`))
  await waitForServer()
}, 30_000)

afterAll(() => {
  server.kill()
  rmSync(dir, { recursive: true, force: true })
})

/** The same-site files an HTML page names (scripts, styles, pictures, page data). */
function namedFiles(html: string): string[] {
  const urls = [...html.matchAll(/(?:src|href)="(\/[^"#?]*)"/g)].map((match) => match[1] ?? "")
  return [...new Set(urls)].filter((url) => !url.endsWith("/"))
}

const ARTICLE = "/article/rekordar-med-6481-besokende/"

/** Rebuilds public/ as an edit to one article would: new text, a new hashed script, an old one gone. */
function editArticle(): { newScript: string; goneScript: string } {
  const page = path.join(publicDir, ARTICLE, "index.html")
  const html = readFileSync(page, "utf8")
  const goneScript = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1]
  if (goneScript === undefined) throw new Error(`${ARTICLE} names no app-<hash>.js`)
  const newScript = "/app-0123456789abcdef0123.js"
  renameSync(path.join(publicDir, goneScript), path.join(publicDir, newScript))
  writeFileSync(page, html.replaceAll(goneScript, newScript).replace("</h1>", " (oppdatert)</h1>"))
  return { newScript, goneScript }
}

describe("the local server while a rebuild publishes", () => {
  it("serves every file the new article page names, and the server keeps running", async () => {
    const before = await fetch(`${BASE}${ARTICLE}`)
    expect(before.status).toBe(200)
    const { newScript, goneScript } = editArticle()
    // Requests in flight while the publish replaces and removes files under them.
    const during = Array.from({ length: 20 }, () =>
      fetch(`${BASE}${goneScript}`).then(
        (r) => r.arrayBuffer(),
        () => null,
      ),
    )
    publish(publicDir, dist, WITHOUT_COMPRESSION)
    await Promise.all(during)

    const html = await (await fetch(`${BASE}${ARTICLE}`)).text()
    expect(html).toContain("(oppdatert)")
    const files = namedFiles(html)
    expect(files).toContain(newScript)
    const statuses = await Promise.all(files.map(async (file) => `${(await fetch(`${BASE}${file}`)).status} ${file}`))
    expect(statuses).toEqual(files.map((file) => `200 ${file}`))
    expect(exited).toBeUndefined()
  })

  it("answers 404 with the 404 page for a file a publish removed, and keeps running", async () => {
    const response = await fetch(`${BASE}/app-c0ffeec0ffeec0ffeec0.js`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain("<html")
    rmSync(path.join(dist, "favicon.svg"))
    expect((await fetch(`${BASE}/favicon.svg`)).status).toBe(404)
    expect((await fetch(`${BASE}/`)).status).toBe(200)
    expect(exited).toBeUndefined()
  })

  it("sends the host's caching and security headers", async () => {
    const page = await fetch(`${BASE}${ARTICLE}`)
    expect(page.headers.get("cache-control")).toBe(REVALIDATE)
    Object.entries(SECURITY_HEADERS).forEach(([name, value]) => expect(page.headers.get(name)).toBe(value))
    const script = await fetch(`${BASE}/app-0123456789abcdef0123.js`)
    expect(script.headers.get("cache-control")).toBe(IMMUTABLE)
  })

  it("answers each redirect of _redirects with a 301 to its target", async () => {
    const response = await fetch(`${BASE}/billetter?fra=avis`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/kjop-billetter/?fra=avis")
  })

  it("closes a file whose download the visitor gave up", async () => {
    writeFileSync(path.join(dist, "stor-fil.bin"), Buffer.alloc(8 * 1024 * 1024, 1))
    const openFiles = () =>
      readdirSync(`/proc/${server.pid}/fd`).filter((fd) => {
        try {
          return readlinkSync(`/proc/${server.pid}/fd/${fd}`).startsWith(dist)
        } catch {
          return false
        }
      }).length
    await Promise.all(
      Array.from(
        { length: 10 },
        () =>
          new Promise<void>((resolve, reject) =>
            get(`${BASE}/stor-fil.bin`, (response) => {
              response.destroy()
              resolve()
            }).on("error", reject),
          ),
      ),
    )
    const deadline = Date.now() + 5_000
    while (openFiles() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(openFiles()).toBe(0)
    expect(exited).toBeUndefined()
  })
})
