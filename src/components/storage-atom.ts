import { atom, type PrimitiveAtom } from "jotai"

/**
 * An atom holding what `read` makes of one local-storage key. It is
 * undefined ("not known yet") until the first component that shows it
 * mounts, so that server HTML and the first render agree; then it holds
 * the stored value, and follows it as other tabs write the key (or clear
 * storage). Writing storage, and setting the atom with what was written,
 * is the caller's.
 */
export function storageAtom<T>(key: string, read: () => T): PrimitiveAtom<T | undefined> {
  const stored = atom<T | undefined>(undefined)
  stored.onMount = (set) => {
    set(read())
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) set(read())
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }
  return stored
}
