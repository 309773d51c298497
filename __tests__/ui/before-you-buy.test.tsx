import { readFileSync } from "node:fs"

import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Provider } from "jotai"
import React from "react"

import { BlockList } from "../../src/blocks/block-list"
import { CONTENT_NOTE_KEYS, contentNoteLabel } from "../../src/content-model/content-notes"
import type { BlockData, ProductionData } from "../../src/blocks/types"
import { PageView } from "../../src/templates/page-view"
import { bareSite, block, concert, eventsOfProduction, film, showtime, EVERY_PART } from "./support/fixtures"
import { renderProgramme } from "./support/programme"
import { clockBeforeTheFixtures } from "../support/festival-clock"

// Several tests render the whole demo programme and tick its boxes: under 1 s each alone, but
// in `npm test` this file gets a small share of two cores beside two Chromiums and Gatsby builds,
// and takes 250 to 520 s for what takes 10 s alone (runs S to D2, 29 November 2026). A limit for
// a hang, not for speed: 60 s ran out once (D2).
jest.setTimeout(180_000)

const site = bareSite({ search: true })

const show: ProductionData = {
  ...concert,
  title: "Den som banker",
  objectClass: "stage-show",
  ageLimit: "12",
  contentNotes: ["skvettescener"],
  showtimes: [
    showtime("b1", "2025-10-15T20:00:00+02:00", "available", "Quality Hotel Skifer", "Peisestua"),
    showtime("b2", "2025-10-17T20:00:00+02:00", "few-left", "Quality Hotel Skifer", "Peisestua"),
  ],
}

const productionPage = (production: ProductionData, blocks: BlockData[]) =>
  render(
    <Provider>
      <PageView
        parts={EVERY_PART}
        site={site}
        path={production.path}
        title={production.title}
        blocks={blocks}
        sources={{
          production: { name: "production", model: "production", items: [production] },
          events: { name: "events", model: "event", items: eventsOfProduction(production) },
        }}
        production={production}
      />
    </Provider>,
  )

/**
 * The programme's first row whose title links to `name`. Found by the title's text, and among
 * every list item, hidden or not: a query by role for what is accessible works out the style of
 * every element above each one it looks at, and asked of each row for its links it made this file
 * 20 to 45 times slower on CI's loaded machine than alone, where a test then took up to 50 s of
 * its 60 (run D2, 29 November 2026: over 60).
 */
const rowOf = (name: string) =>
  screen
    .getAllByRole("listitem", { hidden: true })
    .find((row) => within(row).queryAllByText(name, { selector: ".showtime__title a" }).length > 0) as HTMLElement

/**
 * A box of the choices, whose code arrives after mount. The wait is for the legend's text, and the
 * box is then found by its role once: a query by role works out the style of each element it
 * looks at, which with this stylesheet takes up to a second under load, and while a `findByRole`
 * repeats it React gets 5 ms in between to draw what it waits for. On 28 November such a wait
 * ran out at 15 s with the choices drawn but their effect not yet run.
 */
async function checkbox(name: string, options: { hidden?: boolean } = {}) {
  await screen.findByText("Advar meg når en film eller forestilling har")
  return screen.getByRole("checkbox", { name, ...options })
}

/** Chooses notes as a visitor does: open the disclosure, tick the boxes. */
async function chooseNotes(...labels: string[]) {
  const user = userEvent.setup()
  await user.click(screen.getAllByText("Varsle meg om innhold")[0] as HTMLElement)
  for (const label of labels) await user.click(await checkbox(label))
}

// The warnings are the stylesheet's work (see ContentNotes), so these tests read it as a browser does.
beforeAll(() => {
  const stylesheet = document.createElement("style")
  stylesheet.textContent = readFileSync("src/styles/global.css", "utf8")
  document.head.append(stylesheet)
})

beforeEach(() => {
  window.localStorage.clear()
  delete document.documentElement.dataset.warn
  window.history.replaceState(null, "", "/program/")
})

clockBeforeTheFixtures()

