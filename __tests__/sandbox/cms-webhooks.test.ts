/**
 * The sandbox CMS's webhooks (src/sandbox/cms-webhooks.ts): files saved in a
 * content folder, and a real HTTP receiver on a port of its own that checks
 * every delivery's signature as the publisher does, with the reference
 * library of Standard Webhooks.
 */
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"

import { Webhook } from "standardwebhooks"

import { cmsWebhookSettings, sendCmsWebhooks, type CmsWebhookSender } from "../../src/sandbox/cms-webhooks"

const SECRET = `whsec_${randomBytes(32).toString("base64")}`

interface Received {
  id: string
  timestamp: number
  body: unknown
  /** What verifying the signature with the shared secret said: "valid", or the library's error. */
  signature: string
  at: number
}

let dir: string
let server: Server
let hookUrl: string
let received: Received[]
/** The statuses the receiver answers with, in turn; 204 once they run out. */
let answers: number[]
let sender: CmsWebhookSender | undefined
let logged: string[]

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-cms-webhooks-"))
  mkdirSync(path.join(dir, "productions"))
  writeFileSync(path.join(dir, "site.json"), JSON.stringify({ id: "ramaskrik" }))
  received = []
  answers = []
  logged = []
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8")
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
      let signature = "valid"
      try {
        new Webhook(SECRET).verify(body, headers)
      } catch (error) {
        signature = String(error)
      }
      received.push({
        id: headers["webhook-id"] ?? "",
        timestamp: Number(headers["webhook-timestamp"]),
        body: JSON.parse(body),
        signature,
        at: Date.now(),
      })
      response.writeHead(answers.shift() ?? 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/cms`
})

afterEach(async () => {
  await sender?.close()
  sender = undefined
  await new Promise((resolve) => server.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

async function start(retryDelaysMs: number[] = [50, 100, 200], debounceMs = 150): Promise<CmsWebhookSender> {
  sender = sendCmsWebhooks({
    hookUrl,
    secret: SECRET,
    contentDir: dir,
    debounceMs,
    retryDelaysMs,
    log: (line) => logged.push(line),
  })
  await sender.ready
  return sender
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the receiver has had `count` requests (or 15 s, a hang), then for anything still under way. */
async function deliveries(count: number): Promise<Received[]> {
  const deadline = Date.now() + 15_000
  while (received.length < count && Date.now() < deadline) await sleep(20)
  await sender?.idle()
  return received
}

const production = (id: string, title: string) => JSON.stringify({ id, title })

describe("the sandbox CMS's webhooks", () => {
  it("signs a save the Standard Webhooks way and names the file, its kind and its item", async () => {
    await start()
    writeFileSync(path.join(dir, "productions", "blodmane.json"), production("prod-dxm1001", "Blodmåne"))
    const [delivery, ...more] = await deliveries(1)
    expect(more).toEqual([])
    expect(delivery?.signature).toBe("valid")
    expect(delivery?.id).toMatch(/^msg_[0-9a-f-]{36}$/)
    expect(Math.abs((delivery?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(5)
    expect(delivery?.body).toEqual({
      type: "content.saved",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { file: "productions/blodmane.json", kind: "production", id: "prod-dxm1001" },
    })
  })

  it("announces a save in the drafts folder as draft.saved, and its removal as draft.deleted", async () => {
    const drafts = path.join(dir, "..", `${path.basename(dir)}-drafts`)
    mkdirSync(path.join(drafts, "productions"), { recursive: true })
    sender = sendCmsWebhooks({
      hookUrl,
      secret: SECRET,
      contentDir: dir,
      draftsDir: drafts,
      debounceMs: 150,
      log: (line) => logged.push(line),
    })
    await sender.ready
    const draft = path.join(drafts, "productions", "blodmane.json")
    writeFileSync(draft, production("prod-dxm1001", "Blodmåne (utkast)"))
    await deliveries(1)
    unlinkSync(draft)
    const [saved, deleted] = await deliveries(2)
    rmSync(drafts, { recursive: true, force: true })
    expect(saved?.body).toMatchObject({
      type: "draft.saved",
      data: { file: "productions/blodmane.json", kind: "production", id: "prod-dxm1001" },
    })
    expect(deleted?.body).toMatchObject({ type: "draft.deleted", data: { file: "productions/blodmane.json" } })
  })

  it("sends one webhook for a burst of writes to one file, and one for each other file", async () => {
    // Saves 20 ms apart, well inside the quiet time: with 150 ms, a loaded machine (npm test's lanes,
    // 27 November) once let one pause grow past it, and the burst went out as two.
    const quietMs = 2_000
    await start(undefined, quietMs)
    const file = path.join(dir, "productions", "blodmane.json")
    for (let save = 1; save <= 5; save += 1) {
      writeFileSync(file, production("prod-dxm1001", `Blodmåne ${save}`))
      await sleep(20)
    }
    writeFileSync(path.join(dir, "site.json"), JSON.stringify({ id: "ramaskrik", name: "Ramaskrik" }))
    await deliveries(2)
    // Long enough for a second webhook of the same file, had the burst been split.
    await sleep(quietMs + 400)
    expect(received.map(({ body }) => (body as { data: { file: string } }).data.file).sort()).toEqual([
      "productions/blodmane.json",
      "site.json",
    ])
  })

  it("announces a deleted file, and ignores hidden files and files that are not content", async () => {
    writeFileSync(path.join(dir, "productions", "gammel.json"), production("prod-old", "Gammel"))
    await start()
    writeFileSync(path.join(dir, "productions", ".blodmane.json.swp"), "x")
    writeFileSync(path.join(dir, "notater.txt"), "x")
    writeFileSync(path.join(dir, "productions", "notater.txt"), "x")
    unlinkSync(path.join(dir, "productions", "gammel.json"))
    await deliveries(1)
    await sleep(400)
    expect(received.map(({ body }) => body)).toEqual([
      {
        type: "content.deleted",
        timestamp: expect.any(String),
        data: { file: "productions/gammel.json", kind: "production" },
      },
    ])
  })

  it("sends a failed delivery again with backoff, under the same id and signed afresh each time", async () => {
    answers = [503, 500, 429]
    await start([100, 200, 400])
    writeFileSync(path.join(dir, "productions", "blodmane.json"), production("prod-dxm1001", "Blodmåne"))
    const attempts = await deliveries(4)
    expect(attempts.map(({ signature }) => signature)).toEqual(["valid", "valid", "valid", "valid"])
    expect(new Set(attempts.map(({ id }) => id)).size).toBe(1)
    const gaps = attempts.slice(1).map((attempt, index) => attempt.at - (attempts[index]?.at ?? 0))
    expect(gaps[0]).toBeGreaterThanOrEqual(90)
    expect(gaps[1]).toBeGreaterThanOrEqual(190)
    expect(gaps[2]).toBeGreaterThanOrEqual(390)
    expect(logged.at(-1)).toMatch(/delivered .*: 204$/)
  })

  it("gives up when the receiver refuses (4xx), or after the last retry", async () => {
    answers = [401, 503, 503, 503]
    await start([50, 50])
    writeFileSync(path.join(dir, "productions", "a.json"), production("a", "A"))
    await deliveries(1)
    expect(logged.at(-1)).toMatch(/answered 401; given up after 1 attempts$/)
    writeFileSync(path.join(dir, "productions", "b.json"), production("b", "B"))
    await deliveries(4)
    await sleep(300)
    expect(received).toHaveLength(4)
    expect(logged.at(-1)).toMatch(/answered 503; given up after 3 attempts$/)
  })

  it("retries a receiver that is not up yet, and delivers once it is", async () => {
    const port = (server.address() as AddressInfo).port
    await new Promise((resolve) => server.close(resolve))
    await start([300, 300, 300])
    writeFileSync(path.join(dir, "productions", "a.json"), production("a", "A"))
    // The receiver comes up once a try has failed, not after a fixed wait: on a busy machine the
    // save can take longer than any wait to be noticed, and its first try would then find it up.
    const deadline = Date.now() + 15_000
    while (logged.length === 0 && Date.now() < deadline) await sleep(20)
    server.listen(port, "127.0.0.1")
    const [delivery] = await deliveries(1)
    expect(delivery?.signature).toBe("valid")
    expect(logged[0]).toMatch(/failed \(.*ECONNREFUSED.*\); trying again in 300 ms$/)
  })
})

/** `npm run sandbox` (src/sandbox/main.ts) with `env`, on a free port; what it printed, once `until` matches or it ends. */
function runSandbox(env: Record<string, string>, until: RegExp) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/sandbox/main.ts"], {
    env: { ...process.env, SANDBOX_PORT: "0", CMS_SANDBOX_CONTENT_DIR: dir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const printed = new Promise<{ output: string; code: number | null }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (until.test(output)) resolve({ output, code: null })
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    child.once("exit", (code) => resolve({ output, code }))
  })
  return { printed, stop: () => child.kill() }
}

describe("the sandbox as npm start runs it", () => {
  it("sends the webhooks when both variables are set", async () => {
    const sandbox = runSandbox(
      { PUBLISHER_HOOK_URL: hookUrl, PUBLISHER_WEBHOOK_SECRET: SECRET },
      /sends a signed webhook to \S+ when a file/,
    )
    try {
      expect((await sandbox.printed).code).toBeNull()
      writeFileSync(path.join(dir, "productions", "blodmane.json"), production("prod-dxm1001", "Blodmåne"))
      const deadline = Date.now() + 10_000
      while (received.length === 0 && Date.now() < deadline) await sleep(50)
      expect(received.map(({ signature, body }) => [signature, (body as { data: unknown }).data])).toEqual([
        ["valid", { file: "productions/blodmane.json", kind: "production", id: "prod-dxm1001" }],
      ])
    } finally {
      sandbox.stop()
    }
  }, 20_000)

  it("stops, naming the variable, when only one of them is set", async () => {
    const { printed } = runSandbox({ PUBLISHER_WEBHOOK_SECRET: SECRET, PUBLISHER_HOOK_URL: "" }, /(?!)/)
    const { output, code } = await printed
    expect(code).toBe(1)
    expect(output).toMatch(/PUBLISHER_HOOK_URL: missing/)
  }, 20_000)
})

describe("the webhook settings", () => {
  it("are off unless both variables are set", () => {
    expect(cmsWebhookSettings({})).toBeUndefined()
    expect(() => cmsWebhookSettings({ PUBLISHER_WEBHOOK_SECRET: SECRET })).toThrow(/^PUBLISHER_HOOK_URL: missing/)
    expect(() => cmsWebhookSettings({ PUBLISHER_HOOK_URL: "http://localhost:9300/hooks/cms" })).toThrow(
      /^PUBLISHER_WEBHOOK_SECRET: missing/,
    )
    expect(
      cmsWebhookSettings({ PUBLISHER_HOOK_URL: "http://localhost:9300/hooks/cms", PUBLISHER_WEBHOOK_SECRET: SECRET }),
    ).toEqual({ hookUrl: "http://localhost:9300/hooks/cms", secret: SECRET })
  })

  const HOOK = "http://localhost:9300/hooks/cms"
  it.each([
    ["PUBLISHER_HOOK_URL", "without a scheme", "localhost:9300", SECRET],
    ["PUBLISHER_HOOK_URL", "that is not http", "file:///etc/passwd", SECRET],
    ["PUBLISHER_WEBHOOK_SECRET", "without whsec_", HOOK, "hemmelig"],
    ["PUBLISHER_WEBHOOK_SECRET", "of 8 bytes", HOOK, `whsec_${randomBytes(8).toString("base64")}`],
    ["PUBLISHER_WEBHOOK_SECRET", "that is not base64", HOOK, "whsec_ikke base64!"],
  ])("refuse a %s %s", (variable, _what, url, secret) => {
    expect(() => cmsWebhookSettings({ PUBLISHER_HOOK_URL: url, PUBLISHER_WEBHOOK_SECRET: secret })).toThrow(
      new RegExp(`^${variable}: `),
    )
  })
})
