import React from "react"

import { StarIcon } from "./icons"

/** A rating of 0 to `max` as filled and empty stars, read out as one sentence. */
export function RatingStars({ rating, max = 5, count }: { rating: number; max?: number; count?: number }) {
  // A reply may say 37 of 5, or nothing that is a number: show and say what the scale allows.
  const onScale = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), max) : 0
  const filled = Math.round(onScale)
  const label = `Vurdering ${onScale.toLocaleString("nb-NO", { maximumFractionDigits: 1 })} av ${max}${
    count === undefined ? "" : `, ${count} stemmer`
  }`
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      {Array.from({ length: max }, (_, index) => (
        <StarIcon key={index} size={18} filled={index < filled} />
      ))}
      {count !== undefined && <span className="rating-stars__count">({count})</span>}
    </span>
  )
}
