/**
 * The sandbox over HTTP, as `npm start` runs it: whatever a request looks
 * like, it gets an answer and the server keeps serving. Raw node:http
 * requests, because fetch refuses to send some of them (TRACE, a broken URL).
 */
import { request as httpRequest, type Server } from "node:http"

import { json, type SandboxRoute } from "../../src/sandbox/routes"
import { startSandbox } from "../../src/sandbox/server"
import { createTicketingSandbox } from "../../src/sandbox/ticketing"

const PORT = 9310

function send(
  method: string,
  path: string,
  body?: { type: string; text: string },
): Promise<{ status: number; text: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path,
        headers: body ? { "Content-Type": body.type, "Content-Length": Buffer.byteLength(body.text) } : {},
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            allow: response.headers.allow,
          }),
        )
      },
    )
    outgoing.on("error", reject)
    outgoing.end(body?.text)
  })
}

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
