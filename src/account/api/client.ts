/**
 * The signed-in way to call the ticketing service: each request as send.ts
 * sends it, with the session's token. With bearer authentication a 401 refreshes
 * the token once for every request waiting on it and retries each request
 * once; a refresh refused with 401 or 403 signs the visitor out, any other
 * failure keeps the session and fails the request. The site's tabs share the
 * token, and a service may spend a token on its refresh: one tab refreshes
 * at a time (the Web Locks API), and each first takes a token another tab
 * has already stored.
 */
import { ApiError } from "../../ticketing/api-error"
import type { Endpoint, PartnerSection } from "./config"
import { sendRequest, type CallOptions, type TicketingClient } from "./send"

export type { CallOptions, TicketingClient } from "./send"

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
  /**
   * Stores a refreshed token, only while `expired` is still the stored token;
   * false when the session changed. Resolves once every tab can read it.
   */
  replaceToken: (expired: string, token: string) => Promise<boolean>
  /** Signs out, only while `expired` is still the stored token. */
  signOut: (expired: string) => void
  /**
   * Whether another tab has already refreshed `expired`: the device's
   * storage, which every tab shares, holds a newer token of the same
   * visitor. This tab then takes it in place of a refresh of its own.
   */
  adoptShared: (expired: string) => Promise<boolean>
}

/** The lock the site's tabs take in turn to refresh the token they share. */
export const REFRESH_LOCK = "ramaskrik.tokenRefresh"

/**
 * Runs `task` while no other tab of the site runs its own. Without the Web
 * Locks API (Safari before 15.4) tabs are not kept apart; each still takes a
 * token another has stored before spending its own.
 */
async function oneTabAtATime(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks
  await (locks ? locks.request(REFRESH_LOCK, task) : task())
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

  const send = (endpoint: Endpoint, options: CallOptions) =>
    sendRequest(section, endpoint, options, tokens.token(), fetchImplementation)

  function refresh(): Promise<void> {
    // The refresh carries the expired token (and the session cookie); it is sent once, never refreshed itself.
    const expired = tokens.token()
    refreshing ??= oneTabAtATime(async () => {
      // While this tab waited, another may have refreshed the token: spending it again would end the session.
      if (await tokens.adoptShared(expired)) return
      try {
        const reply = await send("refreshToken", { method: "POST" })
        const token = reply !== null && typeof reply === "object" ? (reply as Record<string, unknown>).Token : undefined
        if (typeof token !== "string" || token.trim() === "") {
          throw new ApiError("malformed", 200, undefined, "refreshToken answered without a token")
        }
        await tokens.replaceToken(expired, token)
      } catch (failure) {
        // Only the service saying no ends the session. A gateway error, no signal or a captive portal's
        // page says nothing about it, and signing out would take the offline tickets with it.
        if (isRefusal(failure)) tokens.signOut(expired)
        throw failure
      }
    }).finally(() => {
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
