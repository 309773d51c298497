/** Why a ticketing call failed, with what the server said when it said anything. */
export type ApiErrorKind = "http" | "network" | "timeout" | "malformed"

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** The HTTP status, or 0 when no answer came. */
    readonly status: number,
    /** The answer's body: parsed JSON where it was JSON, else its text. */
    readonly body: unknown,
    message: string,
  ) {
    super(message)
    this.name = "ApiError"
  }
}

/** The server's own explanation, where its error body has one (`Message`, `message` or `error`). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.body === null || typeof error.body !== "object") return undefined
  const body = error.body as Record<string, unknown>
  const message = body.Message ?? body.message ?? body.error
  return typeof message === "string" && message.trim() !== "" ? message : undefined
}
