import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { HttpResponse, http } from "msw"
import React from "react"
import { renderToString } from "react-dom/server"

import { FilmAccountPanel } from "../../src/account/screens/film-account-panel"
import { ShowtimeRow } from "../../src/blocks/showtime-row"
import { showtimeTitle } from "../../src/blocks/showtime-title"
import type { EventData } from "../../src/blocks/types"
import { MyPage } from "../../src/account/screens/my-page"
import { WAITING_ADD_PREFIX } from "../../src/account/waiting-add-key"
import { WISHES_STORAGE_KEY } from "../../src/planner/wish-storage"
import {
  holdRequests,
  renderWithAccount as renderVisit,
  requested,
  sandbox,
  server,
  storeSignedInProfile,
  storedProfile,
} from "../account/support"
import { clockBeforeTheFixtures } from "../support/festival-clock"

const rotSeason: EventData = {
  id: "st-dxm1023-1",
  start: "2025-10-15T21:00:00+02:00",
  venue: "Oppdal kulturhus",
  hall: "Store sal",
  ticketUrl: "https://billett.example.no/st-dxm1023-1",
  status: "available",
  production: {
    title: "Rot Season",
    path: "/rot-season-dxm1023/",
    reference: "DXM1023",
    objectClass: "film",
    ageLimit: "15",
    contentNotes: [],
    ediNumber: "889647",
  },
}

/** A stage show: the cinema does not sell it, so its watch list cannot hold it. */
const stageShow: EventData = {
  ...rotSeason,
  id: "st-scene01-1",
  production: {
    title: "Den som banker",
    path: "/den-som-banker-scene01/",
    reference: "SCENE01",
    objectClass: "stage-show",
    ageLimit: "15",
    contentNotes: [],
    ediNumber: null,
  },
}

/** Rot Season twice, as the programme lists it: once per showing. */
const programme = (
  <ul>
    <ShowtimeRow event={rotSeason} listName="Program" title={showtimeTitle} />
    <ShowtimeRow
      event={{ ...rotSeason, id: "st-dxm1023-2", start: "2025-10-17T19:00:00+02:00" }}
      listName="Program"
      title={showtimeTitle}
    />
  </ul>
)

const MUST = "Må se: Rot Season"
const WANT = "Vil gjerne se: Rot Season"
const FAILED = "Filmen er merket, men vi fikk ikke lagt den i ønskelisten din."
const LATER = "Filmen er merket. Den kommer på ønskelisten din neste gang vi får kontakt med kinoen."
const WATCH_LIST = "http://localhost:9100/ticketing/118/api/watchlist"

/** The films waiting on the device for a watch list, as `movie id: visitor`. */
const waiting = () =>
  Object.keys(window.localStorage)
    .filter((key) => key.startsWith(WAITING_ADD_PREFIX))
    .map((key) => `${key.slice(WAITING_ADD_PREFIX.length)}: ${window.localStorage.getItem(key)}`)

const stored = () => JSON.parse(window.localStorage.getItem(WISHES_STORAGE_KEY) ?? "[]") as unknown[]
const watchListCalls = () => requested.filter((request) => request.includes("/api/watchlist"))

clockBeforeTheFixtures()
afterEach(() => server.events.removeAllListeners("response:mocked"))

