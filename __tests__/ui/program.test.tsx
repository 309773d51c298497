import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"

import { renderProgramme } from "./support/programme"

const dayHeadings = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)
const titles = () =>
  screen
    .getAllByRole("listitem")
    .map((row) => within(row).queryByRole("link", { name: /^(Blodmåne|Skrekkviser ved peisen)$/ })?.textContent)

const options = (name: string) =>
  within(screen.getByRole("combobox", { name }))
    .getAllByRole("option")
    .map((option) => option.textContent)

beforeEach(() => window.history.replaceState(null, "", "/program/"))
// The block drawn alone: a site whose static queries found nothing, unless a test gives one.
afterEach(() => jest.mocked(useStaticQuery).mockReturnValue({}))

describe("the programme filters", () => {
  it("shows every showtime by day when no filter is set", () => {
    renderProgramme()
    expect(dayHeadings()).toEqual(["onsdag 15. oktober", "torsdag 16. oktober"])
    expect(screen.getByRole("status")).toHaveTextContent("3 visninger")
  })

  it("offers only the days, places and kinds the programme has", () => {
    renderProgramme()
    expect(options("Dag")).toEqual(["Alle dager", "onsdag 15. oktober", "torsdag 16. oktober"])
    expect(options("Sted")).toEqual(["Alle steder", "Oppdal kulturhus", "Quality Hotel Skifer"])
    expect(options("Type")).toEqual(["Alle typer", "Film", "Konsert"])
  })

  it("lists the venues in the site's order, which the build sorts (Norwegian, Æ Ø Å after Z)", () => {
    jest
      .mocked(useStaticQuery)
      .mockReturnValue({ festivalSite: { venueOrder: ["Quality Hotel Skifer", "Oppdal kulturhus", "Ålesund kino"] } })
    renderProgramme()
    expect(options("Sted")).toEqual(["Alle steder", "Quality Hotel Skifer", "Oppdal kulturhus"])
  })

  it("applies a filter given in the address", () => {
    window.history.replaceState(null, "", "/program/?dag=2025-10-16&type=konsert")
    renderProgramme()
    expect(dayHeadings()).toEqual(["torsdag 16. oktober"])
    expect(titles()).toEqual(["Skrekkviser ved peisen"])
    expect(screen.getByRole("combobox", { name: "Dag" })).toHaveValue("2025-10-16")
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveValue("konsert")
    expect(screen.getByRole("status")).toHaveTextContent("Viser 1 av 3 visninger")
  })

  it("ignores values the programme does not have", () => {
    window.history.replaceState(null, "", "/program/?dag=1999-01-01&sted=mars")
    renderProgramme()
    expect(dayHeadings()).toHaveLength(2)
    expect(screen.getByRole("combobox", { name: "Dag" })).toHaveValue("")
  })

  it("writes each choice to the address so the filtered programme can be shared", async () => {
    const user = userEvent.setup()
    renderProgramme()
    await user.selectOptions(screen.getByRole("combobox", { name: "Sted" }), "Quality Hotel Skifer")
    expect(window.location.search).toBe("?sted=quality-hotel-skifer")
    expect(titles()).toEqual(["Skrekkviser ved peisen"])
    await user.selectOptions(screen.getByRole("combobox", { name: "Dag" }), "onsdag 15. oktober")
    expect(window.location.search).toBe("?dag=2025-10-15&sted=quality-hotel-skifer")
    expect(screen.getByText(/Ingen visninger passer filteret/)).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Vis alt" }))
    expect(window.location.search).toBe("")
    expect(dayHeadings()).toHaveLength(2)
  })

  it("is a form with a submit button that sends the choice to the programme's address, for use without scripts", async () => {
    const user = userEvent.setup()
    renderProgramme()
    const form = screen.getByRole("form", { name: "Filtrer programmet" })
    expect(form).toHaveAttribute("method", "get")
    expect(form).toHaveAttribute("action", "#program-heading")
    await user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Konsert")
    expect(form).toHaveFormValues({ dag: "", sted: "", type: "konsert" })
    await user.click(screen.getByRole("button", { name: "Vis" }))
    expect(window.location.pathname).toBe("/program/")
    expect(window.location.search).toBe("?type=konsert")
    expect(titles()).toEqual(["Skrekkviser ved peisen"])
  })
})

describe("the programme as a timeline", () => {
  it("offers Tidslinje beside Liste, drawing each day's halls as lanes, and keeps the choice in the address", async () => {
    const user = userEvent.setup()
    renderProgramme()
    const views = screen.getByRole("group", { name: "Visning" })
    expect(within(views).getByRole("button", { name: "Liste" })).toHaveAttribute("aria-pressed", "true")
    await user.click(within(views).getByRole("button", { name: "Tidslinje" }))
    expect(window.location.search).toBe("?visning=tidslinje")
    // The timeline's code is a chunk of its own, fetched (here: compiled) on this choice.
    const thursday = await screen.findByRole("group", { name: "Tidslinje, torsdag 16. oktober" })
    expect(within(thursday).getByRole("list", { name: "Peisestua Quality Hotel Skifer" })).toBeVisible()
    expect(within(thursday).getByRole("link", { name: /^Skrekkviser ved peisen 23:00–00:37/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\//),
    )
    const wednesday = screen.getByRole("group", { name: "Tidslinje, onsdag 15. oktober" })
    expect(within(wednesday).getByRole("link", { name: /^Blodmåne \d\d:\d\d–\d\d:\d\d/ })).toBeVisible()
    expect(screen.queryByRole("button", { name: /Legg .* i planen/ })).not.toBeInTheDocument()

    await user.selectOptions(screen.getByRole("combobox", { name: "Sted" }), "Quality Hotel Skifer")
    expect(screen.queryByRole("group", { name: "Tidslinje, onsdag 15. oktober" })).not.toBeInTheDocument()
    expect(window.location.search).toBe("?visning=tidslinje&sted=quality-hotel-skifer")

    await user.click(within(views).getByRole("button", { name: "Liste" }))
    expect(screen.queryByRole("group", { name: /^Tidslinje/ })).not.toBeInTheDocument()
    expect(titles()).toEqual(["Skrekkviser ved peisen"])
  }, 20_000)

  it("opens as a timeline from an address that asks for it", async () => {
    window.history.replaceState(null, "", "/program/?visning=tidslinje")
    renderProgramme()
    expect(await screen.findByRole("group", { name: "Tidslinje, onsdag 15. oktober" })).toBeVisible()
  }, 20_000)
})
