import { readFileSync } from "node:fs"
import path from "node:path"

import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import React from "react"

import { useEvents } from "../../src/account/api/events"
import { AudiencePanelAfter, audiencePanelPlace } from "../../src/blocks/audience-panel-place"
import { MovieInfo } from "../../src/blocks/movie-info"
import { PageBlocks } from "../../src/blocks/page-blocks"
import { PRODUCTION_BLOCK_REGISTRY } from "../../src/blocks/production-blocks"
import type { BlockData, ProductionData, SourceData } from "../../src/blocks/types"
import { FilmAccountPanel } from "../../src/account/screens/film-account-panel"
import { renderWithAccount, requested, sandbox, server, storeSignedInProfile } from "./support"

const TROLLJEGEREN = { ediNumber: "124876", title: "Trolljegeren" }
const BLODMANE_EDIS = (
  JSON.parse(readFileSync(path.resolve("data/productions/blodmane-dxm1001.json"), "utf8")) as { ediNumber: string }
).ediNumber

describe("a film page's audience panel", () => {
  it("shows the rating with stars and count, and the reviews", async () => {
    renderWithAccount(<FilmAccountPanel ediNumber={BLODMANE_EDIS} title="Blodmåne" />)
    expect(await screen.findByRole("img", { name: /^Vurdering \d(,\d)? av 5, \d stemmer$/ })).toBeInTheDocument()
    const reviews = await screen.findByRole("region", { name: "Anmeldelser av Blodmåne" })
    expect(reviews).toHaveTextContent("Jeg sov med lyset på i tre netter.")
  })

  it("says the answer was unexpected when a review's date is not a date (found by fuzzing)", async () => {
    server.use(
      http.get("http://localhost:9100/ticketing/118/api/movie/reviews", () =>
        HttpResponse.json([{ Id: "1", Rating: 4, AddedAt: "", LikesCount: 0, MovieId: "DXM1001", UserId: "u1" }]),
      ),
    )
    renderWithAccount(<FilmAccountPanel ediNumber={BLODMANE_EDIS} title="Blodmåne" />)
    const reviews = await screen.findByRole("region", { name: "Anmeldelser av Blodmåne" })
    expect(await within(reviews).findByRole("alert")).toHaveTextContent("Vi fikk et uventet svar fra billettsystemet.")
  })

  it("invites a signed-out visitor to log in instead of offering the watch list", async () => {
    renderWithAccount(<FilmAccountPanel {...TROLLJEGEREN} />)
    expect(await screen.findByRole("link", { name: "Logg inn" })).toHaveAttribute("href", "/logg-inn/")
    expect(screen.queryByRole("button", { name: "Legg til i ønskelisten" })).not.toBeInTheDocument()
  })

  it("adds the film to the watch list when the service confirms", async () => {
    await storeSignedInProfile()
    renderWithAccount(<FilmAccountPanel {...TROLLJEGEREN} />)
    await userEvent.click(await screen.findByRole("button", { name: "Legg til i ønskelisten" }))
    expect(await screen.findByText("På ønskelisten din")).toBeInTheDocument()
  })

  it("leaves the watch list as it was when the service does not confirm, and says so", async () => {
    await storeSignedInProfile()
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithAccount(<FilmAccountPanel {...TROLLJEGEREN} />)
    const button = await screen.findByRole("button", { name: "Legg til i ønskelisten" })
    sandbox.faults.status = 500
    await userEvent.click(button)
    expect(await screen.findByRole("alert")).toHaveTextContent("Filmen ble ikke lagt til.")
    expect(screen.queryByText("På ønskelisten din")).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("could not be added to the watch list"))
    logged.mockRestore()
  })

  it("only logs a movie-info failure (section 8)", async () => {
    sandbox.faults.status = 500
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithAccount(<FilmAccountPanel {...TROLLJEGEREN} />)
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("Movie info for 124876 could not be loaded")),
    )
    expect(screen.queryByRole("img", { name: /^Vurdering/ })).not.toBeInTheDocument()
    logged.mockRestore()
  })
})

/** Trolljegeren as a film page's production source holds it, with the demo's EDI number. */
const TROLLJEGEREN_FILM = {
  id: "p",
  reference: "DXM1015",
  title: "Trolljegeren",
  path: "/trolljegeren-dxm1015/",
  object: "movie",
  objectClass: "film",
  ediNumber: (
    JSON.parse(readFileSync(path.resolve("data/productions/trolljegeren-dxm1015.json"), "utf8")) as {
      ediNumber: string
    }
  ).ediNumber,
  features: [],
  contents: [{ summary: "", body: "<p>Troll.</p>" }],
  assets: [],
  showtimes: [],
  ageLimit: "12",
  durationMinutes: 103,
  contentNotes: [],
} as unknown as ProductionData

