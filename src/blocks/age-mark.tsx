import React from "react"

import { ageLimitLabel, ageLimitMark, type AgeLimit } from "../content-model/age-limits"

/** The age limit beside a buy link: short to the eye, in full to a screen reader; an empty place while it is not set. */
export function AgeMark({ limit }: { limit: AgeLimit }) {
  return (
    <span className={`age-mark age-mark--${limit}`}>
      <span aria-hidden="true">{ageLimitMark(limit)}</span>
      <span className="visually-hidden">{ageLimitLabel(limit)}</span>
    </span>
  )
}
