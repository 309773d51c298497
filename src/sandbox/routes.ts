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

export function matchRoute(
  routes: readonly SandboxRoute[],
  method: string,
  pathname: string,
): { route: SandboxRoute; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue
    const match = pattern(route.path).exec(pathname)
    if (match)
      return {
        route,
        params: Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])),
      }
  }
  return undefined
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { "Content-Type": "application/json; charset=utf-8", ...init.headers },
  })
}
