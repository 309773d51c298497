import { atom, type PrimitiveAtom } from "jotai"

import { storedText, subscribeStoredKey } from "./stored-key"

/**
 * An atom holding what `read` makes of one local-storage key. It is
 * undefined ("not known yet") until the first component that shows it
 * mounts, so that server HTML and the first render agree; then it holds
 * the stored value, and follows it as other tabs write the key (or clear
 * storage), and as code of this tab that is not the atom's writes it
 * (announceStoredKey). Writing storage, and setting the atom with what was
 * written, is the caller's.
 */
export function storageAtom<T>(key: string, read: () => T): PrimitiveAtom<T | undefined> {
  const stored = atom<T | undefined>(undefined)
  stored.onMount = (set) => {
    let text = storedText(key)
    set(read())
    // A write is heard twice where a tab both announces it and hears it from storage: read it once.
    return subscribeStoredKey(key, () => {
      if (storedText(key) === text) return
      text = storedText(key)
      set(read())
    })
  }
  return stored
}
