/**
 * The films a visitor wants to see ("Vil se": må se or vil gjerne se), kept
 * on the device beside the plan and keyed by the production's ticketing code
 * (DXM1013, SCENE01), the key the screenings file, the watch list and the
 * solver share. No Jotai, like plan-storage.ts: a film page's mark reads and
 * writes it in the page's first load. The title is kept so that a wish for a
 * film gone from the programme can still be named.
 */
import { storedText } from "../components/stored-key"
import { parseStoredList, storeList } from "../components/stored-list"
import type { Wish } from "./make-plan/request"

export type { Wish }

export const WISHES_STORAGE_KEY = "ramaskrik.wishes"

export interface StoredWish {
  reference: string
  title: string
  wish: Wish
}

const MAX_WISHES = 300

const isWish = (value: unknown): value is Wish => value === "must" || value === "want"

function isStoredWish(value: unknown): value is StoredWish {
  if (value === null || typeof value !== "object") return false
  const { reference, title, wish } = value as Record<string, unknown>
  return (
    typeof reference === "string" &&
    reference !== "" &&
    reference.length <= 40 &&
    typeof title === "string" &&
    title.length <= 300 &&
    isWish(wish)
  )
}

/** The wishes as stored: their text, null when there are none (or storage is forbidden). */
export const storedWishesText = (): string | null => storedText(WISHES_STORAGE_KEY)

/** A stored text narrowed entry by entry: a damaged entry is dropped, the rest kept; one wish per film, the first. */
export const parseStoredWishes = (text: string | null): StoredWish[] =>
  parseStoredList(text, isStoredWish, ({ reference }) => reference, MAX_WISHES).map(({ reference, title, wish }) => ({
    reference,
    title,
    wish,
  }))

export const readStoredWishes = (): StoredWish[] => parseStoredWishes(storedWishesText())

/**
 * Sets the film's wish, or takes it away (null). Every change starts from
 * what storage holds now, so two tabs marking at once both keep theirs.
 * Returns what was written.
 */
export function setStoredWish(reference: string, title: string, wish: Wish | null): StoredWish[] {
  const others = readStoredWishes().filter((stored) => stored.reference !== reference)
  const next = wish === null ? others : [...others, { reference, title, wish }]
  storeList(WISHES_STORAGE_KEY, next)
  return next
}
