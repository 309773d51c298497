/**
 * The faults door (`POST /__sandbox/ticketing/faults`) over HTTP: shut unless
 * the tests open it, JSON only (a cross-site form or text/plain POST needs no
 * preflight), and only values a test could mean.
 */
import type { Server } from "node:http"

import { startSandbox } from "../../src/sandbox/server"
import { createTicketingSandbox } from "../../src/sandbox/ticketing"
import { sandboxRequest } from "./sandbox-http"

const SHUT = 9313
const OPEN = 9314
const FAULTS = "/__sandbox/ticketing/faults"

const servers: Server[] = []
const open = createTicketingSandbox({ faultsDoor: true })

beforeAll(async () => {
  servers.push(...(await startSandbox(createTicketingSandbox().routes, SHUT)))
  servers.push(...(await startSandbox(open.routes, OPEN)))
})
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

const post = (port: number, type: string, text: string) => sandboxRequest(port, "POST", FAULTS, { type, text })

describe("the sandbox's faults door", () => {
  it("is shut unless the sandbox was started with it open", async () => {
    const answer = await post(SHUT, "application/json", JSON.stringify({ status: 500 }))
    expect(answer.status).toBe(403)
    expect(answer.text).toMatch(/SANDBOX_FAULTS=1/)
  })

  it("takes JSON only", async () => {
    const answer = await post(OPEN, "text/plain", JSON.stringify({ status: 500 }))
    expect(answer.status).toBe(415)
    expect(open.faults.status).toBeUndefined()
    expect((await post(OPEN, "application/x-www-form-urlencoded", "status=500")).status).toBe(415)
  })

  it("refuses values out of bounds, unknown fields and broken JSON with a clear message", async () => {
    const endless = await post(OPEN, "application/json", JSON.stringify({ delayMs: 1e12 }))
    expect(endless.status).toBe(400)
    expect(endless.text).toMatch(/delayMs: .*60000/)
    expect(open.faults.delayMs).toBeUndefined()
    expect((await post(OPEN, "application/json", JSON.stringify({ status: 200 }))).text).toMatch(/status: /)
    expect((await post(OPEN, "application/json", JSON.stringify({ unauthorized: -1 }))).status).toBe(400)
    expect((await post(OPEN, "application/json", JSON.stringify({ slow: true }))).text).toMatch(/slow/)
    expect((await post(OPEN, "application/json", "{ status: 500")).status).toBe(400)
    expect((await post(OPEN, "application/json", "[]")).status).toBe(400)
  })

  it("sets faults a test asks for", async () => {
    const answer = await post(OPEN, "application/json; charset=utf-8", JSON.stringify({ status: 503, delayMs: 10 }))
    expect(answer.status).toBe(200)
    expect(open.faults).toMatchObject({ status: 503, delayMs: 10 })
    expect((await post(OPEN, "application/json", JSON.stringify({ rotateRefreshTokens: true }))).status).toBe(200)
    expect(open.faults).toMatchObject({ rotateRefreshTokens: true })
    expect((await post(OPEN, "application/json", "{}")).status).toBe(200)
    expect(open.faults.status).toBeUndefined()
    expect(open.faults.rotateRefreshTokens).toBeUndefined()
  })
})
