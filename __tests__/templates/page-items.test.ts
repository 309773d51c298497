import { pageItems, pageSources, type PageLists } from "../../src/templates/page-items"

const showtime = (id: string) => ({
  id,
  start: "2025-10-16T19:00:00+02:00",
  venue: "Prinsen kino",
  hall: "Sal 1",
  ticketUrl: "https://example.test/billett",
  status: "available",
  price: 140,
})

const production = (id: string, title: string, showtimes: string[]) => ({
  id,
  reference: id.toUpperCase(),
  title,
  path: `/${id}/`,
  object: "movie",
  objectClass: "film",
  ediNumber: "1001",
  ageLimit: "15",
  durationMinutes: 97,
  contentNotes: ["blod-og-gorr"],
  trailer: null,
  showtimes: showtimes.map(showtime),
})

const poster = { type: "poster", url: "/images/plakat.jpg", alt: "Plakat", width: 400, height: 600 }

const lists: PageLists = {
  articlesById: [
    { id: "a1", title: "Årets gjester", path: "/article/a1/", image: "", thumbnail: "/t.jpg", createdAt: 1 },
    { id: "a2", title: "Billettsalget", path: "/article/a2/", image: "", thumbnail: "/t.jpg", createdAt: 2 },
  ],
  articleTexts: [{ id: "a2", content: "<p>Nå kan du kjøpe billetter.</p>" }],
  productionsById: [
    {
      ...production("blodmane", "Blodmåne", ["s1"]),
      contents: [{ summary: "En måne blør." }],
      assets: [{ ...poster, focalPoint: { x: 0.5, y: 0.5 } }],
    },
    { ...production("likvake", "Likvake", []), contents: [{ summary: "Våkenatt." }], assets: [] },
  ],
  productionDetails: [
    {
      id: "blodmane",
      features: [{ name: "Land", value: "Norge" }],
      contents: [{ summary: "En måne blør.", body: "Lang tekst." }],
    },
  ],
  scheduleProductions: [production("blodmane", "Blodmåne", ["s1"]), production("setra", "Setra", ["s2"])],
}

describe("pageItems", () => {
  it("gives an article its text only when the page shows it in full", () => {
    const { articles } = pageItems(lists)
    expect(articles.get("a1")?.content).toBe("")
    expect(articles.get("a2")?.content).toBe("<p>Nå kan du kjøpe billetter.</p>")
  })

  it("gives a listed production its facts and full text only when the page shows them", () => {
    const { productions } = pageItems(lists)
    expect(productions.get("blodmane")).toMatchObject({
      features: [{ name: "Land", value: "Norge" }],
      contents: [{ summary: "En måne blør.", body: "Lang tekst." }],
      assets: [expect.objectContaining({ url: "/images/plakat.jpg" })],
    })
    expect(productions.get("likvake")).toMatchObject({ features: [], contents: [{ summary: "Våkenatt.", body: "" }] })
  })

  it("keeps a production only schedules show, with no text or pictures, and the listed one when both have it", () => {
    const { productions } = pageItems(lists)
    expect(productions.get("setra")).toMatchObject({ title: "Setra", features: [], contents: [], assets: [] })
    expect(productions.get("blodmane")?.assets).toHaveLength(1)
    expect([...productions.keys()]).toEqual(["blodmane", "likvake", "setra"])
  })

  it("makes every showtime an event named after its production", () => {
    const { events } = pageItems(lists)
    expect(events.get("s2")).toMatchObject({
      id: "s2",
      hall: "Sal 1",
      production: { title: "Setra", path: "/setra/", reference: "SETRA", objectClass: "film" },
    })
    expect([...events.keys()]).toEqual(["s1", "s2"])
  })

  it("carries each production's age limit and notes to its events, for the marks beside the buy links", () => {
    const { events, productions } = pageItems(lists)
    expect(productions.get("setra")).toMatchObject({ ageLimit: "15", contentNotes: ["blod-og-gorr"] })
    expect(events.get("s2")?.production).toMatchObject({ ageLimit: "15", contentNotes: ["blod-og-gorr"] })
  })
})

describe("pageSources", () => {
  it("puts each source's items in the order the build chose, leaving out ids the page did not get", () => {
    const sources = pageSources(pageItems(lists), {
      sources: [
        { name: "news", model: "article", ids: ["a2", "a1"], collection: true },
        { name: "films", model: "production", ids: ["setra", "gone", "blodmane"], collection: true },
        { name: "schedule", model: "event", ids: ["s2", "s1"], collection: true },
      ],
    })
    expect(sources.news).toMatchObject({
      model: "article",
      items: [{ title: "Billettsalget" }, { title: "Årets gjester" }],
    })
    expect(sources.films).toMatchObject({ model: "production", items: [{ title: "Setra" }, { title: "Blodmåne" }] })
    expect(sources.films?.items).toHaveLength(2)
    expect(sources.schedule).toMatchObject({ name: "schedule", model: "event", items: [{ id: "s2" }, { id: "s1" }] })
  })
})
