/**
 * What the sandbox's tests share: the sandboxes a test of its doors runs
 * against, and one raw node:http request to a sandbox on 127.0.0.1, because
 * fetch refuses to send some of the requests these tests need (TRACE, a
 * broken URL).
 */
import { request as httpRequest, type Server } from "node:http"

import { startSandbox } from "../../src/sandbox/server"
import { createTicketingSandbox, type TicketingSandbox } from "../../src/sandbox/ticketing"

export function sandboxRequest(
  port: number,
  method: string,
  path: string,
  body?: { type: string; text: string },
): Promise<{ status: number; text: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
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

/**
 * For a test file of the sandbox's test doors: a sandbox with them shut on
 * port `shut` and `open` (one made with them open, unless given) on port
 * `open`, served from before the file's first test to after its last.
 */
export function serveDoorSandboxes(
  ports: { shut: number; open: number },
  open: TicketingSandbox = createTicketingSandbox({ faultsDoor: true }),
): void {
  const servers: Server[] = []
  beforeAll(async () => {
    servers.push(...(await startSandbox(createTicketingSandbox().routes, ports.shut)))
    servers.push(...(await startSandbox(open.routes, ports.open)))
  })
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))
}
