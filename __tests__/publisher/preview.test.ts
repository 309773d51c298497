/**
 * The preview of drafts through the publisher: a draft saved in the CMS
 * (a `draft.saved` webhook) becomes a preview under releases/preview/, built
 * in its own copy of the project (its own Gatsby cache) with CMS_PREVIEW=1,
 * while the live site, its releases and `dist` stay byte for byte as they
 * were; the live site never shows a draft; a failed preview is reported as
 * one, in Norwegian; and the preview is served to editors only.
 */
import { spawn, spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import path from "node:path"

import { FAILED_LOGINS } from "../../deploy/editors-door.mjs"
import { htmlFiles } from "../support/project-copy"
import { axeViolations, onStatusPage } from "./support/chromium"
import {
  deliver,
  eachTest,
  PREVIEW_TOKEN,
  machineEnv,
  PUBLISHER_PORT,
  publisherEnv,
  signed,
  sleep,
  startPublisher,
  status,
  statusPage,
  waitFor,
  type Workspace,
} from "./support/harness"

// Several waits on the publisher in a test, each up to PUBLISHER_WAIT_MS.
jest.setTimeout(300_000)

const t = eachTest("preview")
const ARTICLE = "articles/arets-gjester-er-klare.json"
const PAGE = "articles/arets-gjester-er-klare/index.html"

const previewOf = async () => (await status()).preview

/** Saves a draft of the article as an editor would in the CMS, and sends the CMS's webhook for it. */
async function saveDraft(space: Workspace, text: string) {
  const drafts = path.join(space.dir, "drafts")
  mkdirSync(path.join(drafts, "articles"), { recursive: true })
  writeFileSync(path.join(drafts, ARTICLE), text)
  const body = JSON.stringify({ type: "draft.saved", timestamp: new Date().toISOString(), data: { file: ARTICLE } })
  return deliver(signed({ body }))
}

const draftOf = (title: string) =>
  JSON.stringify({ ...(JSON.parse(readFileSync(path.resolve("data", ARTICLE), "utf8")) as object), title })

/** Every file under `dir` with a hash of its bytes: what a visitor could be sent. */
function bytesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file), createHash("sha256").update(readFileSync(file)).digest("hex")]),
  )
}

/** Each build the command ran: the folder it ran in, and its CMS_PREVIEW. */
const buildsRun = (space: Workspace) =>
  readFileSync(space.builds, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [, cwd, preview = ""] = line.split(" ")
      return { cwd, preview }
    })

/**
 * `npm run serve -- --preview` over a preview of one page, stopped after the test;
 * `at(file, "user:password")` asks it for a file.
 */
function servePreview() {
  const current = path.join(t.space.releases, "preview", "current")
  mkdirSync(current, { recursive: true })
  writeFileSync(path.join(current, "index.html"), "<!doctype html><title>Forhåndsvisning</title>\n")
  const port = PUBLISHER_PORT + 2
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--preview"], {
    env: {
      ...machineEnv(),
      PORT: String(port),
      PUBLISHER_DIR: t.space.releases,
      PUBLISHER_STATUS_USER: "redaktor",
      PUBLISHER_STATUS_PASSWORD: "skrekk-og-gru",
    },
    stdio: "ignore",
  })
  t.cleanups.push(() => server.kill())
  return (file: string, auth?: string) =>
    fetch(
      `http://127.0.0.1:${port}${file}`,
      auth ? { headers: { Authorization: `Basic ${Buffer.from(auth).toString("base64")}` } } : {},
    )
}

