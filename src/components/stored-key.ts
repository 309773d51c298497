import { useCallback, useSyncExternalStore } from "react"

/** The event a write in this tab sends: `storage` events reach only the other tabs. */
const WRITTEN_HERE = "ramaskrik:stored"

/** Whether local storage holds the key at all: one synchronous read, no parsing. */
export function hasStoredKey(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null
  } catch {
    // Storage forbidden (private modes): nothing was kept, so there is nothing to show.
    return false
  }
}

/** Tells this tab's readers (useHasStoredKey) that the key was written or removed. */
export function announceStoredKey(key: string): void {
  window.dispatchEvent(new CustomEvent(WRITTEN_HERE, { detail: key }))
}

/** Calls `onChange` when the key is written or removed, in this tab (announceStoredKey) or another. */
export function subscribeToStoredKey(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange()
  }
  const onWritten = (event: Event) => {
    if (event instanceof CustomEvent && event.detail === key) onChange()
  }
  window.addEventListener("storage", onStorage)
  window.addEventListener(WRITTEN_HERE, onWritten)
  return () => {
    window.removeEventListener("storage", onStorage)
    window.removeEventListener(WRITTEN_HERE, onWritten)
  }
}

/**
 * Whether local storage holds the key, following writes in this tab and in
 * others; undefined in the server's HTML and while hydrating ("not known
 * yet"), so that both renders agree. The cheap check that decides whether a
 * feature has anything to show before its code is fetched.
 */
export function useHasStoredKey(key: string): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    useCallback((onChange) => subscribeToStoredKey(key, onChange), [key]),
    () => hasStoredKey(key),
    () => undefined,
  )
}
