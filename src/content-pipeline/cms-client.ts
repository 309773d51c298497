/**
 * GETs JSON from the CMS. Every way a request can go wrong becomes one
 * CmsRequestError whose message is a single line naming the endpoint and
 * what was wrong, so a failed build says which call to look at.
 */
import { STATUS_CODES } from "node:http"

import type { CmsAuth, CmsConfig } from "./cms-config"

export class CmsRequestError extends Error {
  constructor(
    /** `GET https://…/site/ramaskrik/article?stable=1` */
    readonly endpoint: string,
    readonly reason: string,
  ) {
    super(`${endpoint}: ${reason}`)
    this.name = "CmsRequestError"
  }
}

export interface CmsClient {
  getJson(url: string): Promise<unknown>
}

function snippet(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim()
  return oneLine.length > 160 ? `${oneLine.slice(0, 160)}…` : oneLine
}

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } }).cause
  const code = cause?.code ?? cause?.errors?.[0]?.code
  return typeof code === "string" ? code : undefined
}

/** Why a request threw, in words (fetch only says "fetch failed"). */
function networkReason(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: unknown }).name
  if (name === "TimeoutError" || name === "AbortError") {
    return `the CMS did not answer within ${timeoutMs} ms (CMS_TIMEOUT_MS)`
  }
  const code = errorCode(error)
  if (code === "ECONNREFUSED") return "could not connect (connection refused): is the CMS up, and is the URL right?"
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `could not find the host (${code}): is the URL right?`
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET")
    return `the connection was closed before the answer was complete (${code})`
  const message = error instanceof Error ? error.message : String(error)
  return `the request failed: ${code ? `${code}: ` : ""}${message}`
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`
}

/**
 * A body read within the time limit, or the reason it could not be. The
 * limit is a timer of this module's, not AbortSignal.timeout's own, so that a
 * test can move the clock past it (jest's fake timers) instead of racing it.
 */
async function send(
  endpoint: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ response: Response; text: string }> {
  const limit = new AbortController()
  const timer =
    timeoutMs > 0
      ? setTimeout(() => limit.abort(new DOMException(`No answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs)
      : undefined
  try {
    const response = await fetch(url, { ...init, signal: limit.signal })
    return { response, text: await response.text() }
  } catch (error) {
    throw new CmsRequestError(endpoint, networkReason(error, timeoutMs))
  } finally {
    clearTimeout(timer)
  }
}

function failedStatus(endpoint: string, response: Response, text: string, hint = ""): CmsRequestError {
  const body = snippet(text)
  const phrase = response.statusText || STATUS_CODES[response.status]
  return new CmsRequestError(
    endpoint,
    `answered ${response.status}${phrase ? ` ${phrase}` : ""}${hint}${body ? `: ${body}` : ""}`,
  )
}

function parseJson(endpoint: string, text: string, response: Response): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    const type = response.headers.get("content-type")
    throw new CmsRequestError(
      endpoint,
      `is not valid JSON (${(error as Error).message}${type ? `; content-type ${type}` : ""})${text ? `: ${snippet(text)}` : ": the body is empty"}`,
    )
  }
}

/**
 * Bearer tokens: the one in CMS_TOKEN first, a fresh one from CMS_TOKEN_URL
 * (OAuth 2 client credentials) when there is none or the CMS answers 401.
 * Requests that fail together share one refresh.
 */
function bearerTokens(auth: Extract<CmsAuth, { kind: "bearer" }>, timeoutMs: number) {
  let current = auth.token
  let pending: Promise<string> | undefined

  async function fetchToken(): Promise<string> {
    const tokenUrl = auth.tokenUrl
    if (tokenUrl === undefined) {
      throw new CmsRequestError("CMS_TOKEN", "was refused and there is no CMS_TOKEN_URL to get a fresh one from")
    }
    const endpoint = `POST ${tokenUrl}`
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
    }
    if (auth.user !== undefined) headers.Authorization = basic(auth.user, auth.password ?? "")
    const { response, text } = await send(
      endpoint,
      tokenUrl,
      { method: "POST", headers, body: "grant_type=client_credentials" },
      timeoutMs,
    )
    if (!response.ok) throw failedStatus(endpoint, response, text, " (check CMS_USER and CMS_PASSWORD)")
    const body = parseJson(endpoint, text, response)
    const token = (body as { access_token?: unknown } | null)?.access_token
    if (typeof token !== "string" || token === "") {
      throw new CmsRequestError(endpoint, "answered without an access_token")
    }
    return token
  }

  function token(): Promise<string> {
    if (current !== undefined) return Promise.resolve(current)
    pending ??= fetchToken().then(
      (fresh) => {
        current = fresh
        pending = undefined
        return fresh
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }

  function refresh(refused: string): Promise<string> {
    if (current === refused) current = undefined
    return token()
  }

  return { token, refresh, canRefresh: auth.tokenUrl !== undefined }
}

export function createCmsClient(config: Pick<CmsConfig, "auth" | "timeoutMs">): CmsClient {
  const { auth, timeoutMs } = config
  const tokens = auth.kind === "bearer" ? bearerTokens(auth, timeoutMs) : undefined

  async function get(endpoint: string, url: string, authorization: string | undefined) {
    const headers: Record<string, string> = { Accept: "application/json" }
    if (authorization !== undefined) headers.Authorization = authorization
    return send(endpoint, url, { method: "GET", headers }, timeoutMs)
  }

  return {
    async getJson(url) {
      const endpoint = `GET ${url}`
      let answer
      if (tokens === undefined) {
        answer = await get(endpoint, url, auth.kind === "basic" ? basic(auth.user, auth.password) : undefined)
        if (answer.response.status === 401 && auth.kind === "basic") {
          throw failedStatus(endpoint, answer.response, answer.text, " (check CMS_USER and CMS_PASSWORD)")
        }
      } else {
        const token = await tokens.token()
        answer = await get(endpoint, url, `Bearer ${token}`)
        if (answer.response.status === 401) {
          if (!tokens.canRefresh) {
            throw failedStatus(
              endpoint,
              answer.response,
              answer.text,
              " (CMS_TOKEN was refused; set CMS_TOKEN_URL to refresh it)",
            )
          }
          answer = await get(endpoint, url, `Bearer ${await tokens.refresh(token)}`)
          if (answer.response.status === 401) {
            throw failedStatus(endpoint, answer.response, answer.text, " even with a fresh token")
          }
        }
      }
      if (!answer.response.ok) throw failedStatus(endpoint, answer.response, answer.text)
      return parseJson(endpoint, answer.text, answer.response)
    },
  }
}
