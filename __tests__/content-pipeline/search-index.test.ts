import { prepareSite } from "../../src/content-pipeline/prepare-site"
import { formatProblem } from "../../src/content-pipeline/problems"
import { plainText, searchDocuments } from "../../src/content-pipeline/search-index"
import { documentsOf, fixtureContent, type Fixture } from "./fixture"

const place = { column: 0, row: 0, order: 0 }

/** The fixture with a search page whose sources are the given ones. */
function withSearchPage(sources: Fixture["pages"]["home"]["sources"], hide = false) {
  const content = fixtureContent()
  const pages = {
    ...content.pages,
    search: {
      ...content.pages.home,
      id: "search",
      title: "Søk",
      path: "/search",
      sources,
      blocks: [
        {
          id: "search",
          component: "search",
          hide,
          place,
          data: sources.map(({ name }) => name),
          props: { heading: "Søk" },
        },
      ],
    },
  }
  const { site, problems } = prepareSite(documentsOf({ ...content, pages } as Fixture))
  expect(problems.map(formatProblem)).toEqual([])
  if (!site) throw new Error("fixture did not prepare")
  return site
}

const articles = { name: "articles", model: "article" as const, filter: [], collection: true }
const cultureEvents = {
  name: "cultureEvents",
  model: "production" as const,
  filter: [{ property: "object", value: "culture", operator: "eq" as const }],
  collection: true,
}

describe("the search index", () => {
  it("holds what the search page's sources find: articles and culture events, at their paths", () => {
    const documents = searchDocuments(withSearchPage([articles, cultureEvents]))
    expect(documents.map(({ kind, title, path }) => ({ kind, title, path }))).toEqual([
      { kind: "Artikkel", title: "Programmet er klart", path: "/article/programmet-er-klart/" },
      { kind: "Konsert", title: "Orgel i mørket", path: "/orgel-i-morket-kons25a/" },
    ])
  })

  it("holds films with their facts, content notes and showtimes, first first", () => {
    const films = {
      name: "films",
      model: "production" as const,
      filter: [{ property: "object", value: "movie", operator: "eq" as const }],
      collection: true,
    }
    const [film] = searchDocuments(withSearchPage([films]))
    expect(film).toMatchObject({
      kind: "Film",
      title: "Blodmåne",
      path: "/blodmane-dxm1001/",
      reference: "DXM1001",
      watchList: true,
      facts: "Ingrid Saltnes Blod og gørr",
      showtimes: [
        { start: "2025-10-15T21:30:00+02:00", place: "Oppdal kulturhus, Store sal" },
        { start: "2025-10-16T19:30:00+02:00", place: "Oppdal kulturhus, Store sal" },
      ],
    })
  })

  it("keeps text only: no markup and nothing the sanitizer removed", () => {
    const [article] = searchDocuments(withSearchPage([articles]))
    expect(article?.text).toBe("Hei lenke")
    expect(article?.summary).toBe("Hei lenke")
  })

  it("is empty when no page has a search block", () => {
    const { site } = prepareSite(documentsOf(fixtureContent()))
    expect(site && searchDocuments(site)).toEqual([])
  })

  it("turns HTML into plain text, entities included", () => {
    expect(plainText("<p>Bl&aring;tt &amp; r&#248;dt</p><p>lys</p>")).toBe("Blått & rødt lys")
  })
})
