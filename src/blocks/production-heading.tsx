import React from "react"

import { dayKey, formatDay } from "../components/oslo-time"
import { ageLimitLabel, isRated } from "../content-model/age-limits"
import { kindLabel } from "../content-model/production-kinds"
import { ContentNotes } from "../content-warnings/content-notes"
import { LazyNoteSettings } from "../content-warnings/lazy-note-settings"
import { FilmWish } from "./film-wish"
import { ShowtimeRow } from "./showtime-row"
import { SHOWTIMES_ANCHOR } from "./ticket-list"
import { eventProduction, type ProductionData, type ShowtimeData } from "./types"

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

/** The first showtime with seats for sale, in the content as built: the row itself says "Vist" once it has begun. */
const firstOnSale = (production: ProductionData): ShowtimeData | undefined =>
  [...production.showtimes]
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .find(({ status }) => status === "available" || status === "few-left")

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
  const first = firstOnSale(production)
  const count = production.showtimes.length
  const { ageLimit } = production
  const rated = isRated(ageLimit)
  return (
    <header className="production-heading">
      <p className="production-heading__kind">{kindLabel(production.objectClass)}</p>
      <h1>{production.title}</h1>
      {(dates || rated) && (
        <p className="production-heading__facts">
          {dates && <span>{dates}</span>}
          {rated && <span className="production-heading__age">{ageLimitLabel(ageLimit)}</span>}
        </p>
      )}
      <FilmWish reference={production.reference} title={production.title} onWatchList={Boolean(production.ediNumber)} />
      <ContentNotes notes={production.contentNotes} />
      <LazyNoteSettings />
      {/* The way to a ticket in the first screen on a phone, above the description and reviews. */}
      {count > 0 && (
        <div className="production-heading__tickets">
          {first && (
            <ul className="showtimes" aria-label="Første ledige visning">
              <ShowtimeRow
                event={{ ...first, production: eventProduction(production) }}
                listName="Første ledige visning"
                withPlan={false}
              />
            </ul>
          )}
          <a className="production-heading__jump" href={`#${SHOWTIMES_ANCHOR}`}>
            {count === 1 ? "Visningen og billetter" : `Alle ${count} visninger og billetter`}
          </a>
        </div>
      )}
      {summary && <p className="production-heading__summary">{summary}</p>}
    </header>
  )
}
