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

async function toRequest(incoming: IncomingMessage, method: string, url: URL): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = new Headers()
  Object.entries(incoming.headers).forEach(([name, value]) => {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value)
  })
  const hasBody = method !== "GET" && method !== "HEAD" && chunks.length > 0
  return new Request(url, { method, headers, body: hasBody ? Buffer.concat(chunks) : undefined })
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } })

/** The answer to one request; throws only when a handler does. */
async function answer(routes: readonly SandboxRoute[], incoming: IncomingMessage, origin: string): Promise<Response> {
  const method = incoming.method ?? "GET"
  let url: URL
  try {
    url = new URL(incoming.url ?? "/", origin)
  } catch {
    return plain(400, "the sandbox could not read this URL")
  }
  const match = matchRoute(routes, method, url.pathname)
  switch (match.kind) {
    case "malformed":
      return plain(400, `the sandbox could not decode the path ${url.pathname}`)
    case "method-not-served":
      return plain(405, `the sandbox does not serve ${method} here`, {
        Allow: [...match.allow, "OPTIONS"].join(", "),
      })
    case "none":
      return plain(404, "not found in the sandbox")
    case "found":
      return match.route.handle(await toRequest(incoming, method, url), match.params)
  }
}

async function send(outgoing: ServerResponse, response: Response, cors: Record<string, string>): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string | string[]> = { ...cors }
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers["set-cookie"] = cookies
  outgoing.writeHead(response.status, headers)
  outgoing.end(body)
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (origin === undefined || !ALLOWED_ORIGINS.has(origin)) return {}
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Allow-Headers": "Content-Type, Authorization, X-Token",
    "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
    // Not a CORS-safelisted header: without this, a page on another origin cannot read when to come back.
    "Access-Control-Expose-Headers": "Retry-After",
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
  const listening = await Promise.allSettled(["127.0.0.1", "::1"].map(listen))
  const servers = listening.flatMap((result) =>
    result.status === "fulfilled" && result.value !== undefined ? [result.value] : [],
  )
  const failure = listening.find((result) => result.status === "rejected")
  if (failure !== undefined) {
    // Half a sandbox would keep the process alive, serving one address only.
    servers.forEach((server) => server.close())
    throw failure.reason
  }
  if (servers.length === 0) throw new Error(`The sandbox could not listen on port ${port}`)
  return servers

  /**
   * Never rejects: a request the sandbox cannot serve gets 400, 405 or (with
   * a log line) 500, and `npm start` keeps running, whatever was sent.
   */
  function handler(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const cors = corsHeaders(incoming.headers.origin)
    if (incoming.method === "OPTIONS") {
      outgoing.writeHead(204, cors).end()
      return
    }
    const failed = (error: unknown) => {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error)
      console.error(`The sandbox failed on ${incoming.method} ${incoming.url}: ${reason}`)
    }
    answer(routes, incoming, `http://localhost:${port}`)
      .catch((error: unknown) => {
        failed(error)
        return plain(500, "sandbox error: see the sandbox's log")
      })
      .then((response) => send(outgoing, response, cors))
      .catch((error: unknown) => {
        failed(error)
        outgoing.destroy()
      })
  }
}
