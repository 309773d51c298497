/**
 * The one way to call the ticketing service: URL from the section's
 * configured path, credentials by cookie, the configured authentication, a
 * timeout, and errors as ApiError. With bearer authentication a 401 refreshes
 * the token once for every request waiting on it and retries each request
 * once; a refresh refused with 401 or 403 signs the visitor out, any other
 * failure keeps the session and fails the request.
 */
import { ApiError } from "../../ticketing/api-error"
import type { Endpoint, PartnerSection } from "./config"

/**
 * The session's token, as the client sees it. A refresh takes time, and the
 * visitor may sign out, or someone else sign in, while it is out: so the
 * writes are compare-and-set on the token the refresh carried.
 */
export interface TokenAccess {
  /** The stored token, or "" when signed out. */
  token: () => string
  /** Whose session it is (the profile's email): a refreshed token keeps it, signing out or in changes it. */
  owner: () => string
  /** Stores a refreshed token, only while `expired` is still the stored token; false when the session changed. */
  replaceToken: (expired: string, token: string) => boolean
  /** Signs out, only while `expired` is still the stored token. */
  signOut: (expired: string) => void
}

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

/** The answers that mean the session is over: a refresh refused by the service itself. */
function isRefusal(failure: unknown): boolean {
  return failure instanceof ApiError && failure.kind === "http" && (failure.status === 401 || failure.status === 403)
}

export function createTicketingClient(
  section: PartnerSection,
  tokens: TokenAccess,
  fetchImplementation: typeof fetch = (...args) => fetch(...args),
): TicketingClient {
  let refreshing: Promise<void> | undefined

  async function send(endpoint: Endpoint, options: CallOptions): Promise<unknown> {
    const url = new URL(section.baseUrl + fillPath(section.paths[endpoint], options.params ?? {}))
    Object.entries(options.query ?? {}).forEach(([key, value]) => url.searchParams.set(key, String(value)))
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers }
    if (options.body !== undefined) headers["Content-Type"] = "application/json"
    if (section.auth.kind === "basic") {
      headers.Authorization = `Basic ${btoa(`${section.auth.user}:${section.auth.password}`)}`
    } else if (section.auth.kind === "bearer" && options.authenticated !== false && tokens.token()) {
      headers.Authorization = `Bearer ${tokens.token()}`
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
      throw new ApiError("http", response.status, parseBody(body), `${endpoint} answered ${response.status}`)
    }
    if (body.trim() === "") return undefined
    try {
      return JSON.parse(body)
    } catch {
      throw new ApiError("malformed", response.status, body, `${endpoint} answered with something that is not JSON`)
    }
  }

  function refresh(): Promise<void> {
    // The refresh carries the expired token (and the session cookie); it is sent once, never refreshed itself.
    refreshing ??= (async () => {
      const expired = tokens.token()
      try {
        const reply = await send("refreshToken", { method: "POST" })
        const token = reply !== null && typeof reply === "object" ? (reply as Record<string, unknown>).Token : undefined
        if (typeof token !== "string" || token.trim() === "") {
          throw new ApiError("malformed", 200, undefined, "refreshToken answered without a token")
        }
        tokens.replaceToken(expired, token)
      } catch (failure) {
        // Only the service saying no ends the session. A gateway error, no signal or a captive portal's
        // page says nothing about it, and signing out would take the offline tickets with it.
        if (isRefusal(failure)) tokens.signOut(expired)
        throw failure
      }
    })().finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  return async function call<T>(endpoint: Endpoint, options: CallOptions = {}): Promise<T> {
    const sentWith = tokens.token()
    const owner = tokens.owner()
    try {
      return (await send(endpoint, options)) as T
    } catch (error) {
      const mayRefresh =
        section.auth.kind === "bearer" &&
        options.authenticated !== false &&
        error instanceof ApiError &&
        error.status === 401 &&
        sentWith !== ""
      if (!mayRefresh) throw error
      // Another request may have refreshed the token while this one was out.
      if (tokens.token() === sentWith) {
        try {
          await refresh()
        } catch (failure) {
          // Refused: the 401 stands. Otherwise the refresh's own failure says why (no network, 503…).
          throw isRefusal(failure) ? error : failure
        }
      }
      // Signed out, or someone else signed in, meanwhile: the request is not sent again with their token.
      if (tokens.token() === "" || tokens.owner() !== owner) throw error
      return (await send(endpoint, options)) as T
    }
  }
}
