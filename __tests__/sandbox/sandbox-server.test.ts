/**
 * The sandbox over HTTP, as `npm start` runs it: whatever a request looks
 * like, it gets an answer and the server keeps serving.
 */
import type { Server } from "node:http"

import { json, type SandboxRoute } from "../../src/sandbox/routes"
import { startSandbox } from "../../src/sandbox/server"
import { createTicketingSandbox } from "../../src/sandbox/ticketing"
import { sandboxRequest } from "./sandbox-http"

const PORT = 9310
const send = (method: string, path: string) => sandboxRequest(PORT, method, path)

const failing: SandboxRoute = {
  method: "GET",
  path: "/__test/failing",
  handle: () => {
    throw new Error("the handler broke")
  },
}

let servers: Server[] = []
const logged: string[] = []
let consoleError: jest.SpyInstance

beforeAll(async () => {
  consoleError = jest.spyOn(console, "error").mockImplementation((...parts: unknown[]) => {
    logged.push(parts.map(String).join(" "))
  })
  servers = await startSandbox(
    [...createTicketingSandbox().routes, failing, { ...failing, path: "/__test/ok", handle: () => json({ ok: true }) }],
    PORT,
  )
})
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  consoleError.mockRestore()
})

describe("the sandbox answers every request and keeps serving", () => {
  it("answers a malformed URL with 400", async () => {
    expect((await send("GET", "/ticketing/qr/%ff.svg")).status).toBe(400)
    expect((await send("GET", "/__test/ok")).status).toBe(200)
  })

  it("answers a method it does not serve with 405", async () => {
    const traced = await send("TRACE", "/")
    expect(traced.status).toBe(405)
    expect((await send("PATCH", "/__test/ok")).status).toBe(405)
    expect((await send("GET", "/__test/ok")).status).toBe(200)
  })

  it("answers a handler error with 500 and a log line", async () => {
    const answer = await send("GET", "/__test/failing")
    expect(answer.status).toBe(500)
    expect(logged.join("\n")).toMatch(/GET \/__test\/failing.*the handler broke/)
    expect((await send("GET", "/__test/ok")).status).toBe(200)
  })

  it("still serves QR codes and unknown paths as before", async () => {
    expect((await send("GET", "/ticketing/qr/RAMA-1.svg")).text).toContain("<svg")
    expect((await send("GET", "/nowhere")).status).toBe(404)
  })
})