test("a draft saved becomes the preview, built apart with CMS_PREVIEW=1, and the live site stays byte for byte", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space, { CMS_PREVIEW_TOKEN: PREVIEW_TOKEN }))
  const liveBefore = bytesOf(t.space.dist)
  const releasesBefore = (await status()).releases
  expect(await previewOf()).toMatchObject({ enabled: true, current: null, last: null })

  expect((await saveDraft(t.space, draftOf("Utkast: enda flere gjester"))).status).toBe(202)
  const preview = await waitFor("the preview built", async () => {
    const entry = await previewOf()
    return entry?.last?.outcome === "built" && entry
  })

  const shown = readFileSync(path.join(t.space.releases, "preview", "current", PAGE), "utf8")
  expect(shown).toContain("Utkast: enda flere gjester")
  expect(
    path.basename(readFileSync(path.join(t.space.releases, "preview", "current", "release.json"), "utf8")),
  ).toContain(preview.current ?? "none")
  // The live site: the same bytes, the same releases, nothing new made live.
  expect(bytesOf(t.space.dist)).toEqual(liveBefore)
  const after = await status()
  expect(after.releases).toEqual(releasesBefore)
  expect(after.current).toBe(releasesBefore[0]?.id)
  // One build, in the preview's own copy of the project, told it is a preview.
  expect(buildsRun(t.space)).toEqual([{ cwd: path.join(t.space.releases, "preview", "workspace"), preview: "1" }])
  expect(await statusPage()).toMatch(/Forhåndsvisningen ble bygget \d\d\.\d\d \(nå nettopp\)/)
})

test("the live site never shows a draft: a published change builds from published content only", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space, { CMS_PREVIEW_TOKEN: PREVIEW_TOKEN }))
  await saveDraft(t.space, draftOf("Utkast: hemmelig"))
  await waitFor("the preview built", async () => (await previewOf())?.last?.outcome === "built")

  t.space.edit(ARTICLE, (item) => (item.title = "Publisert: gjestene er klare"))
  expect((await deliver(signed())).status).toBe(202)
  await waitFor(
    "the edit live",
    async () => (await status()).releases[0]?.outcome === "published" && (await status()).releases.length === 2,
  )

  const live = htmlFiles(t.space.dist).map((file) => readFileSync(path.join(t.space.dist, file), "utf8"))
  expect(live.join("\n")).toContain("Publisert: gjestene er klare")
  expect(live.filter((html) => html.includes("Utkast"))).toEqual([])
  // The live build ran in the project, not told it is a preview.
  expect(buildsRun(t.space)[1]).toEqual({ cwd: process.cwd(), preview: "" })
})

test("a draft that breaks the build fails the preview alone, reported in Norwegian with the item", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space, { CMS_PREVIEW_TOKEN: PREVIEW_TOKEN }))
  const liveBefore = bytesOf(t.space.dist)
  await saveDraft(t.space, JSON.stringify({ id: "oedelagt", slug: "oedelagt" }))
  const failed = await waitFor("the preview failed", async () => {
    const entry = await previewOf()
    return entry?.last?.outcome === "failed" && entry
  })
  expect(failed.last?.problems?.[0]?.item).toMatch(/^articles\//)
  const page = await statusPage()
  expect(page).toContain("Forhåndsvisningen feilet")
  await onStatusPage(async (shown) => {
    await expect(shown.getByRole("heading", { name: "Forhåndsvisning av utkast" }).count()).resolves.toBe(1)
    await expect(shown.getByRole("table", { name: "Dette må rettes i CMS-et" }).count()).resolves.toBe(1)
    expect(await axeViolations(shown)).toEqual([])
  })
  expect(bytesOf(t.space.dist)).toEqual(liveBefore)
  expect((await status()).releases.map((release) => release.outcome)).toEqual(["published"])
})

test("a draft event without CMS_PREVIEW_TOKEN builds nothing", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  expect((await saveDraft(t.space, draftOf("Utkast"))).status).toBe(202)
  await sleep(800)
  expect(t.space.buildCount()).toBe(0)
  expect(await previewOf()).toMatchObject({ enabled: false })
  expect(await statusPage()).toContain("Forhåndsvisning av utkast er ikke satt opp")
})

test("npm run serve -- --preview: editors only, never indexed, never stored, no offline worker", async () => {
  const at = servePreview()
  writeFileSync(path.join(t.space.releases, "preview", "current", "sw.js"), "self.skipWaiting()\n")
  const anonymous = await waitFor("the preview server", () => at("/"))
  expect(anonymous.status).toBe(401)
  expect(await anonymous.text()).not.toContain("Forhåndsvisning</title>")
  expect((await at("/", "redaktor:gjettet")).status).toBe(401)
  const editor = await at("/", "redaktor:skrekk-og-gru")
  expect(editor.status).toBe(200)
  expect(editor.headers.get("x-robots-tag")).toBe("noindex, nofollow")
  expect(editor.headers.get("cache-control")).toBe("no-store")
  expect((await at("/sw.js", "redaktor:skrekk-og-gru")).status).toBe(404)
})