/** A block of a film page, in its own row. */
const blockOf = (component: string, row: number, data: string[], props: object): BlockData =>
  ({ id: component, component, hide: false, place: { column: 0, row, order: 0 }, data, props }) as BlockData

const DETAILS = blockOf("movie-info", 0, ["production"], { variant: "details" })

describe("on a film page", () => {
  it("the film's details block loads the audience panel after the page is up", async () => {
    renderWithAccount(
      <MovieInfo
        pageTitle="Trolljegeren"
        block={DETAILS as BlockData<"movie-info">}
        sources={[{ name: "production", model: "production", items: [TROLLJEGEREN_FILM] }] as unknown as SourceData[]}
      />,
    )
    expect(await screen.findByRole("region", { name: "Publikum om Trolljegeren" })).toBeInTheDocument()
    expect(await screen.findByRole("link", { name: "Logg inn" })).toBeInTheDocument()
  })
})

describe("the audience panel's place on a film page", () => {
  const showtimes = blockOf("ticket-list", 1, ["events"], { heading: "Visninger og billetter" })
  const sources = {
    production: { name: "production", model: "production", items: [TROLLJEGEREN_FILM] },
    events: { name: "events", model: "event", items: [] },
  } as unknown as Record<string, SourceData>

  /** The page's blocks as the production template draws them, with the panel's place the page view gives. */
  const renderPage = (blocks: BlockData[]) =>
    renderWithAccount(
      <AudiencePanelAfter.Provider value={audiencePanelPlace(blocks, TROLLJEGEREN_FILM)}>
        <PageBlocks blocks={blocks} sources={sources} pageTitle="Trolljegeren" registry={PRODUCTION_BLOCK_REGISTRY} />
      </AudiencePanelAfter.Provider>,
    )

  it("follows the showtimes, so that what it adds never moves a showtime about to be pressed", async () => {
    renderPage([DETAILS, showtimes])
    // One panel: findByRole fails on two.
    const panel = await screen.findByRole("region", { name: "Publikum om Trolljegeren" })
    const list = screen.getByRole("region", { name: "Visninger og billetter" })
    expect(list.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      within(screen.getByRole("region", { name: "Om Trolljegeren" })).queryByRole("region"),
    ).not.toBeInTheDocument()
  })

  it("ends the film's details on a page without showtimes, or with them hidden", async () => {
    renderPage([DETAILS, { ...showtimes, hide: true }])
    const panel = await screen.findByRole("region", { name: "Publikum om Trolljegeren" })
    expect(screen.getByRole("region", { name: "Om Trolljegeren" })).toContainElement(panel)
  })
})

function LiveEvents({ ids }: { ids: string[] }) {
  const { events } = useEvents(ids)
  return (
    <ul aria-label="Visninger">
      {[...events.values()].map((event) => (
        <li key={event.id}>{event.id}</li>
      ))}
    </ul>
  )
}

describe("live events", () => {
  it("fetches each id once and appends what arrives", async () => {
    const { rerender } = renderWithAccount(<LiveEvents ids={["st-dxm1015-1"]} />)
    expect(await screen.findByText("st-dxm1015-1")).toBeInTheDocument()
    rerender(<LiveEvents ids={["st-dxm1015-1", "st-dxm1001-1"]} />)
    expect(await screen.findByText("st-dxm1001-1")).toBeInTheDocument()
    expect(requested.filter((url) => url.includes("/api/events"))).toEqual([
      "GET http://localhost:9100/ticketing/118/api/events?ids=st-dxm1015-1&site=ramaskrik-118",
      "GET http://localhost:9100/ticketing/118/api/events?ids=st-dxm1001-1&site=ramaskrik-118",
    ])
  })

  it("asks anonymously: a signed-in visitor's token does not go with the events call", async () => {
    await storeSignedInProfile()
    const authorizations: (string | null)[] = []
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes("/api/events")) authorizations.push(request.headers.get("Authorization"))
    }
    server.events.on("request:start", listener)
    renderWithAccount(<LiveEvents ids={["st-dxm1015-1"]} />)
    expect(await screen.findByText("st-dxm1015-1")).toBeInTheDocument()
    server.events.removeListener("request:start", listener)
    expect(authorizations).toEqual([null])
  })

  it("logs 'Failed to fetch' when the events cannot be loaded", async () => {
    sandbox.faults.status = 500
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithAccount(<LiveEvents ids={["st-dxm1015-1"]} />)
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Failed to fetch", expect.any(String)))
    logged.mockRestore()
  })
})
