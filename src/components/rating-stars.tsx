import React from "react"

import { Icon } from "./icons"

export type StarFill = "full" | "half" | "empty"

/** One star of a rating: full, empty, or its left half filled. */
function Star({ fill }: { fill: StarFill }) {
  return (
    <Icon size={18}>
      <path
        d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"
        fill={fill === "full" ? "currentColor" : "none"}
      />
      {/* The star's left half, along its middle. */}
      {fill === "half" && <path d="M12 3L9.2 8.7 3 9.6l4.5 4.4-1.1 6.2L12 17.3z" fill="currentColor" />}
    </Icon>
  )
}

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
        <Star key={index} fill={fill} />
      ))}
      <span className="rating-stars__value">{value}</span>
      {count !== undefined && <span className="rating-stars__count">({count})</span>}
    </span>
  )
}
