import { boughtScreenings, watchListSuggestions } from "../../src/planner/ticket-match"
import { screening } from "./support"

const blodmane = screening("st-1001-1", "19:00", "20:37")
const blodmaneFriday = screening("st-1001-2", "2025-10-17T19:15:00+02:00", null, { hall: "Lille sal" })
const hetZwarte = screening("st-1033-1", "19:00", "20:40", {
  reference: "DXM1033",
  title: "Het zwarte water",
  hall: "Lille sal",
})
const all = [blodmane, hetZwarte, blodmaneFriday]

/** Before the festival: no screening has started. */
const BEFORE = Date.parse("2025-10-01T12:00:00+02:00")

const ticket = (movieId: string, movieTitle: string, startTime: string, sal: string) => ({
  movieId,
  movieTitle,
  startTime,
  sal,
})

describe("which screening a ticket is for", () => {
  it("matches by the film's ticketing code and the start, whatever the offset the service writes", () => {
    const bought = boughtScreenings([ticket("DXM1001", "", "2025-10-15T17:00:00Z", "")], all)
    expect([...bought.keys()]).toEqual(["st-1001-1"])
  })

  it("matches by the title when the code is another, and by the hall when two films start at once", () => {
    expect([...boughtScreenings([ticket("8812", " blodmåne ", "2025-10-15T19:00:00+02:00", "")], all).keys()]).toEqual([
      "st-1001-1",
    ])
    const sameTitles = [blodmane, { ...hetZwarte, title: "Blodmåne", reference: "DXM9999" }]
    expect([...boughtScreenings([ticket("8812", "Blodmåne", blodmane.start, "Lille sal")], sameTitles).keys()]).toEqual(
      ["st-1033-1"],
    )
  })

  it("matches nothing rather than the wrong screening", () => {
    const sameTitles = [blodmane, { ...hetZwarte, title: "Blodmåne", reference: "DXM9999" }]
    expect(boughtScreenings([ticket("8812", "Blodmåne", blodmane.start, "")], sameTitles).size).toBe(0)
    expect(boughtScreenings([ticket("DXM1001", "Blodmåne", "2025-10-15T21:00:00+02:00", "Store sal")], all).size).toBe(
      0,
    )
    expect(boughtScreenings([ticket("DXM1001", "Blodmåne", "not a time", "Store sal")], all).size).toBe(0)
  })
})

describe("suggestions from the watch list", () => {
  it("offers the films' showings that are not in the plan and not cancelled", () => {
    const cancelled = { ...blodmaneFriday, id: "st-1001-3", status: "cancelled" as const }
    const suggestions = watchListSuggestions(
      [
        { movieId: "DXM1001", title: "Blodmåne" },
        { movieId: "x", title: "Ukjent film" },
      ],
      [...all, cancelled],
      new Set(["st-1001-1"]),
      BEFORE,
    )
    expect(suggestions.map(({ title, showings }) => [title, showings.map(({ id }) => id)])).toEqual([
      ["Blodmåne", ["st-1001-2"]],
    ])
  })

  it("offers no showing that has started by the visitor's clock", () => {
    const films = [{ movieId: "DXM1001", title: "Blodmåne" }]
    const saturday = Date.parse("2025-10-18T10:00:00+02:00")
    expect(watchListSuggestions(films, all, new Set(), Date.parse("2025-10-16T12:00:00+02:00"))).toEqual([
      { title: "Blodmåne", showings: [blodmaneFriday] },
    ])
    expect(watchListSuggestions(films, all, new Set(), saturday)).toEqual([])
  })
})
