import { prepareSite } from "../../src/content-pipeline/prepare-site"
import { addMinutes, screeningsFile } from "../../src/content-pipeline/screenings"
import { documentsOf, fixtureContent } from "./fixture"

function screeningsOf(change: (content: ReturnType<typeof fixtureContent>) => void = () => undefined) {
  const content = fixtureContent()
  change(content)
  const { site, problems } = prepareSite(documentsOf(content))
  if (!site) throw new Error(problems.map((problem) => problem.message).join("\n"))
  return screeningsFile(site)
}

describe("the planner's screenings file", () => {
  it("holds every showtime in time order, with its production's title, path, age limit, end and venue address", () => {
    const { screenings, travelMinutes } = screeningsOf()
    expect(screenings).toEqual([
      {
        id: "st-2",
        reference: "DXM1001",
        title: "Blodmåne",
        path: "/blodmane-dxm1001/",
        start: "2025-10-15T21:30:00+02:00",
        end: "2025-10-15T23:07:00+02:00",
        venue: "Oppdal kulturhus",
        hall: "Store sal",
        venueAddress: "Inge Krokanns veg 21, 7340 Oppdal",
        ageLimit: "15",
        ticketUrl: "https://billett.example.no/st-2",
        status: "available",
      },
      expect.objectContaining({ id: "st-1", end: "2025-10-16T21:07:00+02:00" }),
      expect.objectContaining({ id: "st-3", title: "Orgel i mørket", end: null, ageLimit: "A" }),
    ])
    expect(travelMinutes).toEqual([{ from: "Oppdal kulturhus", to: "Gravhaugen", minutes: 35 }])
  })

  it("ends a late screening after midnight on the next day, in the programme's own offset", () => {
    expect(addMinutes("2025-10-18T23:45:00+02:00", 97)).toBe("2025-10-19T01:22:00+02:00")
    expect(addMinutes("2025-10-26T01:30:00+02:00", 90)).toBe("2025-10-26T03:00:00+02:00")
    expect(addMinutes("2025-10-18T22:00:00Z", 30)).toBe("2025-10-18T22:30:00Z")
    expect(addMinutes("2025-10-18T22:00:00-03:30", 30)).toBe("2025-10-18T22:30:00-03:30")
  })
})
