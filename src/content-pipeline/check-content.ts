/**
 * Checks across a whole content set that no single file's schema can make:
 * unique ids and slugs, production codes and paths, block and source wiring.
 */
import { CULTURE_CODE, MOVIE_CODE, type Page } from "../content-model/schema"
import { filterParam, filterProblem } from "./filters"
import type { ContentFile, ContentSet } from "./load-content"
import { quoted, type ContentProblem } from "./problems"
import { slugify } from "../content-model/norwegian-text"
import { itemSlug, pathParams } from "./routes"

/** The pattern pages the site knows, by their one path parameter. */
export const PATTERN_PARAMS = ["article", "production", "culture"] as const

interface Keyed {
  key: string
  file: string
  field: string
}

function duplicates(entries: Keyed[], what: string): ContentProblem[] {
  const firstSeen = new Map<string, Keyed>()
  return entries.flatMap((entry) => {
    const first = firstSeen.get(entry.key)
    if (first === undefined) {
      firstSeen.set(entry.key, entry)
      return []
    }
    return [
      {
        file: entry.file,
        field: entry.field,
        message: `${what} ${quoted(entry.key)} is already used in ${first.file}`,
      },
    ]
  })
}

function checkProductionCodes({ file, value: production }: ContentSet["productions"][number]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const { reference } = production
  const isMovie = production.object === "movie"
  const pattern = isMovie ? MOVIE_CODE : CULTURE_CODE
  if (!MOVIE_CODE.test(reference) && !CULTURE_CODE.test(reference)) {
    problems.push({
      file,
      field: "reference",
      message: `${quoted(reference)} is not a production code (expected DXM and digits for a film, or six or seven capital letters and digits for a stage show or concert)`,
    })
  } else if (!pattern.test(reference) || (!isMovie && MOVIE_CODE.test(reference))) {
    problems.push({
      file,
      field: "reference",
      message: isMovie
        ? `${quoted(reference)} is not a film code (a movie's code is DXM followed by digits)`
        : `${quoted(reference)} is a film code, but this production is a stage show or concert (object "culture")`,
    })
  }
  // A path can only be judged against a code that is right.
  if (problems.length > 0) return problems
  const [field, slug] = isMovie ? ["parentSlug", production.parentSlug] : ["pageReference", production.pageReference]
  const suffix = `-${reference.toLowerCase()}`
  if (slug !== null && (!slug.endsWith(suffix) || slugify(slug) !== slug || slug.length <= suffix.length)) {
    problems.push({
      file,
      field,
      message: `${quoted(slug)} must be the title's slug followed by the code, in lower case, e.g. ${quoted(itemSlug(production.title, reference))}`,
    })
  }
  return problems
}

function checkPage({ file, value: page }: ContentFile<Page>): ContentProblem[] {
  const problems: ContentProblem[] = []
  const sourceNames = new Set(page.sources.map((source) => source.name))
  problems.push(
    ...duplicates(
      page.sources.map((source, index) => ({ key: source.name, file, field: `sources[${index}].name` })),
      "source name",
    ),
    ...duplicates(
      page.blocks.map((block, index) => ({ key: block.id, file, field: `blocks[${index}].id` })),
      "block id",
    ),
  )

  page.sources.forEach((source, sourceIndex) =>
    source.filter.forEach((filter, filterIndex) => {
      const problem = filterProblem(source.model, filter)
      if (problem)
        problems.push({
          file,
          field: `sources[${sourceIndex}].filter[${filterIndex}].${problem.field}`,
          message: problem.message,
        })
    }),
  )

  page.blocks.forEach((block, index) => {
    block.data.forEach((name, dataIndex) => {
      if (!sourceNames.has(name)) {
        problems.push({
          file,
          field: `blocks[${index}].data[${dataIndex}]`,
          message: `${quoted(name)} names no source of this page (its sources: ${[...sourceNames].map(quoted).join(", ") || "none"})`,
        })
      }
    })
    if (block.place.row >= page.layout.rows.length) {
      problems.push({
        file,
        field: `blocks[${index}].place.row`,
        message: `row ${block.place.row} is not in the layout (it has ${page.layout.rows.length})`,
      })
    }
    if (block.place.column >= page.layout.columns.length) {
      problems.push({
        file,
        field: `blocks[${index}].place.column`,
        message: `column ${block.place.column} is not in the layout (it has ${page.layout.columns.length})`,
      })
    }
  })

  const params = pathParams(page.path)
  const usedParams = new Set(page.sources.flatMap((source) => source.filter.map(filterParam)).filter(Boolean))
  if (params.length > 1) {
    problems.push({
      file,
      field: "path",
      message: `"${page.path}" has more than one parameter; a pattern page has exactly one`,
    })
  }
  params.forEach((param) => {
    if (!(PATTERN_PARAMS as readonly string[]).includes(param)) {
      problems.push({
        file,
        field: "path",
        message: `":${param}" is not a page parameter (expected one of ${PATTERN_PARAMS.map((name) => `:${name}`).join(", ")})`,
      })
    } else if (!usedParams.has(param)) {
      problems.push({
        file,
        field: "path",
        message: `":${param}" is bound by no source filter (give a source a filter with value ":${param}")`,
      })
    }
  })
  usedParams.forEach((param) => {
    if (param !== undefined && !params.includes(param)) {
      problems.push({
        file,
        field: "sources",
        message: `a filter uses ":${param}", but the path "${page.path}" has no such parameter`,
      })
    }
  })
  return problems
}

