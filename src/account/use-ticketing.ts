import { useStore } from "jotai"

import { createTicketingClient, type TicketingClient, type TokenAccess } from "./api/client"
import type { PartnerSection } from "./api/config"
import { newsOf, recordRefresh } from "./refreshed-token"
import { EMPTY_PROFILE, profileAtom, readStoredProfile } from "./session-atoms"
import { useTicketingSection } from "./use-ticketing-section"

type Store = ReturnType<typeof useStore>

/** One client per Jotai store and section, so every component shares one token refresh. */
const clients = new WeakMap<Store, Map<number, TicketingClient>>()

/** The session's token as the client sees it, kept in the store's profile. */
export function sessionTokens(store: Store): TokenAccess {
  const profile = () => store.get(profileAtom) ?? readStoredProfile()
  return {
    token: () => profile().token,
    owner: () => profile().email,
    replaceToken: async (expired, token) => {
      const current = profile()
      if (current.token !== expired) return false
      store.set(profileAtom, { ...current, token })
      // Before the lock is let go: the next tab to take it reads this, whatever its copy of localStorage says.
      await recordRefresh(current.email, expired, token)
      return true
    },
    signOut: (expired) => {
      if (profile().token === expired) store.set(profileAtom, EMPTY_PROFILE)
    },
    adoptShared: async (expired) => {
      const current = profile()
      const adopt = (token: string) => {
        if (profile().token === expired) store.set(profileAtom, { ...current, token })
        return true
      }
      const news = await newsOf(current.email, expired)
      if (news.kind === "refreshed") return adopt(news.token)
      if (news.kind === "newest") return false
      // Not known (no IndexedDB, or it refused): read localStorage afresh, as the storage event that would tell this tab
      // comes later, or not at all. Only a newer token of the same visitor is taken; storage that is empty may be storage
      // that is forbidden.
      const shared = readStoredProfile()
      if (shared.token === "" || shared.token === expired || shared.email !== current.email) return false
      return adopt(shared.token)
    },
  }
}

/** The client of a store and section, made once: every caller shares its token refresh. */
export function ticketingClientFor(store: Store, section: PartnerSection): TicketingClient {
  const bySection = clients.get(store) ?? new Map<number, TicketingClient>()
  clients.set(store, bySection)
  const existing = bySection.get(section.partnerId)
  if (existing) return existing
  const client = createTicketingClient(section, sessionTokens(store))
  bySection.set(section.partnerId, client)
  return client
}

/** The ticketing client for the site's partner section (its first partner id). */
export function useTicketing(): { client: TicketingClient; section: PartnerSection } {
  const section = useTicketingSection()
  return { client: ticketingClientFor(useStore(), section), section }
}
