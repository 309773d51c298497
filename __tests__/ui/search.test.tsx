import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { http, HttpResponse } from "msw"
import MiniSearch from "minisearch"
import React from "react"

import { BlockList } from "../../src/blocks/block-list"
import type { SearchDocument } from "../../src/content-model/search-document"
import { addInSlices, createSearcher, INDEX_SLICE_MS, nextTask } from "../../src/search/search-engine"
import { block, sources } from "./support/fixtures"
import { useMockServer } from "./support/msw"

const INDEX: SearchDocument[] = [
  {
    id: "a1",
    kind: "Artikkel",
    title: "Skrekk i bassenget på Oppdal",
    path: "/article/skrekk-i-bassenget-pa-oppdal/",
    summary: "Hundre stoler på bassengkanten.",
    facts: "",
    text: "Dørene åpner 25 minutter før filmen i svømmehallen. Vi viser Trolljegeren i fjor.",
    showtimes: [],
  },
  {
    id: "p1",
    kind: "Konsert",
    title: "Nosferatu med orgel",
    path: "/nosferatu-med-orgel-orgel25/",
    summary: "Stumfilm med levende musikk.",
    facts: "",
    text: "Murnaus klassiker akkompagnert på trøorgel.",
    showtimes: [],
  },
  {
    id: "a2",
    kind: "Artikkel",
    title: "Blodmåne over Trollheimen",
    path: "/article/blodmane/",
    summary: "Årets åpningsfilm.",
    facts: "",
    text: "Ærlig talt skumleste film i år.",
    showtimes: [],
  },
  {
    id: "f1",
    kind: "Film",
    title: "Trolljegeren",
    path: "/trolljegeren-dxm1015/",
    reference: "DXM1015",
    watchList: true,
    summary: "Tilbake på stort lerret.",
    facts: "André Øvredal Norge 2010 Found footage, monsterfilm Mange skvettescener",
    text: "Studenter følger en mann med lisens til å felle troll.",
    showtimes: [
      { start: "2001-10-13T19:00:00+02:00", place: "Oppdal kulturhus, Lille sal" },
      { start: "2099-10-16T21:30:00+02:00", place: "Oppdal kulturhus, Store sal" },
    ],
  },
  {
    id: "f2",
    kind: "Film",
    title: "Sheep Dip",
    path: "/sheep-dip-dxm1030/",
    summary: "Sauer som oppfører seg merkelig.",
    facts: "Mia Tarrant New Zealand 2025 Zombiekomedie, splatter Blod og gørr",
    text: "Mesterskapet i saueklipping går over styr.",
    showtimes: [{ start: "2001-10-13T19:00:00+02:00", place: "Oppdal kulturhus, Store sal" }],
  },
]

const server = useMockServer()

const renderSearch = () =>
  render(
    <BlockList
      pageTitle="Søk"
      sources={sources}
      blocks={[block("search", "search", { heading: "Søk på Ramaskrik" }, 0, { data: ["articles", "programme"] })]}
    />,
  )

const resultTitles = async () => {
  await screen.findByRole("heading", { level: 2, name: /Treff for/ })
  return within(screen.queryAllByRole("list")[0] ?? document.body)
    .queryAllByRole("link")
    .map((link) => link.textContent)
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ festivalSite: { title: "Ramaskrik" } })
  document.title = "Ramaskrik | Søk"
  window.history.replaceState(null, "", "/search/")
  server.use(http.get("http://localhost/search-index.json", () => HttpResponse.json(INDEX)))
})

