import { render, screen, within } from "@testing-library/react"
import React from "react"

import type { BlockData, EventData, ProductionData, SourceData } from "../../src/blocks/types"
import { BlockList } from "../../src/components/block-list"

const place = (order: number, row = 0) => ({ column: 0, row, order })
const block = (
  id: string,
  component: BlockData["component"],
  props: object,
  order: number,
  extra: Partial<BlockData> = {},
) => ({ id, component, props, hide: false, place: place(order), data: [], ...extra }) as BlockData

const showtime = (id: string, start: string, status = "available") => ({
  id,
  start,
  venue: "Oppdal kulturhus",
  hall: "Store sal",
  ticketUrl: `https://billett.example.no/${id}`,
  status,
})

const film: ProductionData = {
  id: "p1",
  reference: "DXM1001",
  title: "Blodmåne",
  path: "/blodmane-dxm1001/",
  object: "movie",
  objectClass: "film",
  ediNumber: "100001",
  features: [{ name: "Lengde", value: "97 min" }],
  contents: [{ summary: "En måne som blør.", body: "<p>Lang tekst.</p>" }],
  assets: [],
  showtimes: [
    showtime("s2", "2025-10-16T21:30:00+02:00", "sold-out"),
    showtime("s1", "2025-10-15T19:00:00+02:00", "few-left"),
  ],
}

const events: EventData[] = film.showtimes.map((time) => ({
  ...time,
  production: { title: film.title, path: film.path, reference: film.reference, objectClass: film.objectClass },
}))

const sources: Record<string, SourceData> = {
  film: { name: "film", model: "production", items: [film] },
  events: { name: "events", model: "event", items: events },
}

describe("blocks on a page", () => {
  it("draws blocks in the order of their place and leaves hidden ones out", () => {
    render(
      <BlockList
        pageTitle="Side"
        sources={{}}
        blocks={[
          block("b", "content", { html: "<p>Andre</p>" }, 2),
          block("a", "title", { text: "Første" }, 1),
          block("hidden", "content", { html: "<p>Skjult</p>" }, 0, { hide: true }),
        ]}
      />,
    )
    const heading = screen.getByRole("heading", { level: 1, name: "Første" })
    const second = screen.getByText("Andre")
    expect(heading.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByText("Skjult")).not.toBeInTheDocument()
  })

  it("shows a film's title, summary and facts from its source", () => {
    render(
      <BlockList
        pageTitle="Film"
        sources={sources}
        blocks={[
          block("summary", "movie-info", { variant: "summary" }, 0, { data: ["film"] }),
          block("details", "movie-info", { variant: "details" }, 1, { data: ["film"] }),
        ]}
      />,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Blodmåne" })).toBeInTheDocument()
    expect(screen.getByText("En måne som blør.")).toBeInTheDocument()
    expect(screen.getByRole("term")).toHaveTextContent("Lengde")
    expect(screen.getByRole("definition")).toHaveTextContent("97 min")
  })

  it("lists showtimes in Oslo time with their status and a buy link unless sold out", () => {
    render(
      <BlockList
        pageTitle="Film"
        sources={sources}
        blocks={[block("tickets", "ticket-list", { heading: "Billetter" }, 0, { data: ["events"] })]}
      />,
    )
    const list = screen.getByRole("region", { name: "Billetter" })
    const rows = within(list).getAllByRole("listitem")
    expect(rows[0]).toHaveTextContent("torsdag 16. oktober kl. 21:30")
    expect(rows[0]).toHaveTextContent("Utsolgt")
    expect(within(rows[0] as HTMLElement).queryByRole("link")).not.toBeInTheDocument()
    expect(rows[1]).toHaveTextContent("onsdag 15. oktober kl. 19:00")
    expect(rows[1]).toHaveTextContent("Få plasser igjen")
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: /Kjøp billett/ })).toHaveAttribute(
      "href",
      "https://billett.example.no/s1",
    )
  })

  it("groups the programme by day, earliest first", () => {
    render(
      <BlockList
        pageTitle="Program"
        sources={sources}
        blocks={[block("program", "program", { heading: "Program" }, 0, { data: ["film"] })]}
      />,
    )
    const days = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)
    expect(days).toEqual(["onsdag 15. oktober", "torsdag 16. oktober"])
    expect(screen.getAllByRole("link", { name: "Blodmåne" })[0]).toHaveAttribute("href", "/blodmane-dxm1001/")
  })
})
