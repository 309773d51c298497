import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { EAGER_COMPILE_HINT } from "../../gatsby/compile-hint"
import { demoArticles, demoProductions, demoRedirects } from "./demo-content"
import { SECTION_2_ROUTES } from "./routes"

const dist = path.resolve("dist")

function html(pagePath: string): string {
  const file = pagePath.endsWith(".html") ? path.join(dist, pagePath) : path.join(dist, pagePath, "index.html")
  if (!existsSync(file)) throw new Error(`${pagePath} was not built (no ${path.relative(process.cwd(), file)})`)
  return readFileSync(file, "utf8")
}

function titleOf(page: string): string | undefined {
  const raw = /<title[^>]*>([^<]*)<\/title>/.exec(page)?.[1]
  return raw
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}

/** Each showtime row of a page's HTML: its id, its HTML, whether it is cancelled, and what its plan control adds. */
function showtimeRows(page: string) {
  // Rows hold lists of their own (content notes): each row runs to the next row's start.
  return page
    .split('<li class="showtime ')
    .slice(1)
    .map((row) => ({
      id: /^[^"]*" data-showtime="([^"]+)"/.exec(row)?.[1],
      html: row,
      cancelled: row.startsWith("showtime--cancelled"),
      adds: /<form class="showtime__plan" method="get" action="\/min-festival\/"><input type="hidden" name="legg-til" value="([^"]+)"\/><button type="submit" class="plan-toggle">/.exec(
        row,
      )?.[1],
    }))
}

