/**
 * The films pressed "Må se" whose add to the watch list the ticketing
 * service has not confirmed yet, as the device keeps them (one key per film,
 * the key in waiting-add-key.ts, which a content page's press
 * writes in its first load). Damaged or forbidden
 * storage holds nothing.
 */
import { WAITING_ADD_PREFIX } from "./waiting-add-key"

/** Every waiting film: its movie id and the email of the visitor who pressed it. */
export function waitingAdds(): { movieId: string; owner: string }[] {
  try {
    const storage = window.localStorage
    return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "")
      .filter((key) => key.startsWith(WAITING_ADD_PREFIX) && key.length > WAITING_ADD_PREFIX.length)
      .map((key) => ({ movieId: key.slice(WAITING_ADD_PREFIX.length), owner: storage.getItem(key) ?? "" }))
  } catch {
    return []
  }
}

/** Puts the film on the device to wait for its owner's watch list. */
export function keepWaiting(movieId: string, owner: string): void {
  try {
    window.localStorage.setItem(WAITING_ADD_PREFIX + movieId, owner)
  } catch {
    // Storage full or forbidden: the film is still sent now, only not again later.
  }
}

/** The film no longer waits for this visitor: the service answered. Someone else's press of it stays. */
export function stopWaiting(movieId: string, owner: string): void {
  try {
    if (window.localStorage.getItem(WAITING_ADD_PREFIX + movieId) === owner) {
      window.localStorage.removeItem(WAITING_ADD_PREFIX + movieId)
    }
  } catch {
    // Nothing could be read, so nothing waits.
  }
}

/** Signing out forgets on the device whose films were waiting, as it forgets the tickets. */
export function forgetWaitingAdds(): void {
  waitingAdds().forEach(({ movieId, owner }) => stopWaiting(movieId, owner))
}
