import { Link } from "gatsby"
import React from "react"

import { analyticsItem, trackBuyTicket } from "../analytics/events"
import { formatDay, formatTime } from "../components/oslo-time"
import { kindLabel } from "../content-model/production-kinds"
import { ContentNotes } from "../content-warnings/content-notes"
import { AgeMark } from "./age-mark"
import { PlanToggleSlot } from "../planner/plan-toggle-slot"
import type { EventData } from "./types"

const STATUS_LABELS: Record<string, string> = {
  available: "Ledige plasser",
  "few-left": "Få plasser igjen",
  "sold-out": "Utsolgt",
  cancelled: "Avlyst",
}

interface ShowtimeRowProps {
  event: EventData
  /** The list the row is in, for analytics: the block's heading. */
  listName: string
  /** False on the production's own page, where the title is the page's. */
  withTitle?: boolean
  /** False where a day heading already says which day it is. */
  withDay?: boolean
  /** False where the same showtime is listed again below with its plan button (a production's heading). */
  withPlan?: boolean
}

/** One showtime: when, where, how full, and the way to a ticket. */
export function ShowtimeRow({ event, listName, withTitle = true, withDay = true, withPlan = true }: ShowtimeRowProps) {
  const { production } = event
  const onSale = event.status !== "sold-out" && event.status !== "cancelled"
  const chooseTicket = () =>
    trackBuyTicket(analyticsItem({ ...production, category: kindLabel(production.objectClass) }, listName), event.id)
  return (
    <li className={`showtime showtime--${event.status}`}>
      <time className="showtime__when" dateTime={event.start}>
        {withDay && <span className="showtime__day">{formatDay(event.start)} </span>}
        <span className="showtime__time">kl. {formatTime(event.start)}</span>
      </time>
      {withTitle && (
        <span className="showtime__title">
          {production.path ? <Link to={production.path}>{production.title}</Link> : production.title}{" "}
          <span className="showtime__kind">{kindLabel(production.objectClass)}</span>
        </span>
      )}
      <span className="showtime__where">
        {event.venue}, <span className="showtime__hall">{event.hall}</span>
      </span>
      <span className="showtime__status">{STATUS_LABELS[event.status] ?? event.status}</span>
      {withTitle && <ContentNotes notes={production.contentNotes} />}
      {onSale && typeof event.price === "number" && <span className="showtime__price">{event.price} kr</span>}
      <AgeMark limit={production.ageLimit} />
      {onSale && (
        <a className="showtime__buy" href={event.ticketUrl} onClick={chooseTicket}>
          Kjøp billett
          <span className="visually-hidden">
            {` til ${production.title}`} {formatDay(event.start)} kl. {formatTime(event.start)}
          </span>
        </a>
      )}
      {withPlan && <PlanToggleSlot showtimeId={event.id} />}
    </li>
  )
}
