import React from "react"

import { ageLimitLabel, ageLimitMark, isRated, type AgeLimit } from "../content-model/age-limits"

/**
 * The age limit beside a buy link: short to the eye, in full to a screen
 * reader; nothing while it is not set. The row's grid places the mark, the
 * price and the buy link in cells of their own, and the buy link is wider
 * than the mark, so a row without one keeps its layout.
 */
export function AgeMark({ limit }: { limit: AgeLimit }) {
  if (!isRated(limit)) return null
  return (
    <span className={`age-mark age-mark--${limit}`}>
      <span aria-hidden="true">{ageLimitMark(limit)}</span>
      <span className="visually-hidden">{ageLimitLabel(limit)}</span>
    </span>
  )
}
