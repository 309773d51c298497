import type { TicketingClient } from "./client"
import { FORM_TIMEOUT_MS } from "./config"
import { filledText, object, text } from "../../ticketing/reply"
import type { UserProfile } from "../../ticketing/types"

/** POST login with `{ Email, Password }`; the reply's marsToken, UserName and UserInfo (the email) make the profile. */
export async function login(client: TicketingClient, email: string, password: string): Promise<UserProfile> {
  const reply = object(
    await client("login", {
      method: "POST",
      body: { Email: email, Password: password },
      authenticated: false,
      timeoutMs: FORM_TIMEOUT_MS,
    }),
    "login",
  )
  return {
    token: filledText(reply, "marsToken", "login"),
    userName: text(reply, "UserName", "login"),
    email: text(reply, "UserInfo", "login"),
  }
}
