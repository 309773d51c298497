import { storedText } from "../components/stored-key"
import { PROFILE_STORAGE_KEY } from "./session-key"
import { WAITING_ADD_PREFIX } from "./waiting-add-key"

/**
 * Puts a film on a signed-in visitor's watch list from a content page
 * ("Må se"). Only the stored profile is looked at in the page's first load
 * (it is there only while someone is signed in); the film is put on the
 * device to wait, and the account code that sends it is fetched after the
 * press. Resolves to what to tell the visitor when the film is not on the
 * list yet (nothing when it is, or nobody is signed in); never rejects.
 */
export function addToWatchListIfSignedIn(partners: readonly number[], movieId: string): Promise<string | undefined> {
  const profile = storedText(PROFILE_STORAGE_KEY)
  if (profile === null) return Promise.resolve(undefined)
  let owner = ""
  try {
    owner = (JSON.parse(profile) as { email: string }).email
    // keepWaiting's write (waiting-adds.ts), inside this try: calling it from here costs the programme's
    // first load 19 bytes of gzip, over its budget (30 November 2026).
    window.localStorage.setItem(WAITING_ADD_PREFIX + movieId, owner)
  } catch {
    // A damaged profile is nobody signed in (the code below finds so); storage full or forbidden, the film is sent now only.
  }
  // The code not fetched (no signal, and not kept by the service worker): the film waits on the
  // device, and nothing is said of it, so that no words wait in every page's first load for that.
  return import("./api/watch-list").then(
    (module) => module.addToWatchListOnPress(partners, movieId, owner),
    () => undefined,
  )
}
