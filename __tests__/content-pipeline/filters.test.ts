import { matchesFilters, type SourceItem } from "../../src/content-pipeline/filters"

const film: SourceItem = {
  id: "a",
  fields: { reference: "DXM1001", object: "movie", parentSlug: "blodmane-dxm1001", pageReference: null },
}

describe("source filters", () => {
  it("matches eq on the whole value only", () => {
    expect(matchesFilters(film, [{ property: "object", value: "movie", operator: "eq" }])).toBe(true)
    expect(matchesFilters(film, [{ property: "object", value: "mov", operator: "eq" }])).toBe(false)
  })

  it("matches regex as a JavaScript regular expression", () => {
    expect(matchesFilters(film, [{ property: "reference", value: "^DXM10(0[1-9])$", operator: "regex" }])).toBe(true)
    expect(matchesFilters(film, [{ property: "reference", value: "^DXM2", operator: "regex" }])).toBe(false)
  })

  it("needs every filter to match", () => {
    const filters = [
      { property: "object", value: "movie", operator: "eq" as const },
      { property: "reference", value: "DXM1002", operator: "eq" as const },
    ]
    expect(matchesFilters(film, filters)).toBe(false)
  })

  it("never matches a property the item does not have", () => {
    expect(matchesFilters(film, [{ property: "pageReference", value: ".*", operator: "regex" }])).toBe(false)
  })

  it("fills a :param from the page's path and ignores it when unbound", () => {
    const byPath = [{ property: "parentSlug", value: ":production", operator: "eq" as const }]
    expect(matchesFilters(film, byPath, { production: "blodmane-dxm1001" })).toBe(true)
    expect(matchesFilters(film, byPath, { production: "annen-dxm1002" })).toBe(false)
    expect(matchesFilters(film, byPath)).toBe(true)
  })
})
