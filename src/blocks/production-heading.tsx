import React from "react"

import { dayKey, formatDay } from "../components/oslo-time"
import { ageLimitLabel } from "../content-model/age-limits"
import { kindLabel } from "../content-model/production-kinds"
import { ContentNotes } from "../content-warnings/content-notes"
import { LazyNoteSettings } from "../content-warnings/lazy-note-settings"
import type { ProductionData } from "./types"

/** "onsdag 15. oktober", or from the first to the last day it is on; empty without showtimes. */
function dateRange(production: ProductionData): string {
  const starts = production.showtimes
    .filter((showtime) => showtime.status !== "cancelled")
    .map((showtime) => showtime.start)
    .sort((a, b) => Date.parse(a) - Date.parse(b))
  const first = starts[0]
  const last = starts[starts.length - 1]
  if (!first || !last) return ""
  return dayKey(first) === dayKey(last) ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`
}

/**
 * What a visitor must see before any buy button: what the production is,
 * when it is on, its age limit and its content notes. A production page puts
 * it first whatever order its blocks come in.
 */
export interface ProductionHeadingProps {
  production: ProductionData
  summary?: string
}

export function ProductionHeading({ production, summary }: ProductionHeadingProps) {
  const dates = dateRange(production)
  return (
    <header className="production-heading">
      <p className="production-heading__kind">{kindLabel(production.objectClass)}</p>
      <h1>{production.title}</h1>
      <p className="production-heading__facts">
        {dates && <span>{dates}</span>}
        <span className="production-heading__age">{ageLimitLabel(production.ageLimit)}</span>
      </p>
      <ContentNotes notes={production.contentNotes} />
      <LazyNoteSettings />
      {summary && <p className="production-heading__summary">{summary}</p>}
    </header>
  )
}
