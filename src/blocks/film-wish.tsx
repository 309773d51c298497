import React from "react"

import { useTicketingPartners } from "../account/ticketing-partners"
import { addToWatchListIfSignedIn } from "../account/watch-list-on-press"
import { WishMark } from "../planner/wish-mark"

interface FilmWishProps {
  /** The production's ticketing code: the wish's key, and the watch list's movie id. */
  reference: string
  title: string
  /** Whether the cinema sells it (it has an EDI number), so that its watch list can hold it. */
  onWatchList: boolean
}

/** A production's "Må se" and "Vil gjerne se"; "Må se" on a cinema film also puts it on a signed-in visitor's watch list. */
export function FilmWish({ reference, title, onWatchList }: FilmWishProps) {
  const partners = useTicketingPartners()
  return (
    <WishMark
      reference={reference}
      title={title}
      onMust={onWatchList ? () => addToWatchListIfSignedIn(partners, reference) : undefined}
    />
  )
}
