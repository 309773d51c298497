/**
 * The local sandbox: one HTTP server for every backend the site talks to in
 * development and tests. Each backend contributes routes (see routes.ts);
 * this file only adapts Node's HTTP server to them and answers CORS for the
 * site's origins, with credentials, as the real services do.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"

import { matchRoute, type SandboxRoute } from "./routes"

export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 9100)

/** The origins the site is served from locally: `npm start`, `gatsby develop` and the browser tests. */
const ALLOWED_ORIGINS = new Set(
  (
    process.env.SANDBOX_ORIGINS ??
    "http://localhost:9000,http://127.0.0.1:9000,http://localhost:8000,http://localhost:9123,http://127.0.0.1:9123,http://localhost:9127"
  )
    .split(",")
    .map((origin) => origin.trim()),
)

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = new Headers()
  Object.entries(incoming.headers).forEach(([name, value]) => {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value)
  })
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD" && chunks.length > 0
  return new Request(new URL(incoming.url ?? "/", origin), {
    method: incoming.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  })
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (origin === undefined || !ALLOWED_ORIGINS.has(origin)) return {}
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Allow-Headers": "Content-Type, Authorization, X-Token",
    "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
    Vary: "Origin",
  }
}

/**
 * Listens on the loopback addresses only, IPv4 and IPv6, so that
 * `http://localhost:PORT` reaches it whichever the browser tries first. The
 * site and the sandbox are both on localhost: the same site, so the session
 * cookie travels with credentialed requests.
 */
export async function startSandbox(routes: readonly SandboxRoute[], port = SANDBOX_PORT): Promise<Server[]> {
  const listen = (host: string) =>
    new Promise<Server | undefined>((resolve, reject) => {
      const server = createServer(handler)
      server.once("error", (error: NodeJS.ErrnoException) =>
        // A machine without IPv6 has no ::1; a port in use is someone else's sandbox, and an error.
        error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT"
          ? resolve(undefined)
          : reject(new Error(`The sandbox could not listen on ${host} port ${port}: ${error.message}`)),
      )
      server.listen(port, host, () => resolve(server))
    })
  const servers = (await Promise.all(["127.0.0.1", "::1"].map(listen))).filter((server) => server !== undefined)
  if (servers.length === 0) throw new Error(`The sandbox could not listen on port ${port}`)
  return servers

  async function handler(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const cors = corsHeaders(incoming.headers.origin)
    if (incoming.method === "OPTIONS") {
      outgoing.writeHead(204, cors).end()
      return
    }
    const request = await toRequest(incoming, `http://localhost:${port}`)
    const found = matchRoute(routes, request.method, new URL(request.url).pathname)
    const response = found
      ? await Promise.resolve(found.route.handle(request, found.params)).catch(
          (error: unknown) => new Response(`sandbox error: ${(error as Error).message}`, { status: 500 }),
        )
      : new Response("not found in the sandbox", { status: 404 })
    const headers: Record<string, string | string[]> = { ...cors }
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") headers[name] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) headers["set-cookie"] = cookies
    outgoing.writeHead(response.status, headers)
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  }
}
