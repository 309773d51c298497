import type { SearchDocument, SearchShowtime } from "../content-model/search-document"

/** What the search page shows of a document. */
export type SearchHit = Pick<
  SearchDocument,
  "id" | "kind" | "title" | "path" | "summary" | "showtimes" | "trailer" | "reference" | "watchList"
>

/** The first showtime that has not begun at `now`, if any is left. */
export const nextShowtime = (showtimes: readonly SearchShowtime[], now: number): SearchShowtime | undefined =>
  showtimes.find(({ start }) => Date.parse(start) > now)
