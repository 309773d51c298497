/**
 * The publisher's doors, knocked on in-process (Fastify's inject, the clock
 * faked): no answer may be framed, the 401s and 429s included; wrong
 * passwords are limited per client, the right one waits a minute at most; an
 * Origin that cannot be read is a 403 that does nothing; and a webhook
 * delivery seen before (its id and its time) is a replay, whatever
 * signatures its header adds.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { Webhook } from "standardwebhooks"

import { FAILED_LOGINS } from "../../deploy/editors-door.mjs"
import { configFromEnv } from "../../publisher/config"
import { PreviewPublisher } from "../../publisher/preview"
import { Publisher } from "../../publisher/publisher"
import { createServer } from "../../publisher/server"
import { emptyState } from "../../publisher/state"
import { checkDelivery } from "../../publisher/webhook"
import { SECRET } from "./support/harness"

const START = new Date("2026-10-14T12:00:00Z")
const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`
const EDITOR = basic("redaktor:skrekk-og-gru")
const WRONG = basic("redaktor:gjettet")

// The service's own log level (server.ts reads it): these answers are the test's to read, not the log's.
const logLevel = process.env.PUBLISHER_LOG_LEVEL
beforeAll(() => (process.env.PUBLISHER_LOG_LEVEL = "silent"))
afterAll(() => (process.env.PUBLISHER_LOG_LEVEL = logLevel))

let dir: string
let app: ReturnType<typeof createServer>
let publisher: Publisher

beforeEach(() => {
  // Fastify's own turns run for real; the limiter's clock (Date, setTimeout) is faked.
  jest.useFakeTimers({ now: START, doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] })
  dir = mkdtempSync(path.join(os.tmpdir(), "publisher-doors-"))
  mkdirSync(path.join(dir, "releases"))
  const { config, problems } = configFromEnv(
    {
      PUBLISHER_WEBHOOK_SECRET: SECRET,
      PUBLISHER_STATUS_USER: "redaktor",
      PUBLISHER_STATUS_PASSWORD: "skrekk-og-gru",
      PUBLISHER_DIR: path.join(dir, "releases"),
      DIST_DIR: path.join(dir, "dist"),
    },
    dir,
  )
  if (config === undefined) throw new Error(problems.join("\n"))
  const quiet = { info: () => undefined, error: () => undefined }
  publisher = new Publisher(config, {}, quiet)
  app = createServer(publisher, new PreviewPublisher(publisher, {}, quiet, dir))
})
afterEach(async () => {
  await app.close()
  jest.useRealTimers()
  rmSync(dir, { recursive: true, force: true })
})

const page = (authorization?: string, remoteAddress = "192.0.2.10") =>
  app.inject({
    method: "GET",
    url: "/publisering/",
    remoteAddress,
    headers: authorization ? { authorization } : {},
  })

test("no answer can be framed: the page, status.json, 401, 403, 429, 404 and the webhook's refusal", async () => {
  const answers = [
    await page(),
    await page(EDITOR),
    await app.inject({ method: "GET", url: "/publisering/status.json", headers: { authorization: EDITOR } }),
    await app.inject({
      method: "POST",
      url: "/publisering/lock",
      headers: { authorization: EDITOR, origin: "http://evil.example" },
    }),
    await app.inject({ method: "GET", url: "/nowhere" }),
    await app.inject({ method: "POST", url: "/hooks/cms", payload: "{}" }),
  ]
  for (let guess = 0; guess <= FAILED_LOGINS; guess += 1) answers.push(await page(WRONG, "192.0.2.66"))
  expect(answers.map((answer) => answer.statusCode)).toEqual([
    401,
    200,
    200,
    403,
    404,
    401,
    ...Array<number>(FAILED_LOGINS).fill(401),
    429,
  ])
  for (const answer of answers) {
    expect(answer.headers["x-frame-options"]).toBe("DENY")
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  }
  // The page keeps its own policy beside it.
  expect(answers[1]?.headers["content-security-policy"]).toContain("default-src 'none'")
})

test("wrong passwords: 429 with Retry-After after ten in a minute, the right one too, for the rest of that minute only, and for that client only", async () => {
  // A browser's first request carries no password: no guess, never counted.
  for (let ask = 0; ask < 3 * FAILED_LOGINS; ask += 1) expect((await page()).statusCode).toBe(401)
  expect((await page(EDITOR)).statusCode).toBe(200)

  for (let guess = 0; guess < FAILED_LOGINS; guess += 1) expect((await page(WRONG)).statusCode).toBe(401)
  const waiting = await page(WRONG)
  expect(waiting.statusCode).toBe(429)
  expect(waiting.headers["retry-after"]).toBe("60")
  expect(waiting.body).toBe("For mange feil passord. Prøv igjen om 60 sekunder.\n")
  // The right password waits as well: otherwise the answers would tell a guesser when it guessed right.
  expect((await page(EDITOR)).statusCode).toBe(429)
  expect((await page(EDITOR, "192.0.2.11")).statusCode).toBe(200)

  jest.advanceTimersByTime(45_000)
  const later = await page(EDITOR)
  expect(later.statusCode).toBe(429)
  expect(later.headers["retry-after"]).toBe("15")
  jest.advanceTimersByTime(15_000)
  expect((await page(EDITOR)).statusCode).toBe(200)
  // A new minute, a new count.
  expect((await page(WRONG)).statusCode).toBe(401)
})

test("an Origin that cannot be read (null, malformed) is a 403 that does nothing, not a 500", async () => {
  for (const origin of ["null", "http://[::1", "ikke en adresse"]) {
    const answer = await app.inject({
      method: "POST",
      url: "/publisering/lock",
      headers: { authorization: EDITOR, origin },
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.body).toBe("Skjemaet må sendes fra publiseringssiden.")
  }
  expect(publisher.state.locked).toBeNull()
  const own = await app.inject({
    method: "POST",
    url: "/publisering/lock",
    headers: { authorization: EDITOR, origin: "http://localhost:9530", host: "localhost:9530" },
  })
  expect(own.statusCode).toBe(303)
  expect(publisher.state.locked).not.toBeNull()
})

test("a delivery whose id and time were seen is a replay, whatever signatures its header adds; a new time is a retry", () => {
  const hook = new Webhook(SECRET)
  const state = emptyState()
  const body = JSON.stringify({ type: "entry.published" })
  const headersOf = (id: string, at: Date) => ({
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": hook.sign(id, at, body),
  })
  const first = headersOf("msg_1", START)
  expect(checkDelivery(hook, state, body, first, START.getTime())).toEqual({ kind: "new" })

  const garbage = `v1,${Buffer.alloc(32, 1).toString("base64")}`
  const replays = [
    first,
    { ...first, "webhook-signature": `${first["webhook-signature"]} ${garbage}` },
    { ...first, "webhook-signature": `${garbage} ${first["webhook-signature"]}` },
    // The library reads the time as parseInt does: the same second, spelt otherwise.
    { ...first, "webhook-timestamp": `${first["webhook-timestamp"]}x` },
  ]
  for (const replay of replays)
    expect(checkDelivery(hook, state, body, replay, START.getTime())).toEqual({
      kind: "refused",
      reason: "replayed delivery",
    })

  const retried = new Date(START.getTime() + 30_000)
  jest.setSystemTime(retried)
  expect(checkDelivery(hook, state, body, headersOf("msg_1", retried), retried.getTime())).toEqual({
    kind: "duplicate",
  })
})
