import React from "react"

import { ShowtimeRow } from "./showtime-row"
import { eventsOf, type BlockProps } from "./types"

export function Events({ block, sources }: BlockProps<"events">) {
  const events = eventsOf(sources)
  return (
    <section className="events" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{block.props.heading || "Arrangementer"}</h2>
      <ul className="showtimes">
        {events.map((event) => (
          <ShowtimeRow key={event.id} showtime={event} title={event.production.title} path={event.production.path} />
        ))}
      </ul>
    </section>
  )
}
