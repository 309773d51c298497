import React from "react"

import { ShowtimeRow } from "./showtime-row"
import { showtimeTitle } from "./showtime-title"
import { eventsOf, type BlockProps } from "./types"

export function Events({ block, sources }: BlockProps<"events">) {
  const events = eventsOf(sources)
  const heading = block.props.heading || "Arrangementer"
  return (
    <section className="events" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{heading}</h2>
      <ul className="showtimes">
        {events.map((event) => (
          <ShowtimeRow key={event.id} event={event} listName={heading} title={showtimeTitle} />
        ))}
      </ul>
    </section>
  )
}
