/** The search index: written by the build (src/content-pipeline/search-index.ts), read by the search page. */
export const SEARCH_INDEX_FILE = "search-index.json"

/** One entry of public/search-index.json. */
export interface SearchDocument {
  id: string
  /** What the hit is, in words: Nyhet, Film, Scene, Konsert. */
  kind: string
  title: string
  /** The page it lives at, with a trailing slash. */
  path: string
  /** One or two sentences to show under the title. */
  summary: string
  /** The body text, without HTML, for matching. */
  text: string
}
