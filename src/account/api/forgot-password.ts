import { ApiError } from "../../ticketing/api-error"
import type { TicketingClient } from "./client"
import { FORM_TIMEOUT_MS } from "./config"

/** POST `{ Email }`; an empty answer means the email was sent. */
export async function forgotPassword(client: TicketingClient, email: string): Promise<void> {
  const reply = await client("forgotPassword", {
    method: "POST",
    body: { Email: email },
    authenticated: false,
    timeoutMs: FORM_TIMEOUT_MS,
  })
  if (reply !== undefined) {
    throw new ApiError(
      "malformed",
      200,
      reply,
      "forgotPassword answered with a body; an empty body means the email was sent",
    )
  }
}