describe("Vil se", () => {
  it("is a form to Min festival with the film and two named buttons in the server's HTML, claiming no state", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ festivalSite: { partners: [118] } })
    const html = renderToString(
      <ul>
        <ShowtimeRow event={rotSeason} listName="Program" title={showtimeTitle} />
      </ul>,
    )
    const form = /<form class="wish-mark" method="get" action="\/min-festival\/">.*?<\/form>/.exec(html)?.[0] ?? ""
    expect(form).toContain('<input type="hidden" name="onske-film" value="DXM1023"/>')
    expect(form).toContain('<div role="group" aria-label="Vil se">')
    expect(form).toContain(
      '<button type="submit" name="onske" value="ma-se" aria-label="Må se: Rot Season">Må se</button>',
    )
    expect(form).toContain(
      '<button type="submit" name="onske" value="vil-gjerne" aria-label="Vil gjerne se: Rot Season">Vil gjerne se</button>',
    )
    expect(form).not.toContain("aria-pressed")
  })

  it("names the film in a group of its own on each row", () => {
    renderVisit(programme)
    expect(screen.getAllByRole("group", { name: "Vil se" })).toHaveLength(2)
    const [first] = screen.getAllByRole("group", { name: "Vil se" })
    expect(within(first as HTMLElement).getByRole("button", { name: MUST })).toHaveAttribute("aria-pressed", "false")
    expect(within(first as HTMLElement).getByRole("button", { name: WANT })).toHaveAttribute("aria-pressed", "false")
  })

  it("sets the wish in place, changes it, and takes it away on a second press, every row of the film following", async () => {
    renderVisit(programme)
    const [must, otherMust] = screen.getAllByRole("button", { name: MUST })
    const [want] = screen.getAllByRole("button", { name: WANT })

    await userEvent.click(must as HTMLElement)
    expect(must).toHaveAttribute("aria-pressed", "true")
    expect(otherMust).toHaveAttribute("aria-pressed", "true")
    expect(stored()).toEqual([{ reference: "DXM1023", title: "Rot Season", wish: "must" }])

    await userEvent.click(want as HTMLElement)
    expect(must).toHaveAttribute("aria-pressed", "false")
    expect(want).toHaveAttribute("aria-pressed", "true")
    expect(stored()).toEqual([{ reference: "DXM1023", title: "Rot Season", wish: "want" }])

    await userEvent.click(want as HTMLElement)
    expect(screen.queryAllByRole("button", { name: /Rot Season$/, pressed: true })).toEqual([])
    expect(window.localStorage.getItem(WISHES_STORAGE_KEY)).toBeNull()
    // Nobody is signed in: a press asks nothing of the network (the rows' live status may ask for seats).
    expect(requested.filter((request) => !request.includes("/events"))).toEqual([])
  })

  it("answers the keyboard and keeps the focus on the pressed button", async () => {
    renderVisit(programme)
    const [must] = screen.getAllByRole("button", { name: MUST })
    ;(must as HTMLElement).focus()
    await userEvent.keyboard("{Enter}")
    expect(must).toHaveAttribute("aria-pressed", "true")
    expect(must).toHaveFocus()
    await userEvent.keyboard(" ")
    expect(must).toHaveAttribute("aria-pressed", "false")
    expect(must).toHaveFocus()
  })

  it("follows another tab, and a press here keeps the other tab's wishes", async () => {
    const other = { reference: "DXM1001", title: "Blodmåne", wish: "want" }
    renderVisit(programme)
    window.localStorage.setItem(
      WISHES_STORAGE_KEY,
      JSON.stringify([other, { reference: "DXM1023", title: "Rot Season", wish: "must" }]),
    )
    window.dispatchEvent(new StorageEvent("storage", { key: WISHES_STORAGE_KEY }))
    await waitFor(() => expect(screen.getAllByRole("button", { name: MUST, pressed: true })).toHaveLength(2))

    await userEvent.click(screen.getAllByRole("button", { name: MUST })[0] as HTMLElement)
    expect(stored()).toEqual([other])
  })

  it("ignores damaged storage, and keeps the entries that are whole", async () => {
    window.localStorage.setItem(WISHES_STORAGE_KEY, "{ not json")
    const { unmount } = renderVisit(programme)
    expect(screen.getAllByRole("button", { name: /Rot Season$/, pressed: false })).toHaveLength(4)
    unmount()

    const whole = { reference: "DXM1001", title: "Blodmåne", wish: "must" }
    window.localStorage.setItem(
      WISHES_STORAGE_KEY,
      JSON.stringify([{ reference: "DXM1023", wish: "adore" }, 7, whole, { reference: "", title: "x", wish: "want" }]),
    )
    renderVisit(programme)
    expect(screen.getAllByRole("button", { name: /Rot Season$/, pressed: false })).toHaveLength(4)
    await userEvent.click(screen.getAllByRole("button", { name: WANT })[0] as HTMLElement)
    expect(stored()).toEqual([whole, { reference: "DXM1023", title: "Rot Season", wish: "want" }])
  })

  describe("for a signed-in visitor", () => {
    it("puts a must-see on the watch list, showing the mark before the service answers", async () => {
      await storeSignedInProfile()
      const held = holdRequests("post", "http://localhost:9100/ticketing/118/api/watchlist")
      const { unmount } = renderVisit(programme)
      const [must] = screen.getAllByRole("button", { name: MUST })
      await userEvent.click(must as HTMLElement)
      expect(must).toHaveAttribute("aria-pressed", "true")
      await held.arrival
      expect(watchListCalls()).toEqual(["POST http://localhost:9100/ticketing/118/api/watchlist"])
      const answered = new Promise<void>((resolve) =>
        server.events.on("response:mocked", ({ request }) => request.method === "POST" && resolve()),
      )
      held.release()
      await answered
      // The service confirmed: the film page's panel now finds the film on the list.
      unmount()
      renderVisit(<FilmAccountPanel ediNumber="889647" title="Rot Season" />)
      expect(await screen.findByText("På ønskelisten din")).toBeInTheDocument()
      expect(screen.queryByText(FAILED)).not.toBeInTheDocument()
    })

    it("keeps the wish and says so near the mark when the service does not confirm", async () => {
      await storeSignedInProfile()
      server.use(http.post("http://localhost:9100/ticketing/118/api/watchlist", () => HttpResponse.json(false)))
      renderVisit(programme)
      const [row] = screen.getAllByRole("listitem")
      await userEvent.click(within(row as HTMLElement).getByRole("button", { name: MUST }))
      expect(await within(row as HTMLElement).findByRole("alert")).toHaveTextContent(FAILED)
      expect(stored()).toEqual([{ reference: "DXM1023", title: "Rot Season", wish: "must" }])
      // The service said no: asking again would get the same answer.
      expect(waiting()).toEqual([])
      // Told where it was pressed, not on the film's other rows.
      expect(screen.getAllByRole("alert")).toHaveLength(1)
    })

    it("logs a failed call, says the film waits, and the next press clears the message", async () => {
      await storeSignedInProfile()
      const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
      sandbox.faults.status = 500
      renderVisit(programme)
      const [must] = screen.getAllByRole("button", { name: MUST })
      await userEvent.click(must as HTMLElement)
      expect(await screen.findByRole("alert")).toHaveTextContent(LATER)
      expect(must).toHaveAttribute("aria-pressed", "true")
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("could not be added to the watch list"))
      await userEvent.click(must as HTMLElement)
      expect(screen.queryByRole("alert")).not.toBeInTheDocument()
      logged.mockRestore()
    })

    it.each([
      ["no signal", () => HttpResponse.error()],
      ["a server error", () => HttpResponse.json({ Message: "Feil" }, { status: 503 })],
      ["a Wi-Fi login page", () => HttpResponse.html("<h1>Logg inn på Wi-Fi</h1>")],
    ])(
      "keeps a must-see that met %s on the device, and the watch list sends it before it is read",
      async (_what, answer) => {
        await storeSignedInProfile()
        const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
        server.use(http.post(WATCH_LIST, answer, { once: true }))
        const { unmount } = renderVisit(programme)
        await userEvent.click(screen.getAllByRole("button", { name: MUST })[0] as HTMLElement)
        expect(await screen.findByRole("alert")).toHaveTextContent(LATER)
        expect(waiting()).toEqual([`DXM1023: ${(storedProfile() as { email: string }).email}`])
        unmount()
        logged.mockRestore()

        // The next page that shows the watch list: the film is on it, sent before the list was asked for.
        requested.length = 0
        renderVisit(<FilmAccountPanel ediNumber="889647" title="Rot Season" />)
        expect(await screen.findByText("På ønskelisten din")).toBeInTheDocument()
        expect(watchListCalls()).toEqual([`POST ${WATCH_LIST}`, `GET ${WATCH_LIST}?skip=0&take=10`])
        expect(waiting()).toEqual([])
      },
    )

    it("sends a waiting film only to the watch list of the visitor who pressed it, and forgets it on signing out", async () => {
      await storeSignedInProfile()
      window.localStorage.setItem(`${WAITING_ADD_PREFIX}DXM1001`, "noen.andre@example.no")
      const { unmount } = renderVisit(<FilmAccountPanel ediNumber="889647" title="Rot Season" />)
      expect(await screen.findByRole("button", { name: "Legg til i ønskelisten" })).toBeInTheDocument()
      expect(watchListCalls()).toEqual([`GET ${WATCH_LIST}?skip=0&take=10`])
      expect(waiting()).toEqual(["DXM1001: noen.andre@example.no"])
      unmount()

      renderVisit(<MyPage />)
      await userEvent.click(await screen.findByRole("button", { name: "Logg ut" }))
      await screen.findByText(/Du er ikke logget inn/)
      expect(waiting()).toEqual([])
    })

    it("asks nothing for a want-to-see, nor for a show the cinema does not sell", async () => {
      await storeSignedInProfile()
      renderVisit(
        <ul>
          <ShowtimeRow event={rotSeason} listName="Program" title={showtimeTitle} />
          <ShowtimeRow event={stageShow} listName="Program" title={showtimeTitle} />
        </ul>,
      )
      await userEvent.click(screen.getByRole("button", { name: WANT }))
      await userEvent.click(screen.getByRole("button", { name: "Må se: Den som banker" }))
      expect(screen.getByRole("button", { name: "Må se: Den som banker" })).toHaveAttribute("aria-pressed", "true")
      // Nothing is waited for: a call would have been sent by now.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(watchListCalls()).toEqual([])
    })
  })

  it("asks nothing of the watch list when nobody is signed in", async () => {
    renderVisit(programme)
    await userEvent.click(screen.getAllByRole("button", { name: MUST })[0] as HTMLElement)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(watchListCalls()).toEqual([])
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })
})
