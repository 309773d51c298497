import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import React from "react"

import { BlockList } from "../../src/blocks/block-list"
import type { SearchDocument } from "../../src/content-model/search-document"
import { block, sources } from "./support/fixtures"
import { useMockServer } from "./support/msw"

const INDEX: SearchDocument[] = [
  {
    id: "a1",
    kind: "Nyhet",
    title: "Skrekk i bassenget på Oppdal",
    path: "/article/skrekk-i-bassenget-pa-oppdal/",
    summary: "Hundre stoler på bassengkanten.",
    text: "Dørene åpner 25 minutter før filmen i svømmehallen.",
  },
  {
    id: "p1",
    kind: "Konsert",
    title: "Nosferatu med orgel",
    path: "/nosferatu-med-orgel-orgel25/",
    summary: "Stumfilm med levende musikk.",
    text: "Murnaus klassiker akkompagnert på trøorgel.",
  },
  {
    id: "a2",
    kind: "Nyhet",
    title: "Blodmåne over Trollheimen",
    path: "/article/blodmane/",
    summary: "Årets åpningsfilm.",
    text: "Ærlig talt skumleste film i år.",
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
    await user.type(screen.getByRole("searchbox", { name: "Søk etter nyheter og forestillinger" }), "orgel")
    expect(await resultTitles()).toEqual(["Nosferatu med orgel"])
    expect(window.location.search).toBe("?q=orgel")
  })

  it("searches for ?q= in the address when the page opens", async () => {
    window.history.replaceState(null, "", "/search/?q=basseng")
    renderSearch()
    expect(await resultTitles()).toEqual(["Skrekk i bassenget på Oppdal"])
    expect(screen.getByRole("searchbox", { name: "Søk etter nyheter og forestillinger" })).toHaveValue("basseng")
  })

  it.each([
    ["upper case", "NOSFERATU", "Nosferatu med orgel"],
    ["æ ø å as typed", "blodmåne", "Blodmåne over Trollheimen"],
    ["æ ø å left out", "blodmane", "Blodmåne over Trollheimen"],
    ["ø in body text", "trøorgel", "Nosferatu med orgel"],
    ["the start of a word", "svømme", "Skrekk i bassenget på Oppdal"],
    ["a partial word with å", "Trollhe", "Blodmåne over Trollheimen"],
  ])("copes with %s: %s", async (_case, query, title) => {
    window.history.replaceState(null, "", `/search/?q=${encodeURIComponent(query)}`)
    renderSearch()
    expect(await resultTitles()).toContain(title)
  })

  it("says clearly when nothing matches", async () => {
    const user = userEvent.setup()
    renderSearch()
    await user.type(screen.getByRole("searchbox", { name: "Søk etter nyheter og forestillinger" }), "zombiehai")
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