describe("search", () => {
  it("lists everything there is to search before anything is typed", () => {
    renderSearch()
    expect(screen.getByRole("heading", { level: 2, name: "Alt du kan søke i" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Skrekkviser ved peisen" })).toBeInTheDocument()
  })

  it("finds as you type and keeps the query in the address", async () => {
    const user = userEvent.setup()
    renderSearch()
    await user.type(screen.getByRole("searchbox", { name: "Søk etter filmer, forestillinger og artikler" }), "orgel")
    expect(await resultTitles()).toEqual(["Nosferatu med orgel"])
    expect(window.location.search).toBe("?q=orgel")
  })

  it("says in the document's title what is searched for, and gives the page's own title back when emptied", async () => {
    const user = userEvent.setup()
    renderSearch()
    const field = screen.getByRole("searchbox", { name: "Søk etter filmer, forestillinger og artikler" })
    await user.type(field, "orgel")
    await waitFor(() => expect(document.title).toBe("Ramaskrik | Søk: orgel"))
    await user.clear(field)
    await waitFor(() => expect(document.title).toBe("Ramaskrik | Søk"))
  })

  it("searches for ?q= in the address when the page opens", async () => {
    window.history.replaceState(null, "", "/search/?q=basseng")
    renderSearch()
    expect(await resultTitles()).toEqual(["Skrekk i bassenget på Oppdal"])
    expect(screen.getByRole("searchbox", { name: "Søk etter filmer, forestillinger og artikler" })).toHaveValue(
      "basseng",
    )
  })

  it.each([
    ["upper case", "NOSFERATU", "Nosferatu med orgel"],
    ["æ ø å as typed", "blodmåne", "Blodmåne over Trollheimen"],
    ["æ ø å left out", "blodmane", "Blodmåne over Trollheimen"],
    ["ø in body text", "trøorgel", "Nosferatu med orgel"],
    ["the start of a word", "svømme", "Skrekk i bassenget på Oppdal"],
    ["a partial word with å", "Trollhe", "Blodmåne over Trollheimen"],
    ["a director's name", "Øvredal", "Trolljegeren"],
    ["a director's name without ø", "ovredal", "Trolljegeren"],
    ["a genre by the start of its word", "zombie", "Sheep Dip"],
    ["a content note", "gørr", "Sheep Dip"],
    ["a typo in a title", "Trolljgeren", "Trolljegeren"],
  ])("copes with %s: %s, first of the hits", async (_case, query, title) => {
    window.history.replaceState(null, "", `/search/?q=${encodeURIComponent(query)}`)
    renderSearch()
    expect((await resultTitles())[0]).toBe(title)
  })

  it("puts a hit in the title before a hit in the text", async () => {
    window.history.replaceState(null, "", "/search/?q=trolljegeren")
    renderSearch()
    expect(await resultTitles()).toEqual(["Trolljegeren", "Skrekk i bassenget på Oppdal"])
  })

  it("says what each hit is, and a film's next showtime, not one that has been", async () => {
    window.history.replaceState(null, "", "/search/?q=trolljegeren")
    renderSearch()
    await resultTitles()
    const [film, article] = within(screen.getAllByRole("list")[0] ?? document.body).getAllByRole("listitem")
    expect(film).toHaveTextContent(/^Film Trolljegeren/)
    expect(film).toHaveTextContent("Neste visning: fredag 16. oktober kl. 21:30, Oppdal kulturhus, Store sal")
    expect(article).toHaveTextContent(/^Artikkel Skrekk i bassenget/)
    expect(article).not.toHaveTextContent("Neste visning")
  })

  it("gives a production's hit its «Vil se» mark, which marks the film in place, and an article none", async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, "", "/search/?q=trolljegeren")
    renderSearch()
    await resultTitles()
    const [film, article] = within(screen.getAllByRole("list")[0] ?? document.body).getAllByRole("listitem")
    const must = within(film as HTMLElement).getByRole("button", { name: "Må se: Trolljegeren" })
    await user.click(must)
    expect(must).toHaveAttribute("aria-pressed", "true")
    expect(window.localStorage.getItem("ramaskrik.wishes")).toBe(
      JSON.stringify([{ reference: "DXM1015", title: "Trolljegeren", wish: "must" }]),
    )
    expect(within(article as HTMLElement).queryByRole("group", { name: "Vil se" })).not.toBeInTheDocument()
    window.localStorage.clear()
  })

  it("shows no next showtime when a film's showtimes have all been", async () => {
    window.history.replaceState(null, "", "/search/?q=sheep")
    renderSearch()
    expect(await resultTitles()).toEqual(["Sheep Dip"])
    expect(screen.queryByText(/Neste visning/)).not.toBeInTheDocument()
  })

  it("says clearly when nothing matches", async () => {
    const user = userEvent.setup()
    renderSearch()
    await user.type(
      screen.getByRole("searchbox", { name: "Søk etter filmer, forestillinger og artikler" }),
      "zombiehai",
    )
    expect(await screen.findByRole("status")).toHaveTextContent("Ingen treff")
    expect(screen.getByText(/Ingen treff for «zombiehai»/)).toBeInTheDocument()
  })

  it("falls back to the full list when the index cannot be loaded", async () => {
    server.use(http.get("http://localhost/search-index.json", () => new HttpResponse(null, { status: 500 })))
    window.history.replaceState(null, "", "/search/?q=orgel")
    renderSearch()
    expect(await screen.findByRole("alert")).toHaveTextContent("Søket virker ikke akkurat nå")
    expect(screen.getByRole("link", { name: "Blodmåne" })).toBeInTheDocument()
  })
})

describe("the index", () => {
  /** The index again and again under other ids, `copies` times. */
  const copiesOfIndex = (copies: number): SearchDocument[] =>
    Array.from({ length: copies }, (_, copy) =>
      INDEX.map((document) => ({ ...document, id: `${document.id}-${copy}` })),
    ).flat()

  it("is built in slices of a few milliseconds, giving the page its turn in between", async () => {
    const documents = copiesOfIndex(10)
    // A phone's pace, not this machine's: each document takes 2 ms of the clock the slices read.
    let clock = 0
    const added: string[] = []
    const turns: number[] = []
    await addInSlices(
      (document: SearchDocument) => {
        added.push(document.id)
        clock += 2
      },
      documents,
      { now: () => clock, turn: async () => void turns.push(added.length) },
    )
    expect(added).toEqual(documents.map(({ id }) => id))
    // Slices of 5 ms: three documents each (0, 2, 4 ms in), then the page's turn; none after the last.
    expect(INDEX_SLICE_MS).toBe(5)
    const slices = Math.ceil(documents.length / 3)
    expect(turns).toEqual(Array.from({ length: slices - 1 }, (_, turn) => 3 * (turn + 1)))
  })

  it("finds every document it was given, however many slices it took", async () => {
    const documents = copiesOfIndex(10)
    // A clock on which every document uses up a slice: the page gets a turn after each, as on a
    // slow phone (or this machine under load, where a real slice ran out and a turn failed once).
    let clock = 0
    const search = await createSearcher(MiniSearch, documents, { now: () => (clock += INDEX_SLICE_MS) })
    const naming = documents.filter((document) => /trolljegeren/i.test(`${document.title} ${document.text}`))
    expect(search("trolljegeren").map((hit) => hit.id)).toEqual(expect.arrayContaining(naming.map(({ id }) => id)))
    expect(search("trolljegeren")).toHaveLength(naming.length)
  })

  it("gives the page its turn with a timer where there is no MessageChannel, as in jsdom", async () => {
    expect(typeof MessageChannel).toBe("undefined")
    await expect(nextTask()).resolves.toBeUndefined()
  })

  it("gives the page its turn with a message where the browser has MessageChannel, not with a timer", async () => {
    // jsdom has none; every browser has, and Node's is the same API.
    const { MessageChannel: NodeChannel } = await import("node:worker_threads")
    Object.assign(globalThis, { MessageChannel: NodeChannel })
    jest.useFakeTimers()
    try {
      // With every timer held, only a message can end the wait.
      await expect(nextTask()).resolves.toBeUndefined()
    } finally {
      jest.useRealTimers()
      Reflect.deleteProperty(globalThis, "MessageChannel")
    }
  })
})
