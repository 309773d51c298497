/**
 * The editors' loop: `gatsby develop` (in a copy of the project) picks up an
 * edit, a new file and a deleted file in data/ without a restart, and keeps
 * the last good content while a file is broken.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:net"
import path from "node:path"

import { copyProject } from "../support/project-copy"

jest.setTimeout(240_000)

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe: Server = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 1))
    })
  })
}

describe("npm run develop", () => {
  let dir: string
  let develop: ChildProcess
  let origin: string
  let log = ""

  /** The article titles of a page's data, or its HTTP status when there is none. */
  async function titles(pagePath: string): Promise<string[] | number> {
    const response = await fetch(`${origin}/page-data${pagePath}page-data.json`).catch(() => undefined)
    if (response === undefined) return 0
    if (!response.ok) return response.status
    const data = (await response.json()) as { result: { data: { articlesById: { title: string }[] } } }
    return data.result.data.articlesById.map((node) => node.title)
  }

  async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
    const until = Date.now() + ms
    while (!(await check())) {
      if (Date.now() > until) throw new Error(`not within ${ms} ms; develop said:\n${log.slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  const article = (name: string) => path.join(dir, "data", "articles", name)

  beforeAll(async () => {
    dir = copyProject("develop")
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    const { CONTENT_DIR: _contentDir, JEST_WORKER_ID: _worker, ...env } = process.env
    develop = spawn(path.join(dir, "node_modules", ".bin", "gatsby"), ["develop", "-H", "127.0.0.1", "-p", `${port}`], {
      cwd: dir,
      detached: true,
      // Jest's NODE_ENV=test breaks Gatsby's development bundle.
      env: {
        ...env,
        NODE_ENV: "development",
        GATSBY_TELEMETRY_DISABLED: "1",
        NO_COLOR: "1",
        FORCE_COLOR: "0",
        RAMASKRIK_SANDBOX: "1",
      },
    })
    develop.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()))
    develop.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()))
    // Ready once the server is up and the development bundle is built too (Gatsby may say the
    // first before the second): until then an edit can land while the first queries still run.
    await eventually(
      async () => log.includes("You can now view") && /success Building development bundle/.test(log),
      180_000,
    )
    // Once, on a loaded machine, develop answered 404 for this page for a moment after saying it
    // was ready (cause not found; see the closing note of 2026-11-24). The start waits for the page
    // and says when it had to; what the tests below prove starts once it is there.
    const firstAnswer = await titles("/article/ramaskrik-blir-fem-dager/")
    if (!Array.isArray(firstAnswer))
      console.warn(`develop answered ${firstAnswer} for a page it has, right after start-up`)
    await eventually(
      async () =>
        JSON.stringify(await titles("/article/ramaskrik-blir-fem-dager/")) === '["Ramaskrik blir fem dager lang i år"]',
      30_000,
    )
  })

  afterAll(async () => {
    // The whole process group: develop runs its server in a child process.
    const stopped = new Promise((resolve) => {
      if (develop.exitCode !== null) resolve(undefined)
      develop.once("exit", resolve)
      setTimeout(resolve, 10_000).unref()
    })
    try {
      if (develop.pid !== undefined) process.kill(-develop.pid, "SIGTERM")
    } catch {
      // It has already stopped.
    }
    await stopped
    rmSync(dir, { recursive: true, force: true })
  })

  it("shows an edited article", async () => {
    const file = article("ramaskrik-blir-fem-dager.json")
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), title: "Redigert under develop" }))
    await eventually(
      async () => JSON.stringify(await titles("/article/ramaskrik-blir-fem-dager/")) === '["Redigert under develop"]',
      20_000,
    )
    await eventually(async () => JSON.stringify(await titles("/nyheter/")).includes("Redigert under develop"), 60_000)
  })

  it("keeps the last good content while a file is broken, and says which", async () => {
    writeFileSync(article("halvferdig.json"), '{ "title": "Halvferdig", ')
    await eventually(async () => log.includes("data/articles/halvferdig.json: is not valid JSON"), 60_000)
    // The problem list goes straight to stderr; Gatsby's reporter says the rest a moment later.
    await eventually(async () => log.includes("the site shows the last good content"), 10_000)
    expect(await titles("/article/ramaskrik-blir-fem-dager/")).toEqual(["Redigert under develop"])
    unlinkSync(article("halvferdig.json"))
  })

  it("adds the page of a new article and removes the page of a deleted one", async () => {
    const file = article("ramaskrik-blir-fem-dager.json")
    const fresh = {
      ...JSON.parse(readFileSync(file, "utf8")),
      id: "0b7c3f8e-6a51-4c1e-9d6f-2f4a1e9b8c70",
      slug: "ny-sak",
      title: "En ny sak",
    }
    writeFileSync(article("ny-sak.json"), JSON.stringify(fresh))
    unlinkSync(article("vinn-plass-pa-hjemmekino.json"))
    await eventually(async () => JSON.stringify(await titles("/article/ny-sak/")) === '["En ny sak"]', 60_000)
    await eventually(async () => (await titles("/article/vinn-plass-pa-hjemmekino/")) === 404, 60_000)
  })
})
