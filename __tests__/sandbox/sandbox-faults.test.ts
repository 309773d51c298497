/**
 * The faults door (`POST /__sandbox/ticketing/faults`) over HTTP: shut unless
 * the tests open it, JSON only (a cross-site form or text/plain POST needs no
 * preflight), and only values a test could mean.
 */
import { createTicketingSandbox } from "../../src/sandbox/ticketing"
import { sandboxRequest, serveDoorSandboxes } from "./sandbox-http"

const SHUT = 9313
const OPEN = 9314
const FAULTS = "/__sandbox/ticketing/faults"

const open = createTicketingSandbox({ faultsDoor: true })
serveDoorSandboxes({ shut: SHUT, open: OPEN }, open)

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

describe("the sandbox saying slow down", () => {
  const EVENTS = "/ticketing/118/api/events?ids=st-dxm1001-1&site=ramaskrik-118"
  const get = (path: string) => fetch(`http://127.0.0.1:${OPEN}${path}`)
  const counts = async () =>
    (await (await get("/__sandbox/ticketing/counts")).json()) as {
      calls: number
      byEndpoint: { events: number; movieInfo: number }
      rateLimited: number
    }
  afterEach(() => post(OPEN, "application/json", "{}"))

  it("sends Retry-After with a 429 or a 503, and takes it with no other status", async () => {
    for (const status of [429, 503]) {
      await post(OPEN, "application/json", JSON.stringify({ status, retryAfterSeconds: 90 }))
      const answer = await get(EVENTS)
      expect([answer.status, answer.headers.get("retry-after")]).toEqual([status, "90"])
    }
    const refused = await post(OPEN, "application/json", JSON.stringify({ status: 500, retryAfterSeconds: 90 }))
    expect(refused.status).toBe(400)
    expect(refused.text).toMatch(/retryAfterSeconds: .*429 or 503/)
    expect((await post(OPEN, "application/json", JSON.stringify({ status: 429, retryAfterSeconds: -1 }))).status).toBe(
      400,
    )
  })

  it("answers events beyond its rate a 429 with Retry-After: 1, and counts every call exactly, by endpoint", async () => {
    const before = await counts()
    await post(OPEN, "application/json", JSON.stringify({ eventsPerSecond: 3 }))
    // The sandbox's clock held within one second: the limit counts per second.
    const clock = jest.spyOn(Date, "now").mockReturnValue(Date.parse("2026-10-01T10:00:00.100Z"))
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => get(EVENTS)))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429])
      answers
        .filter((answer) => answer.status === 429)
        .forEach((answer) => expect(answer.headers.get("retry-after")).toBe("1"))
      clock.mockReturnValue(Date.parse("2026-10-01T10:00:01.000Z"))
      expect((await get(EVENTS)).status).toBe(200)
    } finally {
      clock.mockRestore()
    }
    await get("/ticketing/118/api/movie/info?ediNumber=none")
    const after = await counts()
    expect(after.byEndpoint.events - before.byEndpoint.events).toBe(11)
    expect(after.byEndpoint.movieInfo - before.byEndpoint.movieInfo).toBe(1)
    expect(after.calls - before.calls).toBe(12)
    expect(after.rateLimited - before.rateLimited).toBe(7)
  })
})
