import React, { useId } from "react"

import { DayTimeline, type TimelineItem } from "../components/day-timeline"
import { formatDay } from "../components/oslo-time"
import type { EventData } from "./types"

const MINUTE = 60_000

function itemOf(event: EventData): TimelineItem {
  const minutes = event.production.durationMinutes
  return {
    id: event.id,
    title: event.production.title,
    start: event.start,
    end: minutes ? new Date(Date.parse(event.start) + minutes * MINUTE).toISOString() : null,
    venue: event.venue,
    hall: event.hall,
    href: event.production.path || undefined,
    status: event.status,
  }
}

/**
 * The programme's "Tidslinje": each day with the halls as lanes. Its own chunk,
 * loaded when a visitor chooses it, so the programme's first load carries none of it.
 */
export function ProgramTimeline({ days }: { days: readonly [string, readonly EventData[]][] }) {
  return (
    <>
      {days.map(([key, events]) => (
        <Day key={key} label={formatDay(events[0]?.start ?? key)} events={events} />
      ))}
    </>
  )
}

function Day({ label, events }: { label: string; events: readonly EventData[] }) {
  const headingId = useId()
  return (
    <section className="program__day" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      <DayTimeline label={label} items={events.map(itemOf)} />
    </section>
  )
}
