import React from "react"

import { StarIcon, type StarFill } from "./icons"

/** Each star of a rating on a 0 to `max` scale, to the nearest half: 4.5 is four full stars and a half. */
export function starFills(rating: number, max: number): StarFill[] {
  const halves = Math.round(rating * 2)
  return Array.from({ length: max }, (_, index) => {
    const left = halves - index * 2
    return left >= 2 ? "full" : left === 1 ? "half" : "empty"
  })
}

/** A rating of 0 to `max` as stars with its number beside them, read out as one sentence. */
export function RatingStars({ rating, max = 5, count }: { rating: number; max?: number; count?: number }) {
  // A reply may say 37 of 5, or nothing that is a number: show and say what the scale allows.
  const onScale = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), max) : 0
  const value = onScale.toLocaleString("nb-NO", { maximumFractionDigits: 1 })
  const label = `Vurdering ${value} av ${max}${count === undefined ? "" : `, ${count} stemmer`}`
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      {starFills(onScale, max).map((fill, index) => (
        <StarIcon key={index} size={18} fill={fill} />
      ))}
      <span className="rating-stars__value">{value}</span>
      {count !== undefined && <span className="rating-stars__count">({count})</span>}
    </span>
  )
}
