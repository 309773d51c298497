/**
 * Where the notes a visitor wants to be warned about are kept, on the device
 * only. A module of its own, so that a page can see whether anything was
 * chosen before it fetches the settings' code (lazy-note-settings.tsx).
 */
export const CHOSEN_NOTES_KEY = "ramaskrik.contentWarnings"
