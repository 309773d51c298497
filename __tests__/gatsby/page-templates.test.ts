import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import type { BlockComponent } from "../../src/content-model/blocks"
import { PAGE_TEMPLATES, templateFor, type PageTemplateName } from "../../src/content-model/page-templates"

const shown = (...components: BlockComponent[]) => components.map((component) => ({ component, hide: false }))

describe("the page template createPages gives a page", () => {
  it("is the one of text for a page of text, pictures, cards and the newsletter form", () => {
    expect(templateFor("page", shown("slideshow", "article-card-list", "newsletter-subscribe"))).toBe("page-text")
    expect(templateFor("article", shown("cover", "article"))).toBe("page-text")
  })

  it("is the programme's for the programme, and a production's for a production's page whatever its blocks", () => {
    expect(templateFor("page", shown("content", "program", "newsletter-subscribe"))).toBe("page-programme")
    // Its heading (what it is, when, its age limit and notes) comes before any block.
    expect(templateFor("production", shown("cover", "content"))).toBe("page-production")
    expect(templateFor("culture", shown("cover", "ticket-list", "movie-info"))).toBe("page-production")
    // A page that mixes the programme with a production's facts takes the template with both.
    expect(templateFor("page", shown("program", "movie-info"))).toBe("page-schedule")
  })

  it("is the search's for the search, and every block's for a page with the search and showtimes", () => {
    expect(templateFor("page", shown("search"))).toBe("page-search")
    expect(templateFor("page", shown("search", "program"))).toBe("page")
  })

  it("leaves out what a page hides", () => {
    expect(templateFor("page", [...shown("content"), { component: "events", hide: true }])).toBe("page-text")
  })

  it("draws every visible block of every demo page, from a template file that exists", () => {
    const dir = path.resolve("data", "pages")
    const chosen = readdirSync(dir).map((file) => {
      const page = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
        path: string
        blocks: { component: BlockComponent; hide: boolean }[]
      }
      const kind = page.path.includes(":production")
        ? "production"
        : page.path.includes(":culture")
          ? "culture"
          : "page"
      const template: PageTemplateName = templateFor(kind, page.blocks)
      const drawn: readonly BlockComponent[] = PAGE_TEMPLATES[template].blocks
      return { file, missing: page.blocks.filter((block) => !block.hide && !drawn.includes(block.component)), template }
    })
    expect(chosen.filter(({ missing }) => missing.length > 0)).toEqual([])
    new Set(chosen.map(({ template }) => template)).forEach((template) =>
      expect(existsSync(path.resolve("src", "templates", `${template}.tsx`))).toBe(true),
    )
    // The demo has a page of each kind but the one of every block.
    expect(new Set(chosen.map(({ template }) => template))).toEqual(
      new Set(["page-text", "page-production", "page-programme", "page-search"]),
    )
  })
})
