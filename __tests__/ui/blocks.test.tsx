import { render, screen, within } from "@testing-library/react"
import React from "react"

import { BlockList } from "../../src/blocks/block-list"
import { block, sources } from "./support/fixtures"
import { clockBeforeTheFixtures } from "../support/festival-clock"

clockBeforeTheFixtures()

/** A film's page as the demo builds it: heading, facts, then its showtimes. */
const renderFilmPage = () =>
  render(
    <BlockList
      pageTitle="Film"
      sources={sources}
      blocks={[
        block("summary", "movie-info", { variant: "summary" }, 0, { data: ["film"] }),
        block("details", "movie-info", { variant: "details" }, 1, { data: ["film"] }),
        block("tickets", "ticket-list", { heading: "Billetter" }, 2, { data: ["events"] }),
      ]}
    />,
  )

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
    renderFilmPage()
    expect(screen.getByRole("heading", { level: 1, name: "Blodmåne" })).toBeInTheDocument()
    expect(screen.getByText("En måne som blør.")).toBeInTheDocument()
    const definitions = screen.getAllByRole("definition").map((definition) => definition.textContent)
    expect(screen.getAllByRole("term").map((term, index) => [term.textContent, definitions[index]])).toEqual([
      ["Regi", "Ingrid Saltnes"],
      ["Aldersgrense", "15 år"],
      ["Lengde", "97 min"],
    ])
  })

  it("puts the first showtime with seats, its price and a jump to all showtimes right under the film's title", () => {
    renderFilmPage()
    const first = screen.getByRole("list", { name: "Første ledige visning" })
    expect(first).toHaveTextContent("onsdag 15. oktober kl. 19:00Oppdal kulturhus, Store salFå plasser igjen")
    expect(first).toHaveTextContent("140 kr")
    expect(within(first).getByRole("link", { name: /^Kjøp billett/ })).toBeInTheDocument()
    const jump = screen.getByRole("link", { name: "Alle 2 visninger og billetter" })
    expect(jump).toHaveAttribute("href", "#visninger")
    expect(screen.getByRole("region", { name: "Billetter" })).toHaveAttribute("id", "visninger")
    expect(
      jump.compareDocumentPosition(screen.getByText("En måne som blør.")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
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
    expect(rows[0]).not.toHaveTextContent("140 kr")
    expect(rows[1]).toHaveTextContent("onsdag 15. oktober kl. 19:00")
    expect(rows[1]).toHaveTextContent("Få plasser igjen")
    expect(rows[1]).toHaveTextContent("140 kr")
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

  it("shows each slide with its picture, text and link, only the first picture loaded at once", () => {
    render(
      <BlockList
        pageTitle="Forside"
        sources={{}}
        blocks={[
          block("slides", "slideshow", {
            slides: [
              {
                title: "Festivaluka",
                text: "Fem dager",
                image: { url: "/a.svg", alt: "Fullmåne", width: 1600, height: 900 },
                link: { label: "Se programmet", path: "/program" },
              },
              { title: "Gravhaugen", text: "", image: { url: "/b.svg", alt: "Gravhauger", width: 1600, height: 900 } },
            ],
          }),
        ]}
      />,
    )
    const first = screen.getByRole("img", { name: "Fullmåne" })
    expect(first).toHaveAttribute("width", "1600")
    expect(first).toHaveAttribute("height", "900")
    expect(first).toHaveAttribute("loading", "eager")
    expect(screen.getByRole("img", { name: "Gravhauger" })).toHaveAttribute("loading", "lazy")
    expect(screen.getByRole("link", { name: "Se programmet" })).toHaveAttribute("href", "/program")
  })

  it("lists news as cards up to the block's limit, with their dates", () => {
    render(
      <BlockList
        pageTitle="Forside"
        sources={sources}
        blocks={[block("news", "article-card-list", { heading: "Siste nytt", limit: 1 }, 0, { data: ["articles"] })]}
      />,
    )
    const region = screen.getByRole("region", { name: "Siste nytt" })
    expect(within(region).getByRole("link", { name: "Programmet er sluppet" })).toHaveAttribute(
      "href",
      "/article/programmet-er-sluppet/",
    )
    expect(within(region).getByText("1. september 2025")).toBeInTheDocument()
  })

  it("draws quick links and manual cards from the block's own props", () => {
    render(
      <BlockList
        pageTitle="Forside"
        sources={{}}
        blocks={[
          block("quick", "quick-links", {
            heading: "Snarveier",
            links: [{ label: "Billetter", path: "/kjop-billetter" }],
          }),
          block(
            "cards",
            "manual-card-list",
            {
              heading: "Mer enn kino",
              cards: [
                {
                  title: "Bassenget",
                  text: "Hundre stoler.",
                  image: { url: "/c.svg", alt: "Basseng", width: 600, height: 400 },
                  link: { label: "Les", path: "https://example.no/" },
                },
              ],
            },
            1,
          ),
        ]}
      />,
    )
    expect(
      within(screen.getByRole("navigation", { name: "Snarveier" })).getByRole("link", { name: "Billetter" }),
    ).toHaveAttribute("href", "/kjop-billetter")
    const cards = screen.getByRole("region", { name: "Mer enn kino" })
    expect(within(cards).getByRole("link", { name: "Bassenget" })).toHaveAttribute("href", "https://example.no/")
    expect(within(cards).getByRole("img", { name: "Basseng" })).toHaveAttribute("loading", "lazy")
  })

  it("takes a cover from a production and a title from the page", () => {
    render(
      <BlockList
        pageTitle="Festivalhotell"
        sources={sources}
        blocks={[block("cover", "cover", {}, 0, { data: ["film"] }), block("title", "title", { lead: "Sov godt." }, 1)]}
      />,
    )
    expect(screen.getByRole("img", { name: "Blodrød måne" })).toHaveAttribute("loading", "eager")
    expect(screen.getByRole("heading", { level: 1, name: "Festivalhotell" })).toBeInTheDocument()
    expect(screen.getByText("Sov godt.")).toBeInTheDocument()
  })

  it("shows an article with its title, date and text", () => {
    render(
      <BlockList
        pageTitle="Artikkel"
        sources={sources}
        blocks={[block("article", "article", {}, 0, { data: ["articles"] })]}
      />,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Programmet er sluppet" })).toBeInTheDocument()
    expect(screen.getByText(/Publisert/)).toHaveTextContent("Publisert 1. september 2025")
    expect(screen.getByText("Her er programmet.")).toBeInTheDocument()
  })

  it("lists events with their production, kind and place", () => {
    render(
      <BlockList
        pageTitle="Forside"
        sources={sources}
        blocks={[block("events", "events", { heading: "Neste visninger" }, 0, { data: ["events"] })]}
      />,
    )
    // A row's content notes are a list of their own inside it.
    const rows = within(screen.getByRole("region", { name: "Neste visninger" }))
      .getAllByRole("listitem")
      .filter((item) => within(item).queryAllByText(/kl\./).length > 0)
    expect(rows[1]).toHaveTextContent("onsdag 15. oktober kl. 19:00")
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Blodmåne" })).toHaveAttribute(
      "href",
      "/blodmane-dxm1001/",
    )
    expect(rows[1]).toHaveTextContent("Film")
    expect(rows[1]).toHaveTextContent("Oppdal kulturhus, Store sal")
  })
})
