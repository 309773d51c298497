/**
 * Property-based tests of what the visitor keeps: whatever the ticketing
 * service answers (fuzz-support.ts), the session survives unless the
 * service itself refuses it, and the offline ticket wallet and Min side
 * survive every answer.
 */
import { screen, within } from "@testing-library/react"
import fc from "fast-check"
import { http, HttpResponse } from "msw"
import { createStore } from "jotai"
import React from "react"

import { createTicketingClient } from "../../src/account/api/client"
import { PARTNER_SECTIONS } from "../../src/account/api/config"
import { login } from "../../src/account/api/login"
import { fetchTickets } from "../../src/account/api/tickets"
import { profileAtom } from "../../src/account/session-atoms"
import { MyPage } from "../../src/account/screens/my-page"
import type { UserProfile } from "../../src/ticketing/types"
import { sessionTokens } from "../../src/account/use-ticketing"
import { WALLET_STORAGE_KEY } from "../../src/offline/ticket-wallet"
import { DEMO_USER } from "../../src/sandbox/ticketing"
import { API, answers, answerWith, listOf, movie, PROPERTY_TIMEOUT_MS, RUNS, shaped, ticket } from "./fuzz-support"
import { renderWithAccount, sandbox, server, storeSignedInProfile, storedProfile } from "./support"

const refused = (status: number) => status === 401 || status === 403

describe("whatever the token refresh answers", () => {
  it(
    "the session ends only on a 401 or 403, and only a real token replaces the old one",
    async () => {
      const seen = { signedOut: 0, kept: 0, refreshed: 0 }
      await fc.assert(
        fc.asyncProperty(answers(shaped({ Token: "text" })), async (answer) => {
          server.resetHandlers()
          const store = createStore()
          const client = createTicketingClient(PARTNER_SECTIONS[118], sessionTokens(store))
          const before = await login(client, DEMO_USER.email, DEMO_USER.password)
          store.set(profileAtom, before)
          sandbox.expireTokens()
          answerWith(`${API}/account/refresh`, answer)

          await fetchTickets(client).catch(() => undefined)
          const after = store.get(profileAtom) as UserProfile
          if (refused(answer.status)) {
            expect(after.token).toBe("")
            seen.signedOut += 1
          } else if (after.token === before.token) {
            expect(after).toEqual(before)
            seen.kept += 1
          } else {
            expect(after).toEqual({ ...before, token: (JSON.parse(answer.body) as { Token: unknown }).Token })
            expect(after.token.trim()).not.toBe("")
            seen.refreshed += 1
          }
        }),
        { numRuns: RUNS },
      )
      expect(Object.values(seen).every((count) => count > 0)).toBe(true)
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe("whatever the tickets and watch list answer", () => {
  it(
    "Min side stays up, still signed in, and the wallet keeps the visitor's tickets",
    async () => {
      // Min side opened once, so the wallet holds the demo visitor's tickets with their QR codes.
      await storeSignedInProfile()
      const { unmount } = renderWithAccount(<MyPage />)
      await screen.findAllByRole("img", { name: /^QR-kode/ })
      unmount()
      const profile = storedProfile() as UserProfile
      const wallet = window.localStorage.getItem(WALLET_STORAGE_KEY) ?? ""
      expect(JSON.parse(wallet)).toMatchObject({ owner: DEMO_USER.email })

      await fc.assert(
        fc.asyncProperty(
          answers(listOf(ticket)),
          answers(listOf(movie)),
          fc.boolean(),
          async (tickets, watchList, online) => {
            server.resetHandlers()
            // QR codes at whatever address a ticket names: none answers.
            server.use(http.get("*", () => HttpResponse.error()))
            answerWith(`${API}/profile/tickets`, tickets)
            answerWith(`${API}/watchlist`, watchList)
            if (!online) server.use(http.get(`${API}/profile/tickets`, () => HttpResponse.error()))
            window.localStorage.setItem(WALLET_STORAGE_KEY, wallet)

            const view = renderWithAccount(<MyPage />)
            const list = await screen.findByRole("region", { name: "Mine billetter" })
            await within(list).findByRole("button", { name: "Hent billettene på nytt" })
            expect(screen.getByRole("button", { name: "Logg ut" })).toBeInTheDocument()
            expect(storedProfile()).toMatchObject({ userName: profile.userName, email: profile.email })
            expect(JSON.parse(window.localStorage.getItem(WALLET_STORAGE_KEY) ?? "null")).toMatchObject({
              owner: DEMO_USER.email,
            })
            if (!online) expect(within(list).getAllByRole("img", { name: /^QR-kode/ })).toHaveLength(3)
            view.unmount()
          },
        ),
        { numRuns: Math.ceil(RUNS / 4) },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
