/** Why a ticketing call failed, with what the server said when it said anything. */
export type ApiErrorKind = "http" | "network" | "timeout" | "malformed"

/**
 * An Error (instanceof Error, with a stack), declared without `extends
 * Error`: Gatsby's Babel compiles classes, and a subclass of a built-in
 * brings Babel's wrapNativeSuper and its kin (about 1 KB gzip) into every
 * chunk that throws one, among them the live seat status every showtime
 * page loads.
 */
export class ApiError {
  readonly name = "ApiError"
  readonly stack: string | undefined

  constructor(
    readonly kind: ApiErrorKind,
    /** The HTTP status, or 0 when no answer came. */
    readonly status: number,
    /** The answer's body: parsed JSON where it was JSON, else its text. */
    readonly body: unknown,
    readonly message: string,
  ) {
    this.stack = new Error(message).stack
  }
}
Object.setPrototypeOf(ApiError.prototype, Error.prototype)

/** The server's own explanation, where its error body has one (`Message`, `message` or `error`). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.body === null || typeof error.body !== "object") return undefined
  const body = error.body as Record<string, unknown>
  const message = body.Message ?? body.message ?? body.error
  return typeof message === "string" && message.trim() !== "" ? message : undefined
}
