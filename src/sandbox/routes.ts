/**
 * The sandbox's request handlers are plain Fetch API functions, so one set
 * of handlers serves both the local HTTP server (`npm start`) and the unit
 * tests (through MSW): tests and sandbox cannot drift apart.
 */
export type Method = "GET" | "POST" | "PUT" | "DELETE"

export interface SandboxRoute {
  method: Method
  /** A path with `:name` parameters, e.g. `/ticketing/118/movies/:id`. */
  path: string
  handle: (request: Request, params: Record<string, string>) => Response | Promise<Response>
}

function pattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (part.startsWith(":") ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/")
  return new RegExp(`^${source}/?$`)
}

/** What a request's method and path find among the routes. */
export type RouteMatch =
  | { kind: "found"; route: SandboxRoute; params: Record<string, string> }
  /** A path whose %-escapes do not decode (`/qr/%ff.svg`): the client's mistake, a 400. */
  | { kind: "malformed" }
  /** A method no route serves (`TRACE`), or not at this path: a 405 naming the ones that are. */
  | { kind: "method-not-served"; allow: string[] }
  | { kind: "none" }

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

export function matchRoute(routes: readonly SandboxRoute[], method: string, pathname: string): RouteMatch {
  if (!decodes(pathname)) return { kind: "malformed" }
  const atPath = routes.flatMap((route) => {
    const match = pattern(route.path).exec(pathname)
    return match ? [{ route, groups: match.groups ?? {} }] : []
  })
  const found = atPath.find(({ route }) => route.method === method)
  if (found)
    return {
      kind: "found",
      route: found.route,
      params: Object.fromEntries(Object.entries(found.groups).map(([key, value]) => [key, decodeURIComponent(value)])),
    }
  const served = new Set<string>(routes.map((route) => route.method))
  if (atPath.length > 0 || !served.has(method))
    return { kind: "method-not-served", allow: [...new Set(atPath.map(({ route }) => route.method))] }
  return { kind: "none" }
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { "Content-Type": "application/json; charset=utf-8", ...init.headers },
  })
}
