import type { TicketingClient } from "./client"
import { FORM_TIMEOUT_MS } from "./config"
import { filledText, object, text } from "../../ticketing/reply"
import type { UserProfile } from "../../ticketing/types"

/** Creates a user through the profile call; the reply's Token, UserName and ContactEmail make the profile. */
export async function createUser(
  client: TicketingClient,
  user: { email: string; password: string; userName: string },
): Promise<UserProfile> {
  const reply = object(
    await client("createUser", { method: "POST", body: user, authenticated: false, timeoutMs: FORM_TIMEOUT_MS }),
    "createUser",
  )
  return {
    token: filledText(reply, "Token", "createUser"),
    userName: text(reply, "UserName", "createUser"),
    email: text(reply, "ContactEmail", "createUser"),
  }
}
