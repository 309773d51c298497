import { startTransition, useEffect, useRef, useState } from "react"

import { forgetInAddress } from "./add-from-address"
import { useScreenings } from "./screenings"
import { WISH_CHOICES, WISH_FILM_PARAM, WISH_PARAM } from "./plan-address"
import { setStoredWish, type Wish } from "./wish-storage"

export interface WishInAddress {
  reference: string
  wish: Wish
  /** What the wish is called in a sentence: «må se». */
  label: string
}

/** The wish the address asks Min festival to set (a film's mark pressed before or without scripts). */
export function wishInAddress(search: string): WishInAddress | undefined {
  const params = new URLSearchParams(search)
  const reference = params.get(WISH_FILM_PARAM) ?? ""
  const choice = WISH_CHOICES.find(({ value }) => value === params.get(WISH_PARAM))
  // The stored wishes keep codes of at most 40 characters; a longer one is no film's.
  if (!choice || reference === "" || reference.length > 40) return undefined
  return { reference, wish: choice.wish, label: choice.label.toLowerCase() }
}

/**
 * Sets what the address asks for (`?onske-film=<code>&onske=ma-se`), once
 * the screenings file has named the film, and says so: "Rot Season er
 * merket «må se»."; a code the programme does not know is stored as nothing.
 * The address then forgets it, so that a reload after taking the wish away
 * does not bring it back. Where the file cannot be fetched the address keeps
 * it, so that a reload tries again. Returns what to say, once there is something.
 */
export function useWishFromAddress(): string | undefined {
  const [asked] = useState(() => (typeof window === "undefined" ? undefined : wishInAddress(window.location.search)))
  const { data, error } = useScreenings(asked !== undefined)
  const [said, setSaid] = useState<string>()
  // Once only: a later revalidation of the file must not set the wish again.
  const handled = useRef(false)

  useEffect(() => {
    if (!asked || handled.current || !data) return
    handled.current = true
    const title = data.screenings.find(({ reference }) => reference === asked.reference)?.title
    if (title !== undefined) setStoredWish(asked.reference, title, asked.wish)
    // The wish is written above; what is said of it can wait for a quiet moment.
    startTransition(() =>
      setSaid(
        title === undefined
          ? "Vi fant ikke filmen du ville merke. Den kan være tatt ut av programmet."
          : `${title} er merket «${asked.label}».`,
      ),
    )
    forgetInAddress([WISH_FILM_PARAM, WISH_PARAM])
  }, [asked, data])

  if (asked && error && !data && said === undefined) {
    return "Vi fikk ikke hentet programmet, så filmen ble ikke merket ennå. Last siden på nytt for å prøve igjen."
  }
  return said
}
