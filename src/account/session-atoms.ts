/**
 * The session: who is signed in, the one piece of account state the header
 * on every page reads (the account screens' own state is in
 * screen-state-atoms.ts, so content pages do not load it). Atoms live in
 * Jotai's default store (no Provider in wrapRootElement: that would put Jotai
 * in every page's first load; account code loads only where it is used). The profile
 * lives in local storage; it is read when the first component that shows it
 * mounts, so server-rendered HTML and the first client render agree
 * (`undefined` until then: "not known yet", not "signed out").
 */
import { atom } from "jotai"

import { announceStoredKey } from "../components/stored-key"
import { storageAtom } from "../components/storage-atom"
import { forgetCachedFiles } from "../offline/account-caches"
import { clearWallet } from "../offline/ticket-wallet"
import type { UserProfile } from "../ticketing/types"
import { ACCOUNT_ORIGINS } from "./api/config"
import { PROFILE_STORAGE_KEY, REFRESH_DATABASE } from "./session-key"
import { forgetWaitingAdds } from "./waiting-adds"

export { PROFILE_STORAGE_KEY }
export const EMPTY_PROFILE: UserProfile = { userName: "", email: "", token: "" }

function isProfile(value: unknown): value is UserProfile {
  if (value === null || typeof value !== "object") return false
  const { userName, email, token } = value as Record<string, unknown>
  return typeof userName === "string" && typeof email === "string" && typeof token === "string"
}

export function readStoredProfile(): UserProfile {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PROFILE_STORAGE_KEY) ?? "null")
    return isProfile(stored) ? stored : EMPTY_PROFILE
  } catch {
    return EMPTY_PROFILE
  }
}

function storeProfile(profile: UserProfile): void {
  try {
    if (profile.token === "" && profile.userName === "") {
      window.localStorage.removeItem(PROFILE_STORAGE_KEY)
      // Signing out, however it happens, takes the offline tickets with it, and whatever a cache kept of them.
      clearWallet()
      // And the films pressed "Må se" still waiting to be sent: they name the visitor.
      forgetWaitingAdds()
      void forgetCachedFiles(ACCOUNT_ORIGINS)
      // And the tokens its refreshes left for the other tabs (refreshed-token.ts).
      if (typeof indexedDB !== "undefined") indexedDB.deleteDatabase(REFRESH_DATABASE)
    } else window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile))
  } catch {
    // Storage can be full or forbidden (private mode); the session still works until the tab closes.
  }
  announceStoredKey(PROFILE_STORAGE_KEY)
}

const storedProfileAtom = storageAtom(PROFILE_STORAGE_KEY, readStoredProfile)

/** The signed-in visitor: userName, email, token; EMPTY_PROFILE when signed out; undefined before mount. */
export const profileAtom = atom(
  (get) => get(storedProfileAtom),
  (_get, set, profile: UserProfile) => {
    storeProfile(profile)
    set(storedProfileAtom, profile)
  },
)

export const isSignedIn = (profile: UserProfile | undefined): boolean => (profile?.token ?? "") !== ""
