import React from "react"

import { dayKey, formatDay } from "../components/oslo-time"
import { ShowtimeRow } from "./showtime-row"
import { eventsOf, type BlockProps, type EventData } from "./types"

function byDay(events: readonly EventData[]): [string, EventData[]][] {
  const days = new Map<string, EventData[]>()
  events.forEach((event) => {
    const key = dayKey(event.start)
    days.set(key, [...(days.get(key) ?? []), event])
  })
  return [...days.entries()]
}

/** The programme, day by day; complete without JavaScript. */
export function Program({ block, sources }: BlockProps<"program">) {
  const days = byDay(eventsOf(sources))
  return (
    <section className="program" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{block.props.heading || "Program"}</h2>
      {days.map(([key, events]) => (
        <section key={key} className="program__day" aria-labelledby={`${block.id}-${key}`}>
          <h3 id={`${block.id}-${key}`}>{formatDay(events[0]?.start ?? key)}</h3>
          <ul className="showtimes">
            {events.map((event) => (
              <ShowtimeRow
                key={event.id}
                showtime={event}
                title={event.production.title}
                path={event.production.path}
                withDay={false}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
