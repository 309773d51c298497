/**
 * One request to the ticketing service, and nothing of the session: URL from
 * the section's configured path, credentials by cookie, the configured
 * authentication, a timeout, and errors as ApiError. The signed-in client
 * (client.ts) adds the token and its refresh around it; an anonymous call
 * (the live seat status's events) uses it alone, so that a first visit does
 * not load the session, the ticket wallet or the token refresh.
 */
import { ApiError } from "../../ticketing/api-error"
import type { Endpoint, PartnerSection } from "./config"

export interface CallOptions {
  method?: "GET" | "POST"
  /** Values for the path's `:name` parts. */
  params?: Record<string, string>
  query?: Record<string, string | number>
  body?: unknown
  headers?: Record<string, string>
  /** False for calls made before there is a session (login, create user…): no bearer token, no refresh. */
  authenticated?: boolean
  /** Gives up sooner than the section's timeout (or at all, when the section has none). */
  timeoutMs?: number
}

export type TicketingClient = <T = unknown>(endpoint: Endpoint, options?: CallOptions) => Promise<T>

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`)
    return encodeURIComponent(value)
  })
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Sends one request; `token` ("" for none) goes as a bearer token where the section uses them. */
export async function sendRequest(
  section: PartnerSection,
  endpoint: Endpoint,
  options: CallOptions,
  token: string,
  fetchImplementation: typeof fetch = (...args) => fetch(...args),
): Promise<unknown> {
  const url = new URL(section.baseUrl + fillPath(section.paths[endpoint], options.params ?? {}))
  Object.entries(options.query ?? {}).forEach(([key, value]) => url.searchParams.set(key, String(value)))
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers }
  if (options.body !== undefined) headers["Content-Type"] = "application/json"
  if (section.auth.kind === "basic") {
    headers.Authorization = `Basic ${btoa(`${section.auth.user}:${section.auth.password}`)}`
  } else if (section.auth.kind === "bearer" && options.authenticated !== false && token) {
    headers.Authorization = `Bearer ${token}`
  }

  const timeoutMs = Math.min(...[section.timeoutMs, options.timeoutMs ?? 0].filter((limit) => limit > 0))
  const controller = new AbortController()
  const timer = Number.isFinite(timeoutMs) ? setTimeout(() => controller.abort(), timeoutMs) : undefined
  let response: Response
  let body: string
  try {
    response = await fetchImplementation(url.href, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "include",
      signal: controller.signal,
    })
    body = await response.text()
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError("timeout", 0, undefined, `${endpoint}: no answer within ${timeoutMs} ms`)
    }
    throw new ApiError("network", 0, undefined, `${endpoint}: ${(error as Error).message}`)
  } finally {
    clearTimeout(timer)
  }

  if (response.status < 200 || response.status > 299) {
    throw new ApiError(
      "http",
      response.status,
      parseBody(body),
      `${endpoint} answered ${response.status}`,
      // Read across origins only where the service exposes it (Access-Control-Expose-Headers).
      response.headers.get("Retry-After") ?? undefined,
    )
  }
  if (body.trim() === "") return undefined
  try {
    return JSON.parse(body)
  } catch {
    throw new ApiError("malformed", response.status, body, `${endpoint} answered with something that is not JSON`)
  }
}

/** A client for calls that need no session: no token is sent, none is refreshed. */
export function anonymousClient(section: PartnerSection): TicketingClient {
  return async <T>(endpoint: Endpoint, options: CallOptions = {}) =>
    (await sendRequest(section, endpoint, { ...options, authenticated: false }, "")) as T
}