describe("the age limit beside every buy link", () => {
  it("marks each showtime with its production's limit, short to the eye and in full to a screen reader", () => {
    renderProgramme()
    const filmRow = rowOf("Blodmåne")
    expect(within(filmRow).getByText("Aldersgrense 15 år")).toHaveClass("visually-hidden")
    expect(within(filmRow).getByText("15 år")).toHaveAttribute("aria-hidden", "true")
    expect(within(filmRow).getByRole("link", { name: /Kjøp billett/ })).toBeInTheDocument()
    expect(within(rowOf("Skrekkviser ved peisen")).getByText("Tillatt for alle")).toBeInTheDocument()
  })

  it("leaves the limit out while it is not set, to the eye and to a screen reader, and keeps the buy link", () => {
    render(
      <BlockList
        pageTitle="Film"
        sources={{
          events: { name: "events", model: "event", items: eventsOfProduction({ ...film, ageLimit: "unrated" }) },
        }}
        blocks={[block("tickets", "ticket-list", { heading: "Billetter" }, 0, { data: ["events"] })]}
      />,
    )
    const tickets = screen.getByRole("region", { name: "Billetter" })
    expect(within(tickets).getByRole("link", { name: /^Kjøp billett til Blodmåne/ })).toBeInTheDocument()
    expect(within(tickets).queryAllByText(/aldersgrense|fastsatt|ikke satt/i)).toEqual([])
  })

  it("shows a cancelled showtime as cancelled, with no buy link", () => {
    const cancelled = { ...film, showtimes: [showtime("x1", "2025-10-18T19:00:00+02:00", "cancelled")] }
    render(
      <BlockList
        pageTitle="Film"
        sources={{ events: { name: "events", model: "event", items: eventsOfProduction(cancelled) } }}
        blocks={[block("tickets", "ticket-list", { heading: "Billetter" }, 0, { data: ["events"] })]}
      />,
    )
    const row = within(screen.getByRole("region", { name: "Billetter" })).getByRole("listitem")
    expect(row).toHaveTextContent("Avlyst")
    expect(within(row).queryByRole("link")).not.toBeInTheDocument()
  })

  it("gives the film's facts its limit and running time from their own fields", () => {
    render(
      <BlockList
        pageTitle="Film"
        sources={{ film: { name: "film", model: "production", items: [{ ...film, ageLimit: "A" }] } }}
        blocks={[block("details", "movie-info", { variant: "details" }, 0, { data: ["film"] })]}
      />,
    )
    const definitions = screen.getAllByRole("definition").map((definition) => definition.textContent)
    expect(screen.getAllByRole("term").map((term, index) => [term.textContent, definitions[index]])).toEqual([
      ["Regi", "Ingrid Saltnes"],
      ["Aldersgrense", "Tillatt for alle"],
      ["Lengde", "97 min"],
    ])
  })
})

describe("a production page's heading", () => {
  const cultureOrder = [
    block("cover", "cover", {}, 0, { data: ["production"] }),
    block("tickets", "ticket-list", { heading: "Forestillinger og billetter" }, 1, { data: ["production", "events"] }),
    block("details", "movie-info", { variant: "details" }, 2, { data: ["production"] }),
  ]

  it("comes first on a culture page that orders cover, tickets and facts: name, kind, dates and age limit", () => {
    productionPage(show, cultureOrder)
    const headings = screen.getAllByRole("heading")
    expect(headings[0]).toHaveAccessibleName("Den som banker")
    expect(headings[0]?.tagName).toBe("H1")
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(headings[0]).not.toHaveClass("visually-hidden")
    expect(screen.getByText("Scene")).toBeInTheDocument()
    expect(screen.getByText("onsdag 15. oktober – fredag 17. oktober")).toBeInTheDocument()
    expect(
      screen.getAllByText("Aldersgrense 12 år").filter((text) => text.className !== "visually-hidden"),
    ).toHaveLength(1)
  })

  it("names no age limit in the heading or the facts while it is not set", () => {
    productionPage({ ...film, ageLimit: "unrated" }, [
      block("tickets", "ticket-list", { heading: "Visninger og billetter" }, 0, { data: ["production", "events"] }),
      block("details", "movie-info", { variant: "details" }, 1, { data: ["production"] }),
    ])
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Blodmåne")
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Regi", "Lengde"])
    expect(screen.queryAllByText(/aldersgrense|fastsatt|ikke satt/i)).toEqual([])
    expect(screen.getAllByRole("link", { name: /^Kjøp billett til Blodmåne/ }).length).toBeGreaterThan(0)
  })

  it("takes the summary's place when the summary comes after the tickets, and draws no second h1", () => {
    productionPage(film, [
      block("tickets", "ticket-list", { heading: "Visninger og billetter" }, 0, { data: ["production", "events"] }),
      block("summary", "movie-info", { variant: "summary" }, 1, { data: ["production"] }),
      block("title", "title", {}, 2, { data: ["production"] }),
    ])
    const headings = screen.getAllByRole("heading")
    expect(headings.map((heading) => heading.textContent)).toEqual(["Blodmåne", "Visninger og billetter"])
    expect(screen.getByText("En måne som blør.")).toBeInTheDocument()
  })
})

