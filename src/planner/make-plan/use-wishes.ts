import { parsedOnce, useStored } from "../../components/stored-key"
import { WISHES_STORAGE_KEY, parseStoredWishes, type StoredWish } from "../wish-storage"

const storedWishes = parsedOnce(WISHES_STORAGE_KEY, parseStoredWishes)

/**
 * The visitor's wishes on this device, following marks in this tab and in
 * others; undefined in the server's HTML and while hydrating, so that both
 * renders agree.
 */
export const useWishes = (): readonly StoredWish[] | undefined => useStored(WISHES_STORAGE_KEY, storedWishes)
