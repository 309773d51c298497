import { screen, within } from "@testing-library/react"
import React from "react"

import { ShowtimeRow } from "../../src/blocks/showtime-row"
import { eventProduction, type EventData } from "../../src/blocks/types"
import type { ShowtimeStatus } from "../../src/content-model/showtime-status"
import { mswHandlers } from "../../src/sandbox/msw"
import { createTicketingSandbox } from "../../src/sandbox/ticketing"
import { renderWithAccount, server } from "../account/support"
import { film } from "../ui/support/fixtures"

/** A demo showtime as the build wrote it: the sandbox is told the same (setShowtime), so only what a test changes differs. */
export function showtime(id: string, start: string, status: ShowtimeStatus = "available"): EventData {
  return {
    id,
    start,
    status,
    venue: "Oppdal kulturhus",
    hall: "Store sal",
    ticketUrl: `https://billett.example.no/${id}`,
    production: eventProduction(film),
  }
}

/** The sandbox with its showtimes door open, behind MSW. */
export function openSandbox() {
  const sandbox = createTicketingSandbox({ faultsDoor: true })
  server.resetHandlers(...mswHandlers(sandbox.routes))
  return sandbox
}

/** What the cinema's system says of a showtime from now on, through the sandbox's door. */
export async function setShowtime(id: string, status: ShowtimeStatus, start: string): Promise<void> {
  const answer = await fetch("http://localhost:9100/__sandbox/ticketing/showtimes", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id, status, start }),
  })
  if (!answer.ok) throw new Error(await answer.text())
}

/** A page's list of showtime rows, as a block draws it. */
export function Rows({ events }: { events: readonly EventData[] }) {
  return (
    <ul aria-label="Visninger">
      {events.map((event, index) => (
        // Two lists on one page can show the same showtime: the key is the row's place.
        <ShowtimeRow key={index} event={event} listName="Program" />
      ))}
    </ul>
  )
}

export const renderRows = (events: readonly EventData[]) => renderWithAccount(<Rows events={events} />)

/** The row of the showtime starting at this Oslo time ("kl. 19:00"). */
export const rowAt = (time: string) =>
  screen.getAllByRole("listitem").find((row) => row.textContent?.includes(`kl. ${time}`)) as HTMLElement

export const buyLink = (row: HTMLElement) => within(row).queryByRole("link", { name: /Kjøp billett/ })