test("npm run serve -- --preview will not start without a user and a password of 8 characters", () => {
  const start = (user: string | undefined, password: string | undefined) =>
    spawnSync(process.execPath, ["scripts/serve.mjs", "--preview"], {
      env: {
        ...machineEnv(),
        PORT: String(PUBLISHER_PORT + 2),
        PUBLISHER_DIR: t.space.releases,
        ...(user === undefined ? {} : { PUBLISHER_STATUS_USER: user }),
        ...(password === undefined ? {} : { PUBLISHER_STATUS_PASSWORD: password }),
      },
      encoding: "utf8",
      timeout: 10_000,
    })
  for (const [user, password, problem] of [
    ["redaktor", "", "PUBLISHER_STATUS_PASSWORD: needs at least 8 characters"],
    ["redaktor", undefined, "PUBLISHER_STATUS_PASSWORD: needs at least 8 characters"],
    ["redaktor", "1234567", "PUBLISHER_STATUS_PASSWORD: needs at least 8 characters"],
    [undefined, "skrekk-og-gru", "PUBLISHER_STATUS_USER: is not set (or holds a colon)"],
  ] as const) {
    const started = start(user, password)
    expect(started.status).toBe(1)
    expect(started.stderr).toContain(problem)
    expect(started.stderr).toContain("--preview: the preview is for editors only, and did not start")
  }
})

test("the preview's door: no answer can be framed, and after ten wrong passwords a 429 with Retry-After, the right one too", async () => {
  const at = servePreview()
  const answers = [await waitFor("the preview server", () => at("/")), await at("/", "redaktor:skrekk-og-gru")]
  for (let guess = 0; guess <= FAILED_LOGINS; guess += 1) answers.push(await at("/", "redaktor:gjettet"))
  const waiting = await at("/", "redaktor:skrekk-og-gru")
  answers.push(waiting)
  expect(answers.map((answer) => answer.status)).toEqual([
    401,
    200,
    ...Array<number>(FAILED_LOGINS).fill(401),
    429,
    429,
  ])
  expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(0)
  expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(60)
  for (const answer of answers) {
    expect(answer.headers.get("x-frame-options")).toBe("DENY")
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
  }
})

test("a publisher killed mid-way through a preview build builds the preview again on restart, the live site untouched", async () => {
  const env = publisherEnv(t.space, { CMS_PREVIEW_TOKEN: PREVIEW_TOKEN, FAKE_BUILD_PAGE_MS: "40" })
  t.publisher = await startPublisher(env)
  const liveBefore = bytesOf(t.space.dist)
  await saveDraft(t.space, draftOf("Utkast etter krasjet"))
  await waitFor("the preview building", async () => (await previewOf()).building)
  await sleep(500)
  await t.publisher.kill9()
  t.publisher = undefined

  t.publisher = await startPublisher(env)
  const rebuilt = await waitFor("the preview built after the restart", async () => {
    const entry = await previewOf()
    return entry.last?.outcome === "built" && entry
  })
  expect(readFileSync(path.join(t.space.releases, "preview", "current", PAGE), "utf8")).toContain(
    "Utkast etter krasjet",
  )
  expect(rebuilt.current).not.toBeNull()
  expect(bytesOf(t.space.dist)).toEqual(liveBefore)
  expect((await status()).releases.map((release) => release.outcome)).toEqual(["published"])
})

test("the publisher refuses to start with CMS_PREVIEW set: the live site is built from published content only", async () => {
  await expect(
    startPublisher(publisherEnv(t.space, { CMS_PREVIEW: "1", CMS_PREVIEW_TOKEN: PREVIEW_TOKEN })),
  ).rejects.toThrow(/CMS_PREVIEW: must not be set/)
})
