import type { RawDocument } from "../../src/content-pipeline/load-content"
import { prepareSite } from "../../src/content-pipeline/prepare-site"
import { formatProblem } from "../../src/content-pipeline/problems"
import { documentsOf, fixtureContent, type Fixture } from "./fixture"

function problemsOf(
  change: (content: Fixture) => void,
  documents?: (documents: RawDocument[]) => RawDocument[],
): string[] {
  const content = fixtureContent()
  change(content)
  const all = documentsOf(content)
  return prepareSite(documents ? documents(all) : all).problems.map(formatProblem)
}

describe("content an editor can get wrong fails with one line per problem", () => {
  it("names the file of invalid JSON", () => {
    const problems = problemsOf(
      () => undefined,
      (documents) =>
        documents.map((document) =>
          document.file === "data/pages/program.json" ? { ...document, text: '{ "id": "program", }' } : document,
        ),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^data\/pages\/program\.json: is not valid JSON: /)
  })

  it("reports invalid JSON on one line, whatever the parser quotes from the file", () => {
    // Found by `npm run fuzz:content`: V8 quotes the text around the error, line breaks and all.
    const problems = problemsOf(
      () => undefined,
      (documents) =>
        documents.map((document) =>
          document.file === "data/pages/program.json"
            ? { ...document, text: ':\n  "id": "program",\u2028\n  "title": "Program"\n}' }
            : document,
        ),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^data\/pages\/program\.json: is not valid JSON: [^\n\r\u2028\u2029]+$/)
  })

  it("names a missing required field and what was expected", () => {
    const problems = problemsOf((content) => {
      delete (content.articles.first as Partial<typeof content.articles.first>).title
    })
    expect(problems).toEqual(["data/articles/first.json: title: is required (expected string)"])
  })

  it("names a field of the wrong type", () => {
    const problems = problemsOf((content) => {
      Object.assign(content.articles.first, { order: "1" })
    })
    expect(problems).toEqual(["data/articles/first.json: order: expected number, found string"])
  })

  it("finds two pages at one path", () => {
    const problems = problemsOf((content) => {
      content.pages.about.path = "/program/"
    })
    expect(problems).toEqual([
      "data/pages/program.json: path: the path /program is already used by data/pages/about.json",
    ])
  })

  it("finds two articles with one slug", () => {
    const problems = problemsOf((content) => {
      Object.assign(content.articles, {
        second: { ...content.articles.first, id: "0d9c1f7a-8f55-4c4e-b3c1-1f2a3b4c5d6e", order: 1 },
      })
    })
    expect(problems).toEqual([
      'data/articles/second.json: slug: slug "programmet-er-klart" is already used in data/articles/first.json',
    ])
  })

  it("finds a page path that an article page also takes", () => {
    const problems = problemsOf((content) => {
      content.pages.about.path = "/article/programmet-er-klart"
    })
    expect(problems).toEqual([
      "data/articles/first.json: slug: the path /article/programmet-er-klart is already used by data/pages/about.json",
    ])
  })

  it("quotes an editor's text in a problem on one line and briefly", () => {
    // Found by `npm run fuzz:content`: a film's description pasted into its code.
    const pasted = "<p>Kanal 19 gikk av lufta i 1996.</p>\n<p>Likevel finnes det opptak.</p>".repeat(20)
    const code = problemsOf((content) => {
      content.productions.film.reference = pasted
    })
    expect(code).toHaveLength(1)
    expect(code[0]).toMatch(
      /^data\/productions\/film\.json: reference: "<p>Kanal 19[^\n]*…" \(\d+ characters\) is not a production code/,
    )
    expect(code[0]?.length).toBeLessThan(400)
    const label = problemsOf((content) => {
      const entry = content.site.theme.menu[1]
      if (entry) Object.assign(entry, { label: "Pro\ngram", path: "/programmet" })
    })
    expect(label).toEqual([
      'data/site.json: theme.menu[1].path: "Pro\\ngram" points to /programmet, which is not a page of the site',
    ])
  })

  it("rejects a production code that matches neither pattern", () => {
    const problems = problemsOf((content) => {
      content.productions.film.reference = "FILM-1"
      content.productions.film.parentSlug = "blodmane-film-1"
    })
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/productions\/film\.json: reference: "FILM-1" is not a production code \(expected DXM and digits/,
      ),
    ])
  })

  it("rejects an age limit that is not one of Medietilsynet's, and a content note outside the vocabulary", () => {
    const problems = problemsOf((content) => {
      Object.assign(content.productions.film, { ageLimit: "11", contentNotes: ["blod-og-gorr", "edderkopper"] })
      Object.assign(content.productions.show, { contentNotes: ["stroboskop", "stroboskop"] })
    })
    expect(problems).toEqual([
      'data/productions/film.json: ageLimit: "11" is not one of A, 6, 9, 12, 15, 18, unrated',
      expect.stringMatching(
        /^data\/productions\/film\.json: contentNotes\[1\]: "edderkopper" is not one of blod-og-gorr, /,
      ),
      "data/productions/show.json: contentNotes: must not name a note twice",
    ])
  })

  it("refuses the free-text age limit and running time the production's own fields replace", () => {
    const problems = problemsOf((content) => {
      content.productions.film.features = [
        { name: "Regi", value: "Ingrid Saltnes" },
        { name: "Aldersgrense", value: "15 år" },
        { name: " lengde ", value: "97 min" },
      ]
    })
    expect(problems).toEqual([
      'data/productions/film.json: features[1].name: "Aldersgrense" is not a feature: give the age limit in ageLimit (A, 6, 9, 12, 15, 18 or unrated), which is shown beside every buy link',
      'data/productions/film.json: features[2].name: "lengde" is not a feature: give the running time in durationMinutes (whole minutes)',
    ])
  })

  it("rejects a showtime at a venue or hall the site does not name, and venues without a travel time", () => {
    const problems = problemsOf((content) => {
      const [first, second] = content.productions.film.showtimes
      Object.assign(first ?? {}, { venue: "Kinoen" })
      Object.assign(second ?? {}, { hall: "Sal 3" })
      content.site.travelMinutes = []
    })
    expect(problems).toEqual([
      'data/site.json: travelMinutes: has no travel time between "Oppdal kulturhus" and "Gravhaugen" (the planner needs one for every pair of venues)',
      'data/productions/film.json: showtimes[0].venue: "Kinoen" is not a venue of the site (venues in data/site.json: "Oppdal kulturhus", "Gravhaugen")',
      'data/productions/film.json: showtimes[1].hall: "Sal 3" is not a hall of "Oppdal kulturhus" (halls: "Store sal", "Lille sal")',
    ])
  })

  it("rejects a travel time naming an unknown venue, or the same pair twice", () => {
    const problems = problemsOf((content) => {
      content.site.travelMinutes = [
        { from: "Gravhaugen", to: "Oppdal kulturhus", minutes: 35 },
        { from: "Oppdal kulturhus", to: "Gravhaugen", minutes: 30 },
        { from: "Oppdal kulturhus", to: "Bussen", minutes: 5 },
      ]
    })
    expect(problems).toEqual([
      'data/site.json: travelMinutes[1]: travel time between "Gravhaugen ↔ Oppdal kulturhus" is already used in data/site.json',
      'data/site.json: travelMinutes[2].to: "Bussen" is not a venue of the site ("Oppdal kulturhus", "Gravhaugen")',
    ])
  })

  it("rejects a film path that does not end in its code", () => {
    const problems = problemsOf((content) => {
      content.productions.film.parentSlug = "blodmane"
    })
    expect(problems).toEqual([
      'data/productions/film.json: parentSlug: "blodmane" must be the title\'s slug followed by the code, in lower case, e.g. "blodmane-dxm1001"',
    ])
  })

  it("rejects a block naming an unknown component", () => {
    const problems = problemsOf((content) => {
      Object.assign(content.pages.program.blocks[0] ?? {}, { component: "programme" })
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^data\/pages\/program\.json: blocks\[0\]\.component: "programme" is not one of slideshow, .*article$/,
    )
  })

  it("describes a wrong value briefly, however deep or long it is", () => {
    // Found by `npm run fuzz:content`: quoting a deeply nested value overflowed the stack.
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`
    const withText = (file: string, text: string) =>
      problemsOf(
        () => undefined,
        (documents) => [...documents, { file, kind: "production", text }],
      )
    expect(withText("data/productions/dyp.json", `{ "object": ${deep} }`)).toEqual([
      "data/productions/dyp.json: object: an array is not one of movie, culture",
    ])
    const long = withText("data/productions/lang.json", JSON.stringify({ object: "ø".repeat(100_000) }))
    expect(long).toHaveLength(1)
    expect(long[0]).toMatch(
      /^data\/productions\/lang\.json: object: "ø+…" \(100000 characters\) is not one of movie, culture$/,
    )
    expect(long[0]?.length).toBeLessThan(200)
  })

  it("rejects a source with an unknown operator", () => {
    const problems = problemsOf((content) => {
      Object.assign(content.pages.program.sources[0]?.filter[0] ?? {}, { operator: "contains" })
    })
    expect(problems).toEqual([
      'data/pages/program.json: sources[0].filter[0].operator: "contains" is not one of eq, regex',
    ])
  })

  it("rejects a source with an invalid regular expression", () => {
    const problems = problemsOf((content) => {
      Object.assign(content.pages.program.sources[0]?.filter[0] ?? {}, { operator: "regex", value: "(movie" })
    })
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/pages\/program\.json: sources\[0\]\.filter\[0\]\.value: is not a valid regular expression: /,
      ),
    ])
  })

  it("rejects a regular expression too large to compile, before planning runs it", () => {
    // Found by `npm run fuzz:content`: V8 parses it, then throws when it first runs.
    const problems = problemsOf((content) => {
      Object.assign(content.pages.program.sources[0]?.filter[0] ?? {}, { operator: "regex", value: "ø".repeat(40_000) })
    })
    expect(problems).toEqual([
      "data/pages/program.json: sources[0].filter[0].value: is not a valid regular expression: " +
        "it is too large (40000 characters)",
    ])
  })

  it("rejects a filter on a property the model does not have", () => {
    const problems = problemsOf((content) => {
      Object.assign(content.pages.program.sources[0]?.filter[0] ?? {}, { property: "genre" })
    })
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/pages\/program\.json: sources\[0\]\.filter\[0\]\.property: "genre" cannot be filtered on for model production/,
      ),
    ])
  })

  it("rejects a block reading a source the page does not have", () => {
    const problems = problemsOf((content) => {
      content.pages.program.blocks[0]?.data.push("tickets")
    })
    expect(problems).toEqual([
      'data/pages/program.json: blocks[0].data[1]: "tickets" names no source of this page (its sources: "films")',
    ])
  })

  it("finds a redirect loop", () => {
    const problems = problemsOf((content) => {
      content.redirects = [
        { from: "/a", to: "/b" },
        { from: "/b", to: "/a" },
      ]
    })
    expect(problems).toEqual(["data/redirects.json: [0].to: redirects go round in a loop: /a → /b → /a"])
  })

  it("finds a redirect from a path that is also a page", () => {
    const problems = problemsOf((content) => {
      content.redirects = [{ from: "/program/", to: "/" }]
    })
    expect(problems).toEqual([
      "data/redirects.json: [0].from: /program/ is also a page (data/pages/program.json); a path is either a page or a redirect",
    ])
  })

  it("finds a redirect to no page", () => {
    const problems = problemsOf((content) => {
      content.redirects = [{ from: "/gammel", to: "/finnes-ikke" }]
    })
    expect(problems).toEqual(["data/redirects.json: [0].to: /finnes-ikke is not a page of the site"])
  })

  it("finds a menu entry pointing to no page", () => {
    const problems = problemsOf((content) => {
      const entry = content.site.theme.menu[1]
      if (entry) entry.path = "/programmet"
    })
    expect(problems).toEqual([
      'data/site.json: theme.menu[1].path: "Program" points to /programmet, which is not a page of the site',
    ])
  })

  it("finds a single-item source that finds nothing", () => {
    const problems = problemsOf((content) => {
      content.pages.home.sources = [
        {
          name: "film",
          model: "production",
          filter: [{ property: "reference", value: "DXM9999", operator: "eq" }],
          collection: false,
        },
      ] as never
    })
    expect(problems).toEqual([
      'data/pages/home.json: sources[0]: "film" finds 0 items; a source with collection false must find exactly one',
    ])
  })

  it("refuses a showtime id a shared plan's link could not carry", () => {
    const problems = problemsOf((content) => {
      content.productions.film.showtimes = content.productions.film.showtimes.map((showtime) => ({
        ...showtime,
        id: "visning 1/2",
      }))
    })
    expect(problems).toContain(
      "data/productions/film.json: showtimes[0].id: must be 1 to 64 letters (a-z), digits, - or _, starting with a letter or digit",
    )
  })

  it("reports every problem of every file and every stage at once", () => {
    const problems = problemsOf((content) => {
      delete (content.articles.first as Partial<typeof content.articles.first>).slug
      Object.assign(content.productions.show, {
        showtimes: [{ ...content.productions.film.showtimes[0], start: "16. oktober" }],
      })
      Object.assign(content.pages.home, { pageType: "fancy" })
      content.productions.film.features = [{ name: "", value: "97 min" }]
      content.redirects = [
        { from: "/a", to: "/b" },
        { from: "/b", to: "/a" },
      ]
    })
    expect(problems).toEqual([
      'data/pages/home.json: pageType: "fancy" is not one of ordinary, standard',
      "data/articles/first.json: slug: is required (expected string)",
      "data/productions/film.json: features[0].name: must not be empty",
      "data/productions/show.json: showtimes[0].start: must be an ISO 8601 date and time with offset, e.g. 2025-10-15T18:00:00+02:00",
      "data/redirects.json: [0].to: redirects go round in a loop: /a → /b → /a",
    ])
  })

  it("leaves out what only follows from a broken file", () => {
    // The home page's file is broken, so the menu entry to / cannot be judged.
    const problems = problemsOf((content) => {
      Object.assign(content.pages.home, { pageType: "fancy" })
    })
    expect(problems).toEqual(['data/pages/home.json: pageType: "fancy" is not one of ordinary, standard'])
  })

  it("requires a site file and a not-found page", () => {
    expect(
      problemsOf(
        () => undefined,
        (documents) => documents.filter((document) => document.kind !== "site"),
      ),
    ).toEqual(["site.json: is missing: the site needs one site file"])
    expect(
      problemsOf((content) => {
        content.pages.notFound.path = "/fant-ikke"
      }),
    ).toEqual(["pages: no page has the path /404.html; the site needs a not-found page"])
  })

  it("refuses a site path that a browser would read as another site", () => {
    for (const path of ["//evil.example", "/\\evil.example", "/film\\blodmane", "/\\/evil.example"]) {
      expect(
        problemsOf((content) => {
          content.pages.about.path = path
        }),
      ).toEqual([`data/pages/about.json: path: must stay on this site (no // at the start and no \\ anywhere)`])
    }
    expect(
      problemsOf((content) => {
        content.redirects = [{ from: "//evil.example", to: "/program" }]
      }),
    ).toEqual(["data/redirects.json: [0].from: must stay on this site (no // at the start and no \\ anywhere)"])
  })

  it("refuses a picture that a browser would fetch from another site", () => {
    // og:image and the JSON-LD make a picture's path absolute with the site's address; //host would leave the site.
    for (const url of ["//evil.example/x.jpg", "/\\evil.example/x.jpg"]) {
      expect(
        problemsOf((content) => {
          content.articles.first.image = url
        }),
      ).toEqual([`data/articles/first.json: image: must stay on this site (no // at the start and no \\ anywhere)`])
    }
  })
})