describe("content notes and the visitor's warnings", () => {
  it("lists a production's notes on its page", () => {
    productionPage(film, [])
    expect(
      within(screen.getByRole("list", { name: "Innhold:" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Blod og gørr", "Dyr som skades"])
  })

  it("shows the notes as marks in the programme rows", () => {
    renderProgramme()
    const row = within(rowOf("Blodmåne"))
    expect(row.getByRole("list", { name: "Innhold:" })).toHaveTextContent("Blod og gørrDyr som skades")
    expect(row.getByText("Blod og gørr")).toBeVisible()
    expect(within(rowOf("Skrekkviser ved peisen")).queryByRole("list")).not.toBeInTheDocument()
  })

  it("warns about a film with a chosen note, on its page and in the programme, and keeps the choice", async () => {
    const { unmount } = productionPage(film, [])
    expect(screen.getByText("Advarsel:")).not.toBeVisible()
    await chooseNotes("Dyr som skades")
    expect(screen.getByText("Advarsel:")).toBeVisible()
    expect(screen.getByText("Innhold:")).not.toBeVisible()
    expect(screen.getByRole("list", { name: "Advarsel:" })).toHaveTextContent("Dyr som skades")
    unmount()
    delete document.documentElement.dataset.warn

    renderProgramme()
    expect(await checkbox("Dyr som skades")).toBeChecked()
    expect(within(rowOf("Blodmåne")).getByText("Advarsel:")).toBeVisible()
    expect(within(rowOf("Skrekkviser ved peisen")).queryByText("Advarsel:")).not.toBeInTheDocument()
  })

  it("takes a choice back when the box is unticked", async () => {
    renderProgramme()
    await chooseNotes("Blod og gørr")
    expect(within(rowOf("Blodmåne")).getByText("Advarsel:")).toBeVisible()
    await userEvent.setup().click(screen.getByRole("checkbox", { name: "Blod og gørr" }))
    expect(within(rowOf("Blodmåne")).getByText("Advarsel:")).not.toBeVisible()
  })

  it("warns about nothing when the visitor has chosen notes the film does not have", async () => {
    productionPage(film, [])
    await chooseNotes("Selvskading", "Blinkende lys/stroboskop")
    expect(screen.getByText("Advarsel:")).not.toBeVisible()
    expect(screen.getByText("Innhold:")).toBeVisible()
  })

  it.each([
    ["not JSON", "{blod"],
    ["not a list", '{"blod-og-gorr": true}'],
    ["unknown notes and other things", '["edderkopper", 7, null, {"note": "blod-og-gorr"}]'],
  ])("ignores a stored choice that is %s", async (_, stored) => {
    window.localStorage.setItem("ramaskrik.contentWarnings", stored)
    renderProgramme()
    await chooseNotes()
    expect(await checkbox("Blod og gørr")).not.toBeChecked()
    expect(within(rowOf("Blodmåne")).getByText("Advarsel:")).not.toBeVisible()
  })

  it("keeps the known notes of a stored list that also holds junk", async () => {
    window.localStorage.setItem("ramaskrik.contentWarnings", '["edderkopper", 7, "dyr-som-skades"]')
    renderProgramme()
    expect(await checkbox("Dyr som skades")).toBeChecked()
    expect(within(rowOf("Blodmåne")).getByText("Advarsel:")).toBeVisible()
  })

  it.each(CONTENT_NOTE_KEYS)("has a warning for the note %s, as for every note of the vocabulary", async (note) => {
    window.localStorage.setItem("ramaskrik.contentWarnings", JSON.stringify([note]))
    productionPage({ ...film, contentNotes: [note] }, [])
    expect(await checkbox(contentNoteLabel(note))).toBeChecked()
    expect(screen.getByText("Advarsel:")).toBeVisible()
  })

  it("has the choices there before the visitor opens them, so that opening shows them at once", async () => {
    renderProgramme()
    // Fetched when the browser is idle after the page is up, still closed.
    expect(await checkbox("Blod og gørr", { hidden: true })).not.toBeVisible()
    await userEvent.setup().click(screen.getByText("Varsle meg om innhold"))
    expect(screen.getByRole("checkbox", { name: "Blod og gørr" })).not.toBeChecked()
  })

  it("marks the notes chosen on an earlier visit without the choices being opened", async () => {
    window.localStorage.setItem("ramaskrik.contentWarnings", '["blod-og-gorr"]')
    renderProgramme()
    // The stored choice is read by a chunk loaded after mount; the box is not opened, only waited for.
    const warning = within(rowOf("Blodmåne")).getByText("Advarsel:")
    expect(await checkbox("Blod og gørr", { hidden: true })).toBeChecked()
    expect(warning).toBeVisible()
  })

  it("says without scripts, where the choice lives, that it needs them", () => {
    renderProgramme()
    expect(screen.getByText("Å velge varsler krever JavaScript.")).toBeInTheDocument()
  })
})
