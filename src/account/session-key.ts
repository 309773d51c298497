/**
 * Where the signed-in visitor's profile is kept on the device; signing out
 * removes it. A module of its own, so that the header can see whether anyone
 * is signed in before it fetches any account code
 * (src/frame/lazy-header-account.tsx).
 */
export const PROFILE_STORAGE_KEY = "ramaskrik.userProfile"

/** The IndexedDB database of the session's token refreshes (refreshed-token.ts); signing out deletes it. */
export const REFRESH_DATABASE = "ramaskrik.session"