/** Every showtime's venue and hall is one the site names, and every travel time joins two of them, once. */
function checkVenues({ site, productions }: ContentSet): ContentProblem[] {
  const halls = new Map(site.value.venues.map((venue) => [venue.name, new Set(venue.halls)]))
  const known = [...halls.keys()].map((name) => quoted(name)).join(", ")
  const showtimeProblems = productions.flatMap(({ file, value }) =>
    value.showtimes.flatMap((showtime, index): ContentProblem[] => {
      const venueHalls = halls.get(showtime.venue)
      if (!venueHalls) {
        return [
          {
            file,
            field: `showtimes[${index}].venue`,
            message: `${quoted(showtime.venue)} is not a venue of the site (venues in ${site.file}: ${known})`,
          },
        ]
      }
      if (!venueHalls.has(showtime.hall)) {
        return [
          {
            file,
            field: `showtimes[${index}].hall`,
            message: `${quoted(showtime.hall)} is not a hall of ${quoted(showtime.venue)} (halls: ${[...venueHalls].map((hall) => quoted(hall)).join(", ")})`,
          },
        ]
      }
      return []
    }),
  )
  const travelProblems = site.value.travelMinutes.flatMap(({ from, to }, index): ContentProblem[] => {
    const field = `travelMinutes[${index}]`
    const unknown = [
      ...(halls.has(from)
        ? []
        : [
            {
              file: site.file,
              field: `${field}.from`,
              message: `${quoted(from)} is not a venue of the site (${known})`,
            },
          ]),
      ...(halls.has(to)
        ? []
        : [{ file: site.file, field: `${field}.to`, message: `${quoted(to)} is not a venue of the site (${known})` }]),
    ]
    if (unknown.length === 0 && from === to) {
      return [{ file: site.file, field: `${field}.to`, message: "must be another venue than from" }]
    }
    return unknown
  })
  const listed = new Set(site.value.travelMinutes.map(({ from, to }) => [from, to].sort().join("\n")))
  const names = [...halls.keys()]
  const missingPairs = names.flatMap((from, index) =>
    names
      .slice(index + 1)
      .filter((to) => !listed.has([from, to].sort().join("\n")))
      .map((to) => ({
        file: site.file,
        field: "travelMinutes",
        message: `has no travel time between ${quoted(from)} and ${quoted(to)} (the planner needs one for every pair of venues)`,
      })),
  )
  return [
    ...missingPairs,
    ...duplicates(
      site.value.venues.map((venue, index) => ({ key: venue.name, file: site.file, field: `venues[${index}].name` })),
      "venue name",
    ),
    ...duplicates(
      site.value.travelMinutes.map(({ from, to }, index) => ({
        key: [from, to].sort().join(" ↔ "),
        file: site.file,
        field: `travelMinutes[${index}]`,
      })),
      "travel time between",
    ),
    ...showtimeProblems,
    ...travelProblems,
  ]
}

export function checkContent(content: ContentSet): ContentProblem[] {
  const { site, pages, articles, productions } = content
  const showtimes = productions.flatMap(({ file, value }) =>
    value.showtimes.map((showtime, index) => ({ key: showtime.id, file, field: `showtimes[${index}].id` })),
  )
  const movies = productions.filter(({ value }) => value.object === "movie")
  return [
    ...duplicates(
      pages.map(({ file, value }) => ({ key: value.id, file, field: "id" })),
      "page id",
    ),
    ...duplicates(
      articles.map(({ file, value }) => ({ key: value.id, file, field: "id" })),
      "article id",
    ),
    ...duplicates(
      articles.map(({ file, value }) => ({ key: value.slug, file, field: "slug" })),
      "slug",
    ),
    ...duplicates(
      productions.map(({ file, value }) => ({ key: value.id, file, field: "id" })),
      "production id",
    ),
    ...duplicates(
      productions.map(({ file, value }) => ({ key: value.reference, file, field: "reference" })),
      "production code",
    ),
    ...duplicates(
      movies.map(({ file, value }) => ({ key: value.ediNumber ?? "", file, field: "ediNumber" })),
      "ediNumber",
    ),
    ...duplicates(showtimes, "showtime id"),
    ...duplicates(
      site.value.theme.menu.map((entry, index) => ({
        key: entry.id,
        file: site.file,
        field: `theme.menu[${index}].id`,
      })),
      "menu id",
    ),
    ...productions.flatMap(checkProductionCodes),
    ...pages.flatMap(checkPage),
    ...checkVenues(content),
  ]
}
