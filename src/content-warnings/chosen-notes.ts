import { useSyncExternalStore } from "react"

import { isContentNote, type ContentNote } from "../content-model/content-notes"
/** Where the notes a visitor wants to be warned about are kept, on the device only. */
export const CHOSEN_NOTES_KEY = "ramaskrik.contentWarnings"
/** Sent on window when this tab changes the choice; other tabs hear the storage event. */
export const CHOSEN_NOTES_CHANGED = CHOSEN_NOTES_KEY

function stored(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_NOTES_KEY)
  } catch {
    // Storage switched off: nothing chosen.
    return null
  }
}

function subscribe(changed: () => void): () => void {
  window.addEventListener("storage", changed)
  window.addEventListener(CHOSEN_NOTES_CHANGED, changed)
  return () => {
    window.removeEventListener("storage", changed)
    window.removeEventListener(CHOSEN_NOTES_CHANGED, changed)
  }
}

/** Anything but a list of known notes (an old format, a hand edit, junk) counts as no choice. */
export function chosenNotes(raw: string | null): ContentNote[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]")
    return Array.isArray(value) ? value.filter(isContentNote) : []
  } catch {
    return []
  }
}

/**
 * The notes this visitor wants warnings for. None in the server-rendered
 * HTML and while hydrating, so both agree; the stored choice after that.
 * The snapshot is the stored text, which compares equal while it is unchanged.
 */
export const useChosenNotes = (): ContentNote[] => chosenNotes(useSyncExternalStore(subscribe, stored, () => null))
