/**
 * A list kept under one local-storage key, one entry per key of its own
 * (the plan's showtimes, the films' wishes): read entry by entry, written
 * whole. A module apart from stored-key.ts, which every page's header
 * loads: only the pages with showtimes, and Min festival, need these.
 */
import { announceStoredKey } from "./stored-key"

/** The first item for each key, in order. */
export function firstOfEach<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const keys = new Set<string>()
  return items.filter((item) => !keys.has(keyOf(item)) && Boolean(keys.add(keyOf(item))))
}

/**
 * A stored list's text narrowed entry by entry: a damaged entry is dropped
 * and the rest kept, the first entry for each key, at most `max` of them;
 * no text, or text that is not a list, is an empty list.
 */
export function parseStoredList<T>(
  text: string | null,
  isEntry: (value: unknown) => value is T,
  keyOf: (entry: T) => string,
  max: number,
): T[] {
  try {
    const stored: unknown = JSON.parse(text ?? "[]")
    return Array.isArray(stored) ? firstOfEach(stored.filter(isEntry), keyOf).slice(0, max) : []
  } catch {
    return []
  }
}

/** Keeps the list under the key (an empty one removes the key) and tells this tab's readers. */
export function storeList(key: string, list: readonly unknown[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify(list))
  } catch {
    // Storage full or forbidden (private mode): nothing is kept but what the caller holds (the plan's atoms).
  }
  announceStoredKey(key)
}
