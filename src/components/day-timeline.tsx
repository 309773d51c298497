import { Link } from "gatsby"
import React, { useEffect, useId, useRef } from "react"

import { formatTime } from "./oslo-time"
import "./day-timeline.css"

/** One block on the timeline: a screening in its hall, from start to end. */
export interface TimelineItem {
  id: string
  title: string
  /** ISO 8601 with offset. */
  start: string
  /** null when the running time is not known: drawn as UNKNOWN_MINUTES, open-ended. */
  end: string | null
  venue: string
  hall: string
  /** A site path (the film's page) or a fragment (the row in the list beside it); none: text only. */
  href?: string
  status: string
  /** Drawn as in trouble (a clash); `note` says with what, for a screen reader. */
  flagged?: boolean
  note?: string
}

/** A span of time across the lanes it concerns: a clash, or a walk that is too short. */
export interface TimelineMark {
  kind: "overlap" | "too-close"
  /** Milliseconds since the epoch. */
  from: number
  to: number
  /** `${venue}|${hall}` of the lanes it touches (the mark spans them and those between). */
  lanes: readonly string[]
  /** Short, drawn on the mark ("Går samtidig", "Gåtur 10 min, 5 min tid"). */
  label: string
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const UNKNOWN_MINUTES = 120

export const laneKey = ({ venue, hall }: Pick<TimelineItem, "venue" | "hall">) => `${venue}|${hall}`

const endOf = (item: TimelineItem) =>
  item.end === null || Number.isNaN(Date.parse(item.end))
    ? Date.parse(item.start) + UNKNOWN_MINUTES * MINUTE
    : Math.max(Date.parse(item.end), Date.parse(item.start))

/** Whole hours around every item and mark, so the axis reads in round hours. */
function spanOf(items: readonly TimelineItem[], marks: readonly TimelineMark[]): { from: number; to: number } {
  const starts = [...items.map((item) => Date.parse(item.start)), ...marks.map((mark) => mark.from)]
  const ends = [...items.map(endOf), ...marks.map((mark) => mark.to)]
  const from = Math.floor(Math.min(...starts) / HOUR) * HOUR
  const to = Math.max(from + HOUR, Math.ceil(Math.max(...ends) / HOUR) * HOUR)
  return { from, to }
}

/** The halls grouped by venue (in the order of the venue's first screening), by name within one: the same order every day. */
function lanesOf(items: readonly TimelineItem[]): { key: string; venue: string; hall: string }[] {
  const lanes = new Map<string, { key: string; venue: string; hall: string }>()
  items.forEach((item) => {
    const key = laneKey(item)
    if (!lanes.has(key)) lanes.set(key, { key, venue: item.venue, hall: item.hall })
  })
  const venues = [...new Set([...lanes.values()].map(({ venue }) => venue))]
  return [...lanes.values()].sort(
    (a, b) => venues.indexOf(a.venue) - venues.indexOf(b.venue) || a.hall.localeCompare(b.hall, "nb"),
  )
}

const STATUS_NOTES: Record<string, string> = { "sold-out": "utsolgt", cancelled: "avlyst" }

/**
 * One day as lanes (one per hall, grouped by venue) with the screenings as
 * blocks by time, and marks where two clash or a walk between venues is too
 * short. Each block is a link (to the film, or to its row in a list), so the
 * day is read and walked by keyboard and screen reader as lists of links per
 * hall; the marks are drawn only, since what they say is written out beside
 * the timeline. On a narrow screen the day scrolls sideways, the hall names
 * staying in view.
 */
export function DayTimeline({
  label,
  items,
  marks = [],
}: {
  /** The day ("onsdag 13. oktober"): the timeline's name. */
  label: string
  items: readonly TimelineItem[]
  marks?: readonly TimelineMark[]
}) {
  const nameId = useId()
  const scroller = useRef<HTMLDivElement>(null)
  const firstMark = marks.length === 0 ? null : Math.min(...marks.map((mark) => mark.from))
  useEffect(() => {
    // A day wider than the screen opens at its first clash, not at its morning.
    const box = scroller.current
    const mark = box?.querySelector<HTMLElement>(".timeline__mark")
    if (!box || !mark || box.scrollWidth <= box.clientWidth) return
    box.scrollLeft = Math.max(0, mark.offsetLeft - box.clientWidth / 4)
  }, [firstMark])
  if (items.length === 0) return null
  const lanes = lanesOf(items)
  const span = spanOf(items, marks)
  const length = span.to - span.from
  const at = (time: number) => `${(((time - span.from) / length) * 100).toFixed(3)}%`
  const width = (from: number, to: number) => `${(((to - from) / length) * 100).toFixed(3)}%`
  const hours = Array.from({ length: Math.round(length / HOUR) }, (_, index) => span.from + index * HOUR)
  return (
    <div className="timeline" role="group" aria-labelledby={nameId}>
      <p id={nameId} className="visually-hidden">
        Tidslinje, {label}
      </p>
      <div className="timeline__scroll" ref={scroller}>
        <div className="timeline__day" style={{ "--timeline-hours": hours.length } as React.CSSProperties}>
          <div className="timeline__hours" aria-hidden>
            {hours.map((hour) => (
              <span key={hour} style={{ left: at(hour) }}>
                {formatTime(hour)}
              </span>
            ))}
          </div>
          <ul className="timeline__lanes" style={{ "--timeline-lanes": lanes.length } as React.CSSProperties}>
            {lanes.map((lane, index) => (
              <li key={lane.key} className="timeline__lane">
                <span className="timeline__lane-name" id={`${nameId}-lane-${index}`}>
                  {lane.hall}
                  <span className="timeline__venue">{lane.venue}</span>
                </span>
                <ul className="timeline__track" aria-labelledby={`${nameId}-lane-${index}`}>
                  {items
                    .filter((item) => laneKey(item) === lane.key)
                    .map((item) => {
                      const start = Date.parse(item.start)
                      const status = STATUS_NOTES[item.status]
                      const text = (
                        <>
                          <span className="timeline__title">{item.title}</span>
                          <span className="timeline__time">
                            {formatTime(start)}–{item.end === null ? "?" : formatTime(endOf(item))}
                          </span>
                          {status && <span className="timeline__status">{status}</span>}
                          {item.note && <span className="visually-hidden">{` (${item.note})`}</span>}
                        </>
                      )
                      return (
                        <li
                          key={item.id}
                          className={`timeline__block timeline__block--${item.status}${item.flagged ? " timeline__block--flagged" : ""}`}
                          style={{ left: at(start), width: width(start, endOf(item)) }}
                        >
                          {item.href === undefined ? (
                            <span className="timeline__text">{text}</span>
                          ) : item.href.startsWith("/") ? (
                            <Link to={item.href}>{text}</Link>
                          ) : (
                            <a href={item.href}>{text}</a>
                          )}
                        </li>
                      )
                    })}
                </ul>
              </li>
            ))}
          </ul>
          <div className="timeline__marks" aria-hidden>
            {[...marks]
              .sort((a, b) => a.from - b.from)
              .map((mark) => {
                const rows = mark.lanes.map((key) => lanes.findIndex((lane) => lane.key === key)).filter((i) => i >= 0)
                if (rows.length === 0) return null
                const top = Math.min(...rows)
                const bottom = Math.max(...rows)
                return (
                  <span
                    key={`${mark.kind}-${mark.from}-${mark.lanes.join("-")}`}
                    className={`timeline__mark timeline__mark--${mark.kind}`}
                    style={
                      {
                        left: at(mark.from),
                        width: width(mark.from, Math.max(mark.to, mark.from + 5 * MINUTE)),
                        "--mark-top": top,
                        "--mark-rows": bottom - top + 1,
                      } as React.CSSProperties
                    }
                  >
                    <span className="timeline__mark-label">{mark.label}</span>
                  </span>
                )
              })}
          </div>
        </div>
      </div>
    </div>
  )
}
