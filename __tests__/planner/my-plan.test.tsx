import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"

import type { Screening } from "../../src/content-model/screening"
import { MyPlan, UNDO_MS } from "../../src/planner/my-plan"
import { PLAN_STORAGE_KEY, seenOf, type SavedScreening } from "../../src/planner/plan-store"
import { BEFORE_THE_FIXTURES, clockBeforeTheFixtures } from "../support/festival-clock"
import { useMockServer } from "../ui/support/msw"
import { TRAVEL, renderVisit, screening, serveScreenings } from "./support"

const server = useMockServer()

const blodmane = screening("st-1001-1", "19:00", "20:37")
const blodmaneLater = screening("st-1001-2", "2025-10-16T21:00:00+02:00", "2025-10-16T22:37:00+02:00")
const hetZwarte = screening("st-1033-1", "19:15", "20:55", {
  reference: "DXM1033",
  title: "Het zwarte water",
  path: "/het-zwarte-water-dxm1033/",
  hall: "Lille sal",
  ageLimit: "12",
})
const thursday = screening("st-1005-1", "2025-10-16T17:00:00+02:00", "2025-10-16T18:32:00+02:00", {
  reference: "DXM1005",
  title: "Myrmannen",
  path: "/myrmannen-dxm1005/",
  venue: "Quality Hotel Skifer",
  hall: "Peisestua",
  ageLimit: "A",
})

function store(saved: (SavedScreening | Screening)[] | string) {
  const entries =
    typeof saved === "string"
      ? saved
      : JSON.stringify(saved.map((s) => ("seen" in s ? s : { id: s.id, seen: seenOf(s) })))
  window.localStorage.setItem(PLAN_STORAGE_KEY, entries)
}

const programme = (...screenings: Screening[]) => serveScreenings(server, { screenings, travelMinutes: TRAVEL })

beforeEach(() => window.localStorage.clear())

clockBeforeTheFixtures()

/** The visitor's clock from now on in the test (clockBeforeTheFixtures puts it back). */
const setClock = (time: string) => jest.spyOn(Date, "now").mockReturnValue(Date.parse(time))

