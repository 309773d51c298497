import { waitFor } from "@testing-library/react"
import { IDBFactory } from "fake-indexeddb"
import { createStore } from "jotai"

import { ApiError } from "../../src/ticketing/api-error"
import { createTicketingClient } from "../../src/account/api/client"
import { PARTNER_SECTIONS } from "../../src/account/api/config"
import { createUser } from "../../src/account/api/create-user"
import { login } from "../../src/account/api/login"
import { fetchTickets } from "../../src/account/api/tickets"
import { EMPTY_PROFILE, PROFILE_STORAGE_KEY, profileAtom } from "../../src/account/session-atoms"
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

/**
 * The Web Locks API as browsers have it (jsdom has none): one holder of a
 * name at a time, the others waiting in turn. Both "tabs" below are in one
 * window, as tabs share the browser's lock manager.
 */
function browserLocks() {
  const queues = new Map<string, Promise<unknown>>()
  const locks = {
    request: (name: string, task: () => Promise<unknown>) => {
      const turn = (queues.get(name) ?? Promise.resolve()).then(task)
      queues.set(
        name,
        turn.catch(() => undefined),
      )
      return turn
    },
  }
  Object.defineProperty(window.navigator, "locks", { value: locks, configurable: true })
}

/** One tab of the site: its own store and client, the device's storage shared with the other tabs. */
function tab() {
  const store = createStore()
  const client = createTicketingClient(PARTNER_SECTIONS[118], sessionTokens(store))
  // As the header does on every page: the stored profile is read when the tab's page mounts.
  store.sub(profileAtom, () => undefined)
  return { store, client }
}

/** Two tabs signed in as the demo visitor, whose token has just expired, on a service that rotates refresh tokens. */
async function twoTabsOnRotatingService() {
  const first = tab()
  first.store.set(profileAtom, await login(first.client, DEMO_USER.email, DEMO_USER.password))
  const second = tab()
  sandbox.faults.rotateRefreshTokens = true
  sandbox.expireTokens()
  requested.length = 0
  return [first, second] as const
}

describe("two tabs refreshing the same token, on a service that rotates refresh tokens", () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, "locks")
  })

  it("spends a refresh token once: presented again, every token of the visitor is revoked (the sandbox)", async () => {
    const [first] = await twoTabsOnRotatingService()
    const spent = first.store.get(profileAtom)?.token ?? ""
    const refresh = () =>
      fetch(REFRESH_URL, { method: "POST", headers: { Authorization: `Bearer ${spent}` } }).then((reply) =>
        reply.json(),
      )
    const { Token: next } = (await refresh()) as { Token: string }
    expect(next).not.toBe(spent)
    expect(await refresh()).toEqual({ Message: "Refresh token already used: signed out everywhere" })
    const tickets = await fetch(TICKETS_URL, { headers: { Authorization: `Bearer ${next}` } })
    expect(tickets.status).toBe(401)
  })

  it("refreshes once for both at the same moment, and both stay signed in", async () => {
    browserLocks()
    const [first, second] = await twoTabsOnRotatingService()
    const [mine, theirs] = await Promise.all([fetchTickets(first.client), fetchTickets(second.client)])
    expect([mine.length, theirs.length]).toEqual([3, 3])
    expect(sandbox.counts.refreshes).toBe(1)
    expect(storedProfile()).toMatchObject({ email: DEMO_USER.email, token: first.store.get(profileAtom)?.token })
    expect(second.store.get(profileAtom)?.token).toBe(first.store.get(profileAtom)?.token)
  })

  it("without the Web Locks API, takes the token another tab has stored instead of spending the old one again", async () => {
    const [first, second] = await twoTabsOnRotatingService()
    await fetchTickets(first.client)
    // The second tab has not heard of it yet: the storage event comes later, or not at all.
    await expect(fetchTickets(second.client)).resolves.toHaveLength(3)
    expect(sandbox.counts.refreshes).toBe(1)
    expect(second.store.get(profileAtom)).toEqual(first.store.get(profileAtom))
    expect(storedProfile()).toMatchObject({ email: DEMO_USER.email })
  })

  describe("with IndexedDB, where every tab reads what another wrote before it", () => {
    /**
     * Chromium gives each tab its own copy of localStorage and tells it of
     * another tab's write later: from here on, the second tab reads the
     * profile as it is now, however long the first tab's refreshes take.
     * (Both "tabs" read the one storage of this window; the first keeps its
     * profile in its store and does not read it again.)
     */
    function staleProfile() {
      const now = window.localStorage.getItem(PROFILE_STORAGE_KEY)
      const getItem = Storage.prototype.getItem
      jest.spyOn(Storage.prototype, "getItem").mockImplementation(function (this: Storage, key: string) {
        return key === PROFILE_STORAGE_KEY ? now : getItem.call(this, key)
      })
    }

    beforeEach(() => {
      // A browser's IndexedDB (jsdom has none), empty for each test.
      Object.defineProperty(window, "indexedDB", { value: new IDBFactory(), configurable: true })
    })
    afterEach(() => {
      Reflect.deleteProperty(window, "indexedDB")
      jest.restoreAllMocks()
    })

    it("refreshes once when the second tab's copy of localStorage has not heard of the new token as it takes the lock", async () => {
      browserLocks()
      const [first, second] = await twoTabsOnRotatingService()
      staleProfile()
      const [mine, theirs] = await Promise.all([fetchTickets(first.client), fetchTickets(second.client)])
      expect([mine.length, theirs.length]).toEqual([3, 3])
      expect(sandbox.counts.refreshes).toBe(1)
      expect(second.store.get(profileAtom)?.token).toBe(first.store.get(profileAtom)?.token)
    })

    it("takes the newest token after two refreshes it slept through", async () => {
      browserLocks()
      const [first, second] = await twoTabsOnRotatingService()
      const spent = second.store.get(profileAtom)?.token
      staleProfile()
      await fetchTickets(first.client)
      sandbox.expireTokens()
      await fetchTickets(first.client)
      expect(sandbox.counts.refreshes).toBe(2)
      expect(second.store.get(profileAtom)?.token).toBe(spent)

      await expect(fetchTickets(second.client)).resolves.toHaveLength(3)
      expect(sandbox.counts.refreshes).toBe(2)
      expect(second.store.get(profileAtom)?.token).toBe(first.store.get(profileAtom)?.token)
    })

    it("forgets the refreshes when the visitor signs out", async () => {
      const [first] = await twoTabsOnRotatingService()
      await fetchTickets(first.client)
      const names = async () => (await window.indexedDB.databases()).map(({ name }) => name)
      expect(await names()).toEqual(["ramaskrik.session"])
      first.store.set(profileAtom, EMPTY_PROFILE)
      await waitFor(async () => expect(await names()).toEqual([]))
    })
  })
})
