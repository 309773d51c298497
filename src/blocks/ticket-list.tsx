import React from "react"

import { ShowtimeRow } from "./showtime-row"
import { eventsOf, type BlockProps } from "./types"

/** Where a production page's heading jumps to: its list of showtimes. */
export const SHOWTIMES_ANCHOR = "visninger"

export function TicketList({ block, sources }: BlockProps<"ticket-list">) {
  const events = eventsOf(sources)
  const heading = block.props.heading || "Billetter"
  return (
    <section className="ticket-list" id={SHOWTIMES_ANCHOR} aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{heading}</h2>
      {events.length === 0 ? (
        <p>Ingen visninger er lagt ut ennå.</p>
      ) : (
        <ul className="showtimes">
          {events.map((event) => (
            <ShowtimeRow key={event.id} event={event} listName={heading} />
          ))}
        </ul>
      )}
    </section>
  )
}
