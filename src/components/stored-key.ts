import { useCallback, useSyncExternalStore } from "react"

/** The event a write in this tab sends: `storage` events reach only the other tabs. */
const WRITTEN_HERE = "ramaskrik:stored"

/** The key's stored text; null when there is none, or storage is forbidden (private modes): nothing was kept. */
export function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Whether local storage holds the key at all: one synchronous read, no parsing. */
export const hasStoredKey = (key: string): boolean => storedText(key) !== null

/** Tells this tab's readers (useHasStoredKey) that the key was written or removed. */
export function announceStoredKey(key: string): void {
  window.dispatchEvent(new CustomEvent(WRITTEN_HERE, { detail: key }))
}

/** Calls `onChange` whenever the key is written or removed, in this tab (announceStoredKey) or another. */
export function subscribeStoredKey(key: string, onChange: () => void): () => void {
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
 * What a reader makes of the key's text, made once per text: the
 * programme's 86 rows each read the same stored plan and wishes, and only
 * the first of them parses it.
 */
export function parsedOnce<T>(key: string, parse: (text: string | null) => T): () => T {
  let last: { text: string | null; value: T } | undefined
  return () => {
    const text = storedText(key)
    if (!last || last.text !== text) last = { text, value: parse(text) }
    return last.value
  }
}

/**
 * What `read` finds in local storage, following writes in this tab and in
 * others; undefined in the server's HTML and while hydrating ("not known
 * yet"), so that both renders agree. A component re-renders only when its
 * own answer changes.
 */
export function useStored<T>(key: string, read: () => T): T | undefined {
  return useSyncExternalStore<T | undefined>(
    useCallback((onChange) => subscribeStoredKey(key, onChange), [key]),
    read,
    () => undefined,
  )
}

/**
 * Whether local storage holds the key: the cheap check that decides
 * whether a feature has anything to show before its code is fetched.
 */
export const useHasStoredKey = (key: string): boolean | undefined => useStored(key, () => hasStoredKey(key))
