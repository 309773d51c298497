import React, { useState, type MouseEvent } from "react"

import { parsedOnce, useStored } from "../components/stored-key"
import { PLAN_PATH, WISH_CHOICES, WISH_FILM_PARAM, WISH_PARAM } from "./plan-address"
import { WISHES_STORAGE_KEY, parseStoredWishes, setStoredWish, type Wish } from "./wish-storage"

const storedWishes = parsedOnce(
  WISHES_STORAGE_KEY,
  (text) => new Map(parseStoredWishes(text).map(({ reference, wish }) => [reference, wish])),
)
const storedWish = (reference: string): Wish | null => storedWishes().get(reference) ?? null

export interface WishMarkProps {
  /** The production's ticketing code, the wish's key. */
  reference: string
  title: string
  /** What a press on "Må se" does besides (the watch list of a signed-in visitor): resolves to what to tell of it, if anything. */
  onMust?: () => Promise<string | undefined>
}

/**
 * A film's "Må se" and "Vil gjerne se". In the server's HTML, and before or
 * without scripts, a form that takes the visitor to Min festival with the
 * wish; once the page runs, a press sets the wish in place (again: takes it
 * away), with nothing to fetch, and the focus stays on the button. The HTML
 * claims no state (no `aria-pressed`) until the device's wishes are read.
 */
export function WishMark({ reference, title, onMust }: WishMarkProps) {
  // Undefined in the server's HTML and while hydrating, so that both agree; then this film's wish, here or in other tabs.
  const wish = useStored(WISHES_STORAGE_KEY, () => storedWish(reference))
  const [told, setTold] = useState<string>()
  const press = (event: MouseEvent, chosen: Wish) => {
    event.preventDefault()
    // From what storage holds now: another tab may have changed it since this one drew.
    const next = storedWish(reference) === chosen ? null : chosen
    setStoredWish(reference, title, next)
    setTold(undefined)
    // The mark shows at once; the watch list answers after, and is heard only while the film is still a must.
    if (next === "must" && onMust)
      void onMust().then((said) => setTold(storedWish(reference) === "must" ? said : undefined))
  }
  return (
    <form className="wish-mark" method="get" action={PLAN_PATH}>
      <input type="hidden" name={WISH_FILM_PARAM} value={reference} />
      <div role="group" aria-label="Vil se">
        {WISH_CHOICES.map((choice) => (
          <button
            key={choice.value}
            type="submit"
            name={WISH_PARAM}
            value={choice.value}
            // The film in the name, the visible words first: "Må se: Rot Season".
            aria-label={`${choice.label}: ${title}`}
            aria-pressed={wish === undefined ? undefined : wish === choice.wish}
            onClick={(event) => press(event, choice.wish)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {told && <p role="alert">{told}</p>}
    </form>
  )
}
