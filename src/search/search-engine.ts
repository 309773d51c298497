import type MiniSearch from "minisearch"

import { SEARCH_INDEX_FILE, type SearchDocument } from "../content-model/search-document"
import { foldNorwegian } from "../content-model/norwegian-text"

export type SearchHit = Pick<SearchDocument, "id" | "kind" | "title" | "path" | "summary">

export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`

/** Parses the index file: anything that is not a list of documents is an error, not a cast. */
export function parseSearchIndex(json: unknown): SearchDocument[] {
  if (!Array.isArray(json)) throw new Error("The search index is not a list")
  return json.map((entry: unknown, index) => {
    const record = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>
    const field = (name: keyof SearchDocument) => {
      const value = record[name]
      if (typeof value !== "string") throw new Error(`Search index entry ${index}: ${name} is not text`)
      return value
    }
    return {
      id: field("id"),
      kind: field("kind"),
      title: field("title"),
      path: field("path"),
      summary: field("summary"),
      text: field("text"),
    }
  })
}

export type Searcher = (query: string) => SearchHit[]

/** Builds the searcher: partial words match from their start, longer words forgive a typo. */
export function createSearcher(MiniSearchClass: typeof MiniSearch, documents: SearchDocument[]): Searcher {
  const index = new MiniSearchClass<SearchDocument>({
    fields: ["title", "kind", "summary", "text"],
    storeFields: ["id", "kind", "title", "path", "summary"],
    processTerm: (term) => foldNorwegian(term) || null,
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      boost: { title: 4, kind: 2, summary: 1.5 },
      combineWith: "AND",
    },
  })
  index.addAll(documents)
  return (query) =>
    query.trim() === ""
      ? []
      : index.search(query).map((result) => ({
          id: String(result.id),
          kind: String(result.kind),
          title: String(result.title),
          path: String(result.path),
          summary: String(result.summary),
        }))
}
