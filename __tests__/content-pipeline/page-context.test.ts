import { pageContext, type NodeIdOf } from "../../src/content-pipeline/page-context"
import type { PlannedPage } from "../../src/content-pipeline/plan-site"
import type { Page } from "../../src/content-model/schema"

const block = (component: string, data: string[]) => ({
  id: `${component}-${data.join("-")}`,
  component,
  hide: false,
  place: { column: 0, row: 0, order: 0 },
  data,
  props: { heading: "" },
})
const pageWith = (...blocks: ReturnType<typeof block>[]) => ({ blocks }) as unknown as Page
const nodeIdOf: NodeIdOf = (type, id) => `${type}:${id}`
const owners = new Map([
  ["st-1", "p1"],
  ["st-2", "p1"],
  ["st-3", "p2"],
])

const planned = (sources: PlannedPage["sources"], item: PlannedPage["item"] = null): PlannedPage => ({
  path: "/program/",
  kind: "page",
  pageId: "program",
  file: "data/pages/program.json",
  sources,
  item,
})

describe("what createPages tells a page to query", () => {
  it("names productions that only schedules show apart from those lists show", () => {
    const films = { name: "films", model: "production" as const, collection: true, ids: ["p1", "p2"] }
    const featured = { name: "featured", model: "production" as const, collection: true, ids: ["p3"] }
    const context = pageContext(
      planned([films, featured]),
      pageWith(block("program", ["films"]), block("cover", ["featured"])),
      owners,
      nodeIdOf,
    )
    expect(context).toMatchObject({
      pageId: "ContentPage:program",
      productionIds: ["Production:p3"],
      scheduleProductionIds: ["Production:p1", "Production:p2"],
      detailProductionIds: [],
    })
  })

  it("finds an event source's showtimes through the productions they belong to", () => {
    const upcoming = { name: "upcoming", model: "event" as const, collection: true, ids: ["st-3", "st-1", "st-2"] }
    const context = pageContext(planned([upcoming]), pageWith(block("events", ["upcoming"])), owners, nodeIdOf)
    expect(context.sources).toEqual([{ ...upcoming, ids: ["st-3", "st-1", "st-2"] }])
    expect(context.scheduleProductionIds).toEqual(["Production:p2", "Production:p1"])
  })

  it("says which showtime has no production rather than building a page without it", () => {
    const lost = { name: "lost", model: "event" as const, collection: true, ids: ["st-9"] }
    expect(() => pageContext(planned([lost]), pageWith(block("events", ["lost"])), owners, nodeIdOf)).toThrow(
      "No production has the showtime st-9 (/program/)",
    )
  })

  it("gives a film page its own production with its facts", () => {
    const production = { name: "production", model: "production" as const, collection: false, ids: ["p2"] }
    const context = pageContext(
      { ...planned([production], { model: "production", id: "p2" }), kind: "production" },
      pageWith(block("movie-info", ["production"]), block("ticket-list", ["production"])),
      owners,
      nodeIdOf,
    )
    expect(context).toMatchObject({
      itemId: "Production:p2",
      productionIds: ["Production:p2"],
      detailProductionIds: ["Production:p2"],
      scheduleProductionIds: [],
    })
  })
})
