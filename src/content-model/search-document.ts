import { kindLabel } from "./production-kinds"

/** The search index: written by the build (src/content-pipeline/search-index.ts), read by the search page. */
export const SEARCH_INDEX_FILE = "search-index.json"

/** A showtime as a search hit shows it: when, and where in words ("Oppdal kulturhus, Store sal"). */
export interface SearchShowtime {
  start: string
  place: string
}

/** One entry of public/search-index.json. */
export interface SearchDocument {
  id: string
  /** What the hit is, in words: Film, Kortfilm, Forestilling, Konsert, Artikkel. */
  kind: string
  title: string
  /** The page it lives at, with a trailing slash. */
  path: string
  /** One or two sentences to show under the title. */
  summary: string
  /** A production's facts, matched right after its title: original title, director or performers, country, year, genres, content notes. */
  facts: string
  /** The body text, without HTML, for matching. */
  text: string
  /** A production's showtimes that are not cancelled, first first; the page shows the next one. */
  showtimes: SearchShowtime[]
  /** Whether the hit's page has a trailer: the hit links to it. */
  trailer?: boolean
  /** A production's ticketing code: the hit carries its "Vil se" mark. */
  reference?: string
  /** Whether the cinema sells the production (it has an EDI number), so that "Må se" puts it on the watch list. */
  watchList?: boolean
}

/** What an article is called in search hits. */
export const ARTICLE_KIND = "Artikkel"

/** What a production is called in search hits: a stage show is a "forestilling" there. */
export const productionHitKind = (objectClass: string): string =>
  objectClass === "stage-show" ? "Forestilling" : kindLabel(objectClass)
