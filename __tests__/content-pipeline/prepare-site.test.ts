import { prepareSite } from "../../src/content-pipeline/prepare-site"
import { formatProblem } from "../../src/content-pipeline/problems"
import { documentsOf, fixtureContent } from "./fixture"

function prepared() {
  const { site, problems } = prepareSite(documentsOf(fixtureContent()))
  expect(problems.map(formatProblem)).toEqual([])
  if (!site) throw new Error("fixture did not prepare")
  return site
}

describe("planning the site from valid content", () => {
  it("builds every fixed page, one page per article and production, and the not-found page", () => {
    const paths = prepared().plan.pages.map((page) => [page.path, page.kind])
    expect(paths).toEqual(
      expect.arrayContaining([
        ["/", "page"],
        ["/om-ramaskrik/", "page"],
        ["/program/", "page"],
        ["/article/programmet-er-klart/", "article"],
        ["/blodmane-dxm1001/", "production"],
        ["/orgel-i-morket-kons25a/", "culture"],
        ["/404/", "not-found"],
      ]),
    )
    expect(paths).toHaveLength(7)
  })

  it("gives a production page its film and that film's showtimes in time order", () => {
    const page = prepared().plan.pages.find((planned) => planned.path === "/blodmane-dxm1001/")
    expect(page?.item).toEqual({ model: "production", id: "prod-dxm1001" })
    expect(page?.sources).toEqual([
      { name: "production", model: "production", collection: false, ids: ["prod-dxm1001"] },
      { name: "events", model: "event", collection: true, ids: ["st-2", "st-1"] },
    ])
  })

  it("lets a culture page find only stage shows and concerts", () => {
    const culturePages = prepared().plan.pages.filter((page) => page.kind === "culture")
    expect(culturePages.map((page) => page.item?.id)).toEqual(["prod-kons25a"])
  })

  it("turns the redirect table and article aliases into redirects to page paths", () => {
    expect(prepared().plan.redirects).toEqual([
      { fromPath: "/billetter", toPath: "/program/" },
      { fromPath: "/nyheter/program", toPath: "/article/programmet-er-klart/" },
    ])
  })

  it("cleans editor HTML before it reaches a page", () => {
    const { content } = prepared()
    const article = content.articles[0]?.value.content ?? ""
    expect(article).not.toMatch(/script|javascript:/)
    expect(article).toContain("Hei")
    expect(content.site.value.theme.footer.sections[0]?.items[0]?.value).toBe("<p>post@ramaskrik.no</p>")
  })
})
