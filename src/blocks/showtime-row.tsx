import React, { memo, type ReactNode } from "react"

import { analyticsItem, trackBuyTicket } from "../analytics/events"
import { dayKey, formatDay, formatDayTime, formatTime } from "../components/oslo-time"
import { Place } from "../components/place"
import { kindLabel } from "../content-model/production-kinds"
import {
  NO_SALE_REASONS,
  SHOWTIME_STATUS_LABELS,
  STARTED_LABEL,
  STARTED_REASON,
  isOnSale,
  isShowtimeStatus,
} from "../content-model/showtime-status"
import { ContentNotes } from "../content-warnings/content-notes"
import { useLiveShowtime } from "../live-status/use-live-showtime"
import { AgeMark } from "./age-mark"
import { FilmWish } from "./film-wish"
import { PlanToggle } from "../planner/plan-toggle"
import type { EventData } from "./types"

interface ShowtimeRowProps {
  event: EventData
  /** The list the row is in, for analytics: the block's heading. */
  listName: string
  /**
   * In a list of many productions, what names the row's production: showtimeTitle (showtime-title.tsx),
   * given by the list, so that the production's own page, where the title is the page's, carries none
   * of its code. With it come the production's content notes and its "Vil se".
   */
  title?: (production: EventData["production"]) => ReactNode
  /** False where a day heading already says which day it is. */
  withDay?: boolean
  /** False where the same showtime is listed again below with its plan button (a production's heading). */
  withPlan?: boolean
}

/** "Flyttet fra 18:00", with the day too when it moved to another one. */
function MovedFrom({ from, to }: { from: string; to: string }) {
  const day = dayKey(from) === dayKey(to) ? "" : `${formatDay(from)} `
  return (
    <span className="showtime__moved">
      {" "}
      Flyttet fra{" "}
      <s>
        {day}kl. {formatTime(from)}
      </s>
    </span>
  )
}

/**
 * One showtime: when, where, how full, and the way to a ticket. The HTML
 * holds the build's status; once the page is up the row follows the
 * ticketing service live (src/live-status/), and the visitor's clock says
 * when it has started.
 */
export const ShowtimeRow = memo(function ShowtimeRow({
  event,
  listName,
  title,
  withDay = true,
  withPlan = true,
}: ShowtimeRowProps) {
  const { production } = event
  const withTitle = title !== undefined
  // The build refuses any other status; should one slip through, no ticket is offered for it.
  const status = isShowtimeStatus(event.status) ? event.status : "cancelled"
  const { shown, watcher } = useLiveShowtime({ id: event.id, start: event.start, status })
  const onSale = !shown.started && isOnSale(shown.status)
  const reason = shown.started ? STARTED_REASON : NO_SALE_REASONS[shown.status]
  const chooseTicket = () =>
    trackBuyTicket(analyticsItem({ ...production, category: kindLabel(production.objectClass) }, listName), event.id)
  return (
    <li className={`showtime showtime--${shown.started ? "started" : shown.status}`} data-showtime={event.id}>
      <time className="showtime__when" dateTime={shown.start}>
        {withDay && <span className="showtime__day">{formatDay(shown.start)} </span>}
        <span className="showtime__time">kl. {formatTime(shown.start)}</span>
        {shown.movedFrom && <MovedFrom from={shown.movedFrom} to={shown.start} />}
      </time>
      {title?.(production)}
      <span className="showtime__where">
        <Place venue={event.venue} hall={event.hall} />
      </span>
      <span className="showtime__status">
        {shown.started ? STARTED_LABEL : SHOWTIME_STATUS_LABELS[shown.status]}
        {reason && <span className="visually-hidden">: {reason}</span>}
        {shown.seenAt && <span className="showtime__seen"> · Status kl. {formatTime(shown.seenAt)}</span>}
      </span>
      {withTitle && <ContentNotes notes={production.contentNotes} />}
      {onSale && typeof event.price === "number" && <span className="showtime__price">{event.price} kr</span>}
      <AgeMark limit={production.ageLimit} />
      {onSale ? (
        <a className="showtime__buy" href={event.ticketUrl} onClick={chooseTicket}>
          Kjøp billett
          <span className="visually-hidden">{` til ${production.title} ${formatDayTime(shown.start)}`}</span>
        </a>
      ) : (
        // Holds the button's room, so that a row selling out moves nothing; the status says why.
        <span className="showtime__no-buy" aria-hidden="true">
          Kjøp billett
        </span>
      )}
      {withPlan && (
        <PlanToggle
          showing={{
            id: event.id,
            title: production.title,
            start: shown.start,
            venue: event.venue,
            hall: event.hall,
            status: shown.status,
          }}
        />
      )}
      {withTitle && (
        <FilmWish
          reference={production.reference}
          title={production.title}
          onWatchList={Boolean(production.ediNumber)}
        />
      )}
      {watcher}
    </li>
  )
})
