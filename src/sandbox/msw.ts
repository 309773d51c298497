import { http, type HttpHandler } from "msw"

import type { SandboxRoute } from "./routes"

export const SANDBOX_ORIGIN = "http://localhost:9100"

/** The sandbox's routes as MSW handlers, so unit tests meet the same server behaviour as `npm start`. */
export function mswHandlers(routes: readonly SandboxRoute[], origin = SANDBOX_ORIGIN): HttpHandler[] {
  const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }
  return routes.map((route) =>
    methods[route.method](`${origin}${route.path}`, ({ request, params }) =>
      route.handle(request, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))),
    ),
  )
}