describe("Min festival", () => {
  describe("a showtime brought by the address (a row's toggle pressed before or without scripts)", () => {
    afterEach(() => window.history.replaceState(null, "", "/"))

    it("adds it on arrival, says so, and leaves the address without it", async () => {
      window.history.replaceState(null, "", "/min-festival/?legg-til=st-1001-1#plan")
      programme(blodmane, hetZwarte)
      renderVisit(<MyPlan />)
      expect(await screen.findByText("Blodmåne onsdag 15. oktober kl. 19:00 er lagt i planen.")).toBeVisible()
      expect(JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]")).toEqual([
        { id: "st-1001-1", seen: seenOf(blodmane) },
      ])
      expect(await screen.findByRole("heading", { name: /onsdag 15\. oktober/i })).toBeVisible()
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/min-festival/#plan")
    })

    it("keeps what was saved, adds nothing twice, and names what it could not add", async () => {
      store([hetZwarte])
      const cancelled = screening("st-1001-3", "22:00", null, { status: "cancelled" })
      window.history.replaceState(
        null,
        "",
        "/min-festival/?legg-til=st-1033-1&legg-til=st-1001-3&legg-til=st-gone&legg-til=st-1001-1",
      )
      programme(blodmane, hetZwarte, cancelled)
      renderVisit(<MyPlan />)
      expect(
        await screen.findByText("Het zwarte water onsdag 15. oktober kl. 19:15 var allerede i planen."),
      ).toBeVisible()
      expect(
        screen.getByText("Blodmåne onsdag 15. oktober kl. 22:00 er avlyst, og ble ikke lagt i planen."),
      ).toBeVisible()
      expect(screen.getByText("Blodmåne onsdag 15. oktober kl. 19:00 er lagt i planen.")).toBeVisible()
      expect(screen.getByText(/Vi fant ikke visningen du ville legge i planen/)).toBeVisible()
      const saved = JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]") as SavedScreening[]
      expect(saved.map(({ id }) => id)).toEqual(["st-1033-1", "st-1001-1"])
    })

    it("adds no screening that has started", async () => {
      setClock("2025-10-15T19:30:00+02:00")
      window.history.replaceState(null, "", "/min-festival/?legg-til=st-1001-1")
      programme(blodmane)
      renderVisit(<MyPlan />)
      expect(
        await screen.findByText(
          "Blodmåne onsdag 15. oktober kl. 19:00 har allerede begynt, og ble ikke lagt i planen.",
        ),
      ).toBeVisible()
      expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull()
    })
  })

  it("shows an empty plan with a way to the programme", async () => {
    renderVisit(<MyPlan />)
    expect(await screen.findByText(/Du har ikke lagt noe i planen ennå/)).toBeVisible()
    expect(screen.getByRole("link", { name: "Se programmet" })).toHaveAttribute("href", "/program/")
  })

  it("lists the screenings by day in time order, with place (venue, then hall), end, age limit and the buy link", async () => {
    store([thursday, hetZwarte, blodmane])
    programme(blodmane, hetZwarte, thursday, blodmaneLater)
    renderVisit(<MyPlan />)
    const days = await screen.findAllByRole("heading", { level: 2, name: /2025$/ })
    expect(days.map((day) => day.textContent)).toEqual(["onsdag 15. oktober 2025", "torsdag 16. oktober 2025"])
    const wednesday = screen.getByRole("region", { name: "onsdag 15. oktober 2025" })
    expect(
      within(wednesday)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Blodmåne", "Het zwarte water"])
    const myrmannen = screen.getByRole("article", { name: "Myrmannen" })
    expect(within(myrmannen).getByText("17:00–18:32")).toBeVisible()
    expect(within(myrmannen).getByText("Peisestua")).toBeVisible()
    // In the order of every showtime row on the site.
    expect(within(myrmannen).getByText(/Quality Hotel Skifer/)).toHaveTextContent(/^Quality Hotel Skifer, Peisestua$/)
    expect(within(myrmannen).getByText("Tillatt for alle")).toBeVisible()
    expect(within(myrmannen).getByRole("link", { name: /Kjøp billett/ })).toHaveAttribute(
      "href",
      "https://billett.example.no/st-1005-1",
    )
    expect(within(myrmannen).getByRole("link", { name: "Myrmannen" })).toHaveAttribute("href", "/myrmannen-dxm1005/")
  })

  it("says nothing of an age limit not yet set", async () => {
    const unrated = { ...hetZwarte, ageLimit: "unrated" as const }
    store([unrated])
    programme(unrated)
    renderVisit(<MyPlan />)
    const row = await screen.findByRole("article", { name: "Het zwarte water" })
    expect(within(row).getByText("19:15–20:55")).toBeVisible()
    expect(within(row).queryAllByText(/aldersgrense|fastsatt|ikke satt/i)).toEqual([])
  })

  it("warns once per clash and swaps the clashing screening for the film's showing that fits, in one step", async () => {
    store([blodmane, hetZwarte])
    programme(blodmane, hetZwarte, blodmaneLater)
    renderVisit(<MyPlan />)
    const later = await screen.findByRole("article", { name: "Het zwarte water" })
    expect(
      within(later).getByText("Kolliderer med Blodmåne kl. 19:00 (Oppdal kulturhus, Store sal). De går samtidig."),
    ).toBeVisible()
    expect(screen.getAllByText(/Kolliderer med/)).toHaveLength(1)
    const row = screen.getByRole("article", { name: "Blodmåne" })
    expect(within(row).getByText("torsdag 16. oktober kl. 21:00, Oppdal kulturhus, Store sal")).toBeVisible()
    await userEvent.click(
      within(row).getByRole("button", {
        name: "Bytt til denne visningen av Blodmåne torsdag 16. oktober kl. 21:00, i stedet for onsdag 15. oktober kl. 19:00",
      }),
    )
    const moved = await screen.findByRole("article", { name: "Blodmåne" })
    expect(screen.getAllByRole("article", { name: "Blodmåne" })).toHaveLength(1)
    expect(within(screen.getByRole("region", { name: "torsdag 16. oktober 2025" })).getByRole("article")).toBe(moved)
    expect(moved).toHaveFocus()
    expect(screen.queryByText(/Kolliderer med/)).not.toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]")).toEqual([
      expect.objectContaining({ id: blodmaneLater.id }),
      expect.objectContaining({ id: hetZwarte.id }),
    ])
  })

  it("says Vist, with no buy link, for a screening that has started by the visitor's clock", async () => {
    setClock("2025-10-15T19:05:00+02:00")
    store([blodmane, hetZwarte])
    programme(blodmane, hetZwarte)
    renderVisit(<MyPlan />)
    const started = await screen.findByRole("article", { name: "Blodmåne" })
    expect(within(started).getByText("Vist")).toBeVisible()
    expect(within(started).queryByRole("link", { name: /Kjøp billett/ })).not.toBeInTheDocument()
    const next = screen.getByRole("article", { name: "Het zwarte water" })
    expect(within(next).getByRole("link", { name: /Kjøp billett/ })).toBeVisible()
    expect(within(next).queryByText("Vist")).not.toBeInTheDocument()
  })

  it("turns a screening to Vist when it starts while the plan is open", async () => {
    jest.useFakeTimers({ advanceTimers: true, now: Date.parse("2025-10-15T18:59:30+02:00") })
    try {
      store([blodmane])
      programme(blodmane)
      renderVisit(<MyPlan />)
      const row = await screen.findByRole("article", { name: "Blodmåne" })
      expect(within(row).getByRole("link", { name: /Kjøp billett/ })).toBeVisible()
      act(() => jest.advanceTimersByTime(60_000))
      expect(within(row).getByText("Vist")).toBeVisible()
      expect(within(row).queryByRole("link", { name: /Kjøp billett/ })).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it("offers no showing that has started as a swap", async () => {
    const blodmaneTuesday = screening("st-1001-0", "2025-10-14T21:00:00+02:00", "2025-10-14T22:37:00+02:00")
    setClock("2025-10-15T12:00:00+02:00")
    store([blodmane, hetZwarte])
    programme(blodmaneTuesday, blodmane, hetZwarte, blodmaneLater)
    renderVisit(<MyPlan />)
    const row = await screen.findByRole("article", { name: "Blodmåne" })
    expect(
      within(row)
        .getAllByRole("button", { name: /^Bytt til denne/ })
        .map((button) => button.textContent),
    ).toEqual([
      "Bytt til denne visningen av Blodmåne torsdag 16. oktober kl. 21:00, i stedet for onsdag 15. oktober kl. 19:00",
    ])
  })

  it("draws each day as a timeline of halls whose blocks lead to the rows and name their clashes", async () => {
    store([blodmane, hetZwarte, thursday])
    programme(blodmane, hetZwarte, thursday)
    renderVisit(<MyPlan />)
    // The timeline is its own chunk, loaded (and, here, compiled) after the list.
    const wednesday = await screen.findByRole("group", { name: "Tidslinje, onsdag 15. oktober 2025" })
    expect(within(wednesday).getByRole("list", { name: "Store sal Oppdal kulturhus" })).toBeVisible()
    const block = within(wednesday).getByRole("link", { name: /^Het zwarte water 19:15–20:55/ })
    expect(block).toHaveAccessibleName("Het zwarte water 19:15–20:55 (kolliderer med Blodmåne)")
    expect(block).toHaveAttribute("href", `#${screen.getByRole("article", { name: "Het zwarte water" }).id}`)
    const thursdayLine = screen.getByRole("group", { name: "Tidslinje, torsdag 16. oktober 2025" })
    expect(within(thursdayLine).getByRole("link", { name: "Myrmannen 17:00–18:32" })).toBeVisible()
  }, 20_000)

  it("says a saved screening moved until the visitor says Greit", async () => {
    const moved = {
      ...blodmane,
      start: "2025-10-15T21:30:00+02:00",
      end: "2025-10-15T23:07:00+02:00",
      hall: "Lille sal",
    }
    store([{ id: blodmane.id, seen: { ...seenOf(blodmane), start: "2025-10-15T20:00:00+02:00" } }])
    programme(moved)
    renderVisit(<MyPlan />)
    const notice = await screen.findByText("Flyttet: nå kl. 21:30 i Lille sal, før kl. 20:00 i Store sal")
    expect(notice).toBeVisible()
    await userEvent.click(screen.getByRole("button", { name: /Greit/ }))
    expect(screen.queryByText(/Flyttet/)).not.toBeInTheDocument()
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toContain("2025-10-15T21:30:00+02:00")
  })

  it("names the venue before the hall when a screening moved to another venue", async () => {
    const moved = { ...blodmane, venue: "Quality Hotel Skifer", hall: "Peisestua" }
    store([blodmane])
    programme(moved)
    renderVisit(<MyPlan />)
    expect(
      await screen.findByText(
        "Flyttet: nå kl. 19:00 i Quality Hotel Skifer, Peisestua, før kl. 19:00 i Oppdal kulturhus, Store sal",
      ),
    ).toBeVisible()
  })

  it("tells a cancelled screening from one gone from the programme", async () => {
    const cancelled = { ...hetZwarte, status: "cancelled" as const }
    store([hetZwarte, blodmane])
    programme(cancelled)
    renderVisit(<MyPlan />)
    const row = await screen.findByRole("article", { name: "Het zwarte water" })
    expect(within(row).getAllByText("Avlyst")[0]).toBeVisible()
    expect(within(row).queryByRole("link", { name: /Kjøp billett/ })).not.toBeInTheDocument()
    expect(screen.getByText(/Ikke lenger i programmet/)).toBeVisible()
    expect(
      screen.getByText(/Du hadde lagret Blodmåne onsdag 15\. oktober 2025 kl\. 19:00 i Oppdal kulturhus, Store sal\./),
    ).toBeVisible()
  })

  it("names a gone screening saved before plans kept titles as a showing, with its time", async () => {
    const { title: _title, ...withoutTitle } = seenOf(blodmane)
    store([{ id: blodmane.id, seen: withoutTitle }])
    programme(thursday)
    renderVisit(<MyPlan />)
    expect(await screen.findByText(/Du hadde lagret en visning onsdag 15\. oktober 2025 kl\. 19:00/)).toBeVisible()
  })

  it("takes a screening out of the plan, with Angre in its place holding the focus, which puts it back", async () => {
    store([blodmane, thursday])
    programme(blodmane, thursday)
    renderVisit(<MyPlan />)
    await userEvent.click(
      await screen.findByRole("button", { name: "Fjern Blodmåne onsdag 15. oktober kl. 19:00 fra planen" }),
    )
    expect(screen.queryByRole("article", { name: "Blodmåne" })).not.toBeInTheDocument()
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).not.toContain(blodmane.id)
    expect(screen.getByText("Blodmåne onsdag 15. oktober kl. 19:00 er fjernet fra planen.")).toBeVisible()
    const undo = screen.getByRole("button", {
      name: "Angre og legg Blodmåne onsdag 15. oktober kl. 19:00 tilbake i planen",
    })
    expect(undo).toHaveFocus()
    await userEvent.click(undo)
    expect(await screen.findByRole("article", { name: "Blodmåne" })).toHaveFocus()
    expect(screen.queryByText(/er fjernet fra planen/)).not.toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]")).toEqual([
      expect.objectContaining({ id: blodmane.id }),
      expect.objectContaining({ id: thursday.id }),
    ])
  })

  it("offers Angre for the last screening too, and says the plan is empty once it goes", async () => {
    jest.useFakeTimers({ advanceTimers: true, now: BEFORE_THE_FIXTURES })
    try {
      store([blodmane])
      programme(blodmane)
      renderVisit(<MyPlan />)
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      await user.click(await screen.findByRole("button", { name: /^Fjern Blodmåne/ }))
      expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull()
      expect(screen.getByText("Blodmåne onsdag 15. oktober kl. 19:00 er fjernet fra planen.")).toBeVisible()
      await user.click(screen.getByRole("button", { name: /^Angre/ }))
      expect(await screen.findByRole("article", { name: "Blodmåne" })).toHaveFocus()

      await user.click(screen.getByRole("button", { name: /^Fjern Blodmåne/ }))
      act(() => jest.advanceTimersByTime(UNDO_MS))
      expect(screen.getByText(/Du har ikke lagt noe i planen ennå/)).toBeVisible()
      expect(screen.queryByRole("button", { name: /^Angre/ })).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it("lets Angre go after a while, handing its focus to the next row in the list", async () => {
    jest.useFakeTimers({ advanceTimers: true, now: BEFORE_THE_FIXTURES })
    try {
      store([blodmane, hetZwarte])
      programme(blodmane, hetZwarte)
      renderVisit(<MyPlan />)
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      await user.click(await screen.findByRole("button", { name: /^Fjern Blodmåne/ }))
      expect(screen.getByRole("button", { name: /^Angre/ })).toHaveFocus()
      act(() => jest.advanceTimersByTime(UNDO_MS))
      expect(screen.queryByRole("button", { name: /^Angre/ })).not.toBeInTheDocument()
      expect(screen.getByRole("article", { name: "Het zwarte water" })).toHaveFocus()
    } finally {
      jest.useRealTimers()
    }
  })

  it("survives junk in storage and in the screenings file", async () => {
    store('[{"id": 7}, "x", {"id": "st-1001-1", "seen": {"start": "never"}}]')
    renderVisit(<MyPlan />)
    expect(await screen.findByText(/Du har ikke lagt noe i planen ennå/)).toBeVisible()

    window.localStorage.clear()
    store([blodmane])
    serveScreenings(server, "<html>not json</html>")
    renderVisit(<MyPlan />)
    expect(await screen.findByText(/Vi fikk ikke hentet programmet/)).toBeVisible()
    expect(screen.queryByText(/Ikke lenger i programmet/)).not.toBeInTheDocument()
  })

  it("marks screenings the visitor holds tickets for as bought, saved or not", async () => {
    store([blodmane])
    programme(blodmane, thursday)
    const ticketFor = ({ reference, title, start, hall }: Screening) => ({
      movieId: reference,
      movieTitle: title,
      startTime: start,
      sal: hall,
    })
    renderVisit(<MyPlan account={{ tickets: [ticketFor(blodmane), ticketFor(thursday)], watchList: [] }} />)
    for (const title of ["Blodmåne", "Myrmannen"]) {
      const row = await screen.findByRole("article", { name: title })
      expect(within(row).getByText("Kjøpt")).toBeVisible()
      expect(within(row).queryByRole("link", { name: /Kjøp billett/ })).not.toBeInTheDocument()
    }
    expect(
      within(screen.getByRole("article", { name: "Myrmannen" })).queryByRole("button", { name: /Fjern/ }),
    ).not.toBeInTheDocument()
  })

  it("offers the watch list's films with their showings, even to an empty plan", async () => {
    programme(blodmane, hetZwarte)
    renderVisit(<MyPlan account={{ tickets: [], watchList: [{ movieId: "DXM1033", title: "Het zwarte water" }] }} />)
    const suggestions = await screen.findByRole("region", { name: "Fra ønskelisten din" })
    expect(within(suggestions).getByText("onsdag 15. oktober kl. 19:15, Oppdal kulturhus, Lille sal")).toBeVisible()
    await userEvent.click(
      within(suggestions).getByRole("button", {
        name: /^Legg Het zwarte water onsdag 15\. oktober kl\. 19:15 i planen$/i,
      }),
    )
    expect(await screen.findByRole("article", { name: "Het zwarte water" })).toBeVisible()
    expect(screen.queryByRole("region", { name: "Fra ønskelisten din" })).not.toBeInTheDocument()
  })

  it("suggests no showing from the watch list that has started", async () => {
    setClock("2025-10-15T20:00:00+02:00")
    programme(blodmane, blodmaneLater)
    renderVisit(<MyPlan account={{ tickets: [], watchList: [{ movieId: "DXM1001", title: "Blodmåne" }] }} />)
    const suggestions = await screen.findByRole("region", { name: "Fra ønskelisten din" })
    expect(within(suggestions).getAllByRole("button", { name: /^Legg Blodmåne/i })).toHaveLength(1)
    expect(within(suggestions).getByRole("button", { name: /torsdag 16\. oktober kl\. 21:00/ })).toBeVisible()
  })
})
