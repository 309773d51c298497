/**
 * The token refresh runs inside a lock every tab of the site waits for, and
 * reads and writes IndexedDB there (src/account/refreshed-token.ts). An
 * IndexedDB that never answers (Safari 14's first open could hang until
 * another came) must not hold every tab's refresh, and so every signed-in
 * call, for good. A file of its own: once IndexedDB has hung, the module
 * does not ask it again in this page, which would change the other tests.
 */
import { createStore } from "jotai"

import { createTicketingClient } from "../../src/account/api/client"
import { PARTNER_SECTIONS } from "../../src/account/api/config"
import { login } from "../../src/account/api/login"
import { fetchTickets } from "../../src/account/api/tickets"
import { profileAtom } from "../../src/account/session-atoms"
import { sessionTokens } from "../../src/account/use-ticketing"
import { DEMO_USER } from "../../src/sandbox/ticketing"
import { sandbox } from "./support"

/** An IndexedDB whose open request (an event target, as a browser's) never succeeds nor fails; counts the opens. */
function hangingIndexedDb() {
  const opened = { count: 0 }
  const request = () => new EventTarget() as IDBOpenDBRequest
  const indexedDB = {
    open: () => {
      opened.count += 1
      return request()
    },
    deleteDatabase: request,
  }
  Object.defineProperty(window, "indexedDB", { value: indexedDB, configurable: true })
  return opened
}

afterEach(() => Reflect.deleteProperty(window, "indexedDB"))

it("refreshes without IndexedDB when it does not answer, and does not wait for it again", async () => {
  const opened = hangingIndexedDb()
  const store = createStore()
  const client = createTicketingClient(PARTNER_SECTIONS[118], sessionTokens(store))
  store.set(profileAtom, await login(client, DEMO_USER.email, DEMO_USER.password))
  sandbox.expireTokens()

  await expect(fetchTickets(client)).resolves.toHaveLength(3)
  expect(sandbox.counts.refreshes).toBe(1)
  expect(opened.count).toBe(1)

  sandbox.expireTokens()
  await expect(fetchTickets(client)).resolves.toHaveLength(3)
  expect(sandbox.counts.refreshes).toBe(2)
  expect(opened.count).toBe(1)
})
