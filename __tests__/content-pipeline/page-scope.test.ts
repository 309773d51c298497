import { scopeSources } from "../../src/content-pipeline/page-scope"
import type { PlannedPage } from "../../src/content-pipeline/plan-site"
import type { Page } from "../../src/content-model/schema"

const block = (component: string, data: string[], props: Record<string, unknown> = {}, hide = false) => ({
  id: `${component}-${data.join("-")}`,
  component,
  hide,
  place: { column: 0, row: 0, order: 0 },
  data,
  props: { heading: "", ...props },
})
const pageWith = (...blocks: ReturnType<typeof block>[]) => ({ blocks }) as unknown as Page

const planned = (sources: PlannedPage["sources"], item: PlannedPage["item"] = null): PlannedPage => ({
  path: "/",
  kind: item ? "article" : "page",
  pageId: "home",
  file: "data/pages/home.json",
  sources,
  item,
})
const news = { name: "news", model: "article" as const, collection: true, ids: ["a1", "a2", "a3", "a4"] }

describe("what a page carries of its sources", () => {
  it("carries as many items as its blocks can show", () => {
    const [scoped] = scopeSources(planned([news]), pageWith(block("article-card-list", ["news"], { limit: 2 })))
    expect(scoped).toEqual({ ...news, ids: ["a1", "a2"], scope: "listing" })
  })

  it("carries every item when one of the blocks that read the source has no limit", () => {
    const page = pageWith(block("article-card-list", ["news"], { limit: 2 }), block("search", ["news"]))
    expect(scopeSources(planned([news]), page)[0]?.ids).toEqual(news.ids)
  })

  it("carries nothing of a source that no visible block reads", () => {
    const page = pageWith(block("title", []), block("article-card-list", ["news"], {}, true))
    expect(scopeSources(planned([news]), page)[0]?.ids).toEqual([])
  })

  it("carries the full text only of sources a block shows in full", () => {
    const story = { name: "story", model: "article" as const, collection: false, ids: ["a3"] }
    const page = pageWith(block("article-card-list", ["news"]), block("content", ["story"]))
    expect(scopeSources(planned([news, story]), page).map(({ name, scope }) => [name, scope])).toEqual([
      ["news", "listing"],
      ["story", "detail"],
    ])
  })

  it("carries only the showtimes and names of productions that only schedules show", () => {
    const films = { name: "films", model: "production" as const, collection: true, ids: ["p1", "p2"] }
    const featured = { name: "featured", model: "production" as const, collection: true, ids: ["p2"] }
    const page = pageWith(block("program", ["films"]), block("events", ["featured"]), block("cover", ["featured"]))
    expect(scopeSources(planned([films, featured]), page).map(({ name, scope }) => [name, scope])).toEqual([
      ["films", "schedule"],
      ["featured", "listing"],
    ])
  })

  it("always keeps a pattern page's own item", () => {
    const own = { name: "article", model: "article" as const, collection: false, ids: ["a9"] }
    const [scoped] = scopeSources(planned([own], { model: "article", id: "a9" }), pageWith(block("title", [])))
    expect(scoped?.ids).toEqual(["a9"])
  })
})
