/** Why a ticketing call failed, with what the server said when it said anything. */
export type ApiErrorKind = "http" | "network" | "timeout" | "malformed"

export interface ApiError extends Error {
  readonly name: "ApiError"
  readonly kind: ApiErrorKind
  /** The HTTP status, or 0 when no answer came. */
  readonly status: number
  /** The answer's body: parsed JSON where it was JSON, else its text. */
  readonly body: unknown
  /** The answer's Retry-After header, where it had one (a 429 or 503 saying when to come back). */
  readonly retryAfter?: string
}

interface ApiErrorConstructor {
  new (kind: ApiErrorKind, status: number, body: unknown, message: string, retryAfter?: string): ApiError
  readonly prototype: ApiError
}

/**
 * An Error that is also an ApiError (`instanceof` both), made without
 * `class … extends Error`: Gatsby's Babel preset compiles every class for the
 * browser, and a subclass of a built-in then brings Babel's wrapNativeSuper
 * and its kin (about 1 KB gzip) into every chunk that throws one, on the
 * showtime pages until idle and the account pages before interaction.
 */
function constructApiError(
  kind: ApiErrorKind,
  status: number,
  body: unknown,
  message: string,
  retryAfter?: string,
): ApiError {
  const error = Object.assign(
    new Error(message),
    { kind, status, body },
    retryAfter === undefined ? {} : { retryAfter },
  )
  return Object.setPrototypeOf(error, ApiErrorPrototype) as ApiError
}

const ApiErrorPrototype: ApiError = Object.create(Error.prototype, {
  constructor: { value: constructApiError, writable: true, configurable: true },
  name: { value: "ApiError", writable: true, configurable: true },
}) as ApiError
constructApiError.prototype = ApiErrorPrototype

// `new ApiError(...)` returns the object constructApiError makes, whose prototype is ApiError's.
export const ApiError = constructApiError as unknown as ApiErrorConstructor

/** The server's own explanation, where its error body has one (`Message`, `message` or `error`). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.body === null || typeof error.body !== "object") return undefined
  const body = error.body as Record<string, unknown>
  const message = body.Message ?? body.message ?? body.error
  return typeof message === "string" && message.trim() !== "" ? message : undefined
}
