import { createStore } from "jotai"

import { ApiError } from "../../src/ticketing/api-error"
import { createTicketingClient } from "../../src/account/api/client"
import { PARTNER_SECTIONS } from "../../src/account/api/config"
import { createUser } from "../../src/account/api/create-user"
import { login } from "../../src/account/api/login"
import { fetchTickets } from "../../src/account/api/tickets"
import { EMPTY_PROFILE, profileAtom } from "../../src/account/session-atoms"
import { sessionTokens } from "../../src/account/use-ticketing"
import { DEMO_USER } from "../../src/sandbox/ticketing"
import { holdRequests, requested, sandbox, server, storedProfile } from "./support"

const REFRESH_URL = "http://localhost:9100/ticketing/118/api/account/refresh"
const TICKETS_URL = "http://localhost:9100/ticketing/118/api/profile/tickets"

/** The demo visitor signed in, as the site's own store and client hold them; the token has just expired. */
async function expiredSession() {
  const store = createStore()
  const client = createTicketingClient(PARTNER_SECTIONS[118], sessionTokens(store))
  store.set(profileAtom, await login(client, DEMO_USER.email, DEMO_USER.password))
  sandbox.expireTokens()
  requested.length = 0
  return { store, client }
}

describe("a token refresh that ends after the session changed", () => {
  it("does not sign the visitor in again when they signed out while it was out", async () => {
    const { store, client } = await expiredSession()
    const refresh = holdRequests("post", REFRESH_URL)
    const pending = fetchTickets(client).catch((error: unknown) => error)
    await refresh.arrival
    store.set(profileAtom, EMPTY_PROFILE)
    refresh.release()

    const outcome = await pending
    expect(store.get(profileAtom)).toEqual(EMPTY_PROFILE)
    expect(storedProfile()).toBeNull()
    // The request belonged to the session that ended: it fails and is not sent again.
    expect(outcome).toBeInstanceOf(ApiError)
    expect(requested.filter((url) => url.endsWith("/tickets"))).toHaveLength(1)
  })

  it("does not give the first visitor's token to someone who signed in while it was out", async () => {
    const { store, client } = await expiredSession()
    const sentTokens: string[] = []
    server.events.on("request:start", ({ request }) => {
      if (request.url === TICKETS_URL) sentTokens.push(request.headers.get("authorization") ?? "")
    })
    const refresh = holdRequests("post", REFRESH_URL)
    const pending = fetchTickets(client).catch((error: unknown) => error)
    await refresh.arrival
    const other = await createUser(client, { email: "annen@ramaskrik.no", password: "hemmelig1", userName: "Annen" })
    store.set(profileAtom, other)
    refresh.release()

    const outcome = await pending
    expect(store.get(profileAtom)).toEqual(other)
    expect(storedProfile()).toEqual(other)
    // The first visitor's request is not sent again with the second visitor's token.
    expect(sentTokens).not.toContain(`Bearer ${other.token}`)
    expect(outcome).toBeInstanceOf(ApiError)
  })

  it("does not sign out someone who signed in while a refused refresh was out", async () => {
    const { store, client } = await expiredSession()
    const refresh = holdRequests("post", REFRESH_URL)
    sandbox.faults.refreshFails = true
    const pending = fetchTickets(client).catch((error: unknown) => error)
    await refresh.arrival
    const other = await createUser(client, { email: "annen@ramaskrik.no", password: "hemmelig1", userName: "Annen" })
    store.set(profileAtom, other)
    refresh.release()

    expect(await pending).toMatchObject({ kind: "http", status: 401 })
    expect(store.get(profileAtom)).toEqual(other)
    expect(storedProfile()).toEqual(other)
  })
})
