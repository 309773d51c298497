import { hasStoredKey } from "../components/stored-key"
import { PROFILE_STORAGE_KEY } from "./session-key"

/**
 * Puts a film on a signed-in visitor's watch list from a content page
 * ("Må se"). Only the stored profile is looked at in the page's first load;
 * the account code is fetched on the press, and only where someone is
 * signed in. Resolves to false when the film did not get on the list, true
 * otherwise (added, or nobody signed in); never rejects.
 */
export function addToWatchListIfSignedIn(partners: readonly number[], movieId: string): Promise<boolean> {
  if (!hasStoredKey(PROFILE_STORAGE_KEY)) return Promise.resolve(true)
  // The code not fetched (offline) is a film not added: the mark says so.
  return import("./api/watch-list").then(
    (module) => module.addToWatchListOnPress(partners, movieId),
    () => false,
  )
}