describe("the built demo site", () => {
  it.each(["/program/", "/alle-filmer/", "/blodmane-dxm1001/", "/den-som-banker-scene01/"])(
    "carries every showtime row's plan control in the HTML of %s, a form that adds the row's showtime",
    (route) => {
      const page = html(route)
      // A production's heading names its next showing again without a control; the list below has it.
      const rows = showtimeRows(page.replace(/<header class="production-heading.*?<\/header>/s, ""))
      expect(rows.length).toBeGreaterThan(1)
      expect(rows.filter((row) => !row.cancelled && row.adds !== row.id)).toEqual([])
    },
  )

  /** The film a page's "Vil se" form marks, one per form, in the order of the page. */
  const wishForms = (page: string) =>
    [
      ...page.matchAll(
        /<form class="wish-mark" method="get" action="\/min-festival\/"><input type="hidden" name="onske-film" value="([^"]+)"\/>/g,
      ),
    ].map((match) => match[1])

  it.each(["/program/", "/alle-filmer/"])(
    "carries every showtime row's «Vil se» in the HTML of %s, a form that marks the row's film",
    (route) => {
      const rows = html(route).split('<li class="showtime ').slice(1)
      expect(rows.length).toBeGreaterThan(1)
      // Each showtime id of the demo names its production's code (st-dxm1023-1).
      const unmarked = rows.filter((row) => {
        const id = /^[^"]*" data-showtime="([^"]+)"/.exec(row)?.[1] ?? ""
        const [film] = wishForms(row)
        return film === undefined || !id.includes(film.toLowerCase())
      })
      expect(unmarked).toEqual([])
    },
  )

  // A budget, as the JavaScript's is: each of the programme's 86 rows is read, styled and hydrated on a
  // phone. Raise it with a reason; the plan toggle's bookmark was three (an <svg> and its two paths).
  it.each(["/program/", "/alle-filmer/"])(
    "draws each showtime row of %s in at most 35 elements, with no inline <svg>",
    (route) => {
      const rows = showtimeRows(html(route)).map(({ id, html: row }) => {
        // A row ends with its «Vil se» form; the day's list, or the page, goes on after it.
        const own = `<li class="showtime ${row.slice(0, row.indexOf("</form></li>"))}`
        return { id, elements: own.match(/<[a-z][^>]*>/g)?.length ?? 0, svg: own.includes("<svg") }
      })
      expect(rows.length).toBeGreaterThan(1)
      expect(rows.filter(({ elements }) => elements > 35)).toEqual([])
      expect(rows.filter(({ svg }) => svg).map(({ id }) => id)).toEqual([])
    },
  )

  it("marks a film from its page's heading only, and every production from the search page", () => {
    expect(wishForms(html("/rot-season-dxm1023/"))).toEqual(["DXM1023"])
    expect(wishForms(html("/den-som-banker-scene01/"))).toEqual(["SCENE01"])
    expect(new Set(wishForms(html("/search/"))).size).toBe(demoProductions().length)
  })

  it.each(SECTION_2_ROUTES)("has %s titled with the festival and the page name", (route, name) => {
    expect(titleOf(html(route))).toBe(`Ramaskrik | ${name}`)
  })

  it.each(["/", "/program/", "/logg-inn/"])(
    "names the site's icon on %s, so browsers do not ask for /favicon.ico",
    (route) => {
      const icon = /<link[^>]* rel="icon"[^>]* href="([^"]+)"/.exec(html(route))?.[1]
      expect(icon).toBe("/favicon.svg")
      expect(existsSync(path.join(dist, "favicon.svg"))).toBe(true)
    },
  )

  it("is Norwegian throughout", () => {
    expect(html("/")).toMatch(/<html[^>]* lang="nb"/)
  })

  it("has a page for every news article, titled with the article", () => {
    const articles = demoArticles()
    expect(articles).toHaveLength(15)
    articles.forEach(({ slug, title }) => expect(titleOf(html(`/article/${slug}/`))).toBe(`Ramaskrik | ${title}`))
  })

  it("has a page for each of the 37 films at /{title-slug}-{code}", () => {
    const films = demoProductions().filter((production) => production.object === "movie")
    expect(films).toHaveLength(37)
    films.forEach(({ parentSlug, title }) => {
      expect(parentSlug).toMatch(/^[a-z0-9-]+-dxm\d+$/)
      expect(titleOf(html(`/${parentSlug}/`))).toBe(`Ramaskrik | ${title}`)
    })
  })

  it("has a page for every stage show and concert at its page reference", () => {
    const shows = demoProductions().filter((production) => production.object === "culture")
    expect(shows.length).toBeGreaterThanOrEqual(6)
    shows.forEach(({ pageReference, title }) => {
      expect(pageReference).toMatch(/^[a-z0-9-]+-[a-z0-9]{6,7}$/)
      expect(titleOf(html(`/${pageReference}/`))).toBe(`Ramaskrik | ${title}`)
    })
  })

  it("starts every script of the browser bundle with V8's compile hint, so that it is compiled as it arrives", () => {
    const stats = JSON.parse(readFileSync(path.resolve("public", "webpack.stats.json"), "utf8")) as {
      assetsByChunkName: Record<string, string[]>
      namedChunkGroups: Record<string, { assets: { name: string }[] }>
    }
    const named = [
      ...Object.values(stats.assetsByChunkName).flat(),
      ...Object.values(stats.namedChunkGroups).flatMap(({ assets }) => assets.map(({ name }) => name)),
    ]
    const scripts = [...new Set(named.filter((file) => file.endsWith(".js")))]
    expect(scripts).toEqual(
      expect.arrayContaining([expect.stringMatching(/^framework-/), expect.stringMatching(/^app-/)]),
    )
    const firstLines = scripts.map((file) => [file, readFileSync(path.join(dist, file), "utf8").split("\n", 1)[0]])
    expect(firstLines.filter(([, first]) => first !== EAGER_COMPILE_HINT)).toEqual([])
  })

  it("ships the plan maker's worker script that its chunk names, compiled as it arrives too", () => {
    const named = readdirSync(dist)
      .filter((file) => file.endsWith(".js"))
      .flatMap((file) => [
        ...readFileSync(path.join(dist, file), "utf8").matchAll(/"\/(solver-worker-[0-9a-f]{20}\.js)"/g),
      ])
      .map((match) => match[1] ?? "")
    expect(named.length).toBeGreaterThan(0)
    const firstLines = [...new Set(named)].map((file) => readFileSync(path.join(dist, file), "utf8").split("\n", 1)[0])
    expect(new Set(firstLines)).toEqual(new Set([EAGER_COMPILE_HINT]))
  })

  it("has the not-found page at /404.html", () => {
    expect(titleOf(html("/404.html"))).toBe("Ramaskrik | Fant ikke siden")
  })

  it("leaves a file at every redirected path that moves on to its target without JavaScript", () => {
    demoRedirects().forEach(({ from, to }) => {
      const target = to.endsWith("/") ? to : `${to}/`
      expect(html(`${from}/`)).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`)
    })
  })
})
