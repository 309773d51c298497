import { Link } from "gatsby"
import React from "react"

import { formatDay, formatTime } from "../components/oslo-time"
import type { ShowtimeData } from "./types"

const STATUS_LABELS: Record<string, string> = {
  available: "Ledige plasser",
  "few-left": "Få plasser igjen",
  "sold-out": "Utsolgt",
}

interface ShowtimeRowProps {
  showtime: ShowtimeData
  title?: string
  path?: string
  /** False where a day heading already says which day it is. */
  withDay?: boolean
}

/** One showtime: when, where, how full, and the way to a ticket. */
export function ShowtimeRow({ showtime, title, path, withDay = true }: ShowtimeRowProps) {
  const soldOut = showtime.status === "sold-out"
  return (
    <li className={`showtime showtime--${showtime.status}`}>
      <time className="showtime__when" dateTime={showtime.start}>
        {withDay && <span className="showtime__day">{formatDay(showtime.start)} </span>}
        <span className="showtime__time">kl. {formatTime(showtime.start)}</span>
      </time>
      {title && <span className="showtime__title">{path ? <Link to={path}>{title}</Link> : title}</span>}
      <span className="showtime__where">
        {showtime.venue}, {showtime.hall}
      </span>
      <span className="showtime__status">{STATUS_LABELS[showtime.status] ?? showtime.status}</span>
      {soldOut ? null : (
        <a className="showtime__buy" href={showtime.ticketUrl}>
          Kjøp billett
          <span className="visually-hidden">
            {title ? ` til ${title}` : ""} {formatDay(showtime.start)} kl. {formatTime(showtime.start)}
          </span>
        </a>
      )}
    </li>
  )
}
