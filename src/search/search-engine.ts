import type MiniSearch from "minisearch"

import type { SearchDocument, SearchShowtime } from "../content-model/search-document"
import { foldNorwegian } from "../content-model/norwegian-text"
import type { SearchHit } from "./search-hit"

type Entry = Record<string, unknown>

const entryOf = (value: unknown): Entry => (typeof value === "object" && value !== null ? (value as Entry) : {})

function textOf(record: Entry, name: string, where: string): string {
  const value = record[name]
  if (typeof value !== "string") throw new Error(`${where}: ${name} is not text`)
  return value
}

/** Parses the index file: anything that is not a list of documents is an error, not a cast. */
export function parseSearchIndex(json: unknown): SearchDocument[] {
  if (!Array.isArray(json)) throw new Error("The search index is not a list")
  return json.map((entry: unknown, index) => {
    const record = entryOf(entry)
    const where = `Search index entry ${index}`
    const field = (name: keyof SearchDocument) => textOf(record, name, where)
    const showtimes = record.showtimes ?? []
    if (!Array.isArray(showtimes)) throw new Error(`${where}: showtimes is not a list`)
    return {
      id: field("id"),
      kind: field("kind"),
      title: field("title"),
      path: field("path"),
      summary: field("summary"),
      facts: typeof record.facts === "string" ? record.facts : "",
      text: field("text"),
      showtimes: showtimes.map((showtime: unknown): SearchShowtime => {
        const shown = entryOf(showtime)
        return { start: textOf(shown, "start", where), place: textOf(shown, "place", where) }
      }),
      ...(record.trailer === true && { trailer: true }),
      ...(typeof record.reference === "string" && record.reference !== "" && { reference: record.reference }),
      ...(record.watchList === true && { watchList: true }),
    }
  })
}

export type Searcher = (query: string) => SearchHit[]

/**
 * How long one task of indexing may run before it gives the page its turn
 * (ms), as React's scheduler gives itself. Indexing every film's text at once
 * was one long task of about 80 ms on a fast machine, several hundred on a
 * phone; ten documents at a time (MiniSearch's `addAllAsync`) still made
 * tasks of 80 ms with the CPU 6x slower, each a tap's wait and a piece of the
 * page's blocking time. Counted in time, a slice is as short on any phone.
 */
export const INDEX_SLICE_MS = 5

/**
 * The page's turn: a task of its own, queued behind whatever the visitor did
 * (a key, a tap). A message, as React's scheduler yields, not setTimeout(0),
 * which the browser holds for 4 ms once timers nest five deep; a timer only
 * where there is no MessageChannel (jsdom, in the tests).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel !== "function") {
      setTimeout(resolve, 0)
      return
    }
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })

export interface Slicing {
  /** The page's clock (ms). */
  now?: () => number
  /** Gives the page its turn. */
  turn?: () => Promise<void>
}

/**
 * Adds `documents` one by one, and gives the page its turn whenever a slice
 * of `INDEX_SLICE_MS` is used up. `now` and `turn` are the page's clock and its
 * turn; a test passes its own.
 */
export async function addInSlices<T>(
  add: (document: T) => void,
  documents: readonly T[],
  { now = () => performance.now(), turn = nextTask }: Slicing = {},
): Promise<void> {
  let sliceEnd = now() + INDEX_SLICE_MS
  for (const document of documents) {
    if (now() >= sliceEnd) {
      await turn()
      sliceEnd = now() + INDEX_SLICE_MS
    }
    add(document)
  }
}

/**
 * Builds the searcher: partial words match from their start, longer words
 * forgive a typo, and a title counts for more than the facts, the facts for
 * more than the text. It indexes in slices of time, giving the page its turn
 * between them (`addInSlices`; `slicing` for a test's clock).
 */
export async function createSearcher(
  MiniSearchClass: typeof MiniSearch,
  documents: SearchDocument[],
  slicing?: Slicing,
): Promise<Searcher> {
  const byId = new Map(documents.map((document) => [document.id, document]))
  const index = new MiniSearchClass<SearchDocument>({
    fields: ["title", "kind", "facts", "summary", "text"],
    storeFields: ["id"],
    processTerm: (term) => foldNorwegian(term) || null,
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      boost: { title: 6, facts: 3, kind: 2, summary: 1.5 },
      combineWith: "AND",
    },
  })
  await addInSlices((document: SearchDocument) => index.add(document), documents, slicing)
  return (query) =>
    query.trim() === ""
      ? []
      : index.search(query).flatMap((result) => {
          const document = byId.get(String(result.id))
          if (!document) return []
          const { id, kind, title, path, summary, showtimes, trailer, reference, watchList } = document
          return [
            {
              id,
              kind,
              title,
              path,
              summary,
              showtimes,
              ...(trailer && { trailer }),
              reference,
              ...(watchList && { watchList }),
            },
          ]
        })
}
