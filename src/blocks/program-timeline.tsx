import React, { useId } from "react"

import { DayTimeline, type TimelineItem } from "../components/day-timeline"
import { formatDay } from "../components/oslo-time"
import type { LiveShowtime } from "../live-status/live-types"
import { useLiveShowtimes } from "../live-status/use-live-showtimes"
import type { EventData } from "./types"

const MINUTE = 60_000

function itemOf(event: EventData, live: LiveShowtime | undefined): TimelineItem {
  const minutes = event.production.durationMinutes
  const start = live?.start ?? event.start
  return {
    id: event.id,
    title: event.production.title,
    start,
    end: minutes ? new Date(Date.parse(start) + minutes * MINUTE).toISOString() : null,
    venue: event.venue,
    hall: event.hall,
    href: event.production.path || undefined,
    status: live?.status ?? event.status,
  }
}

/**
 * The programme's "Tidslinje": each day with the halls as lanes. Its own chunk,
 * loaded when a visitor chooses it, so the programme's first load carries none of it.
 * It follows the ticketing service as the list's rows do: the build's status and
 * start first, then the live answer, through the same batched call.
 */
export function ProgramTimeline({ days }: { days: readonly [string, readonly EventData[]][] }) {
  const { live, watcher } = useLiveShowtimes(days.flatMap(([, events]) => events.map(({ id }) => id)))
  return (
    <>
      {days.map(([key, events]) => (
        <Day key={key} label={formatDay(events[0]?.start ?? key)} events={events} live={live} />
      ))}
      {watcher}
    </>
  )
}

function Day({
  label,
  events,
  live,
}: {
  label: string
  events: readonly EventData[]
  live: ReadonlyMap<string, LiveShowtime>
}) {
  const headingId = useId()
  return (
    <section className="program__day" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      <DayTimeline label={label} items={events.map((event) => itemOf(event, live.get(event.id)))} />
    </section>
  )
}
