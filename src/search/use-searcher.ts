import { useEffect, useState } from "react"

import { SEARCH_INDEX_URL, createSearcher, parseSearchIndex, type Searcher } from "./search-engine"

export type SearcherState =
  | { status: "loading" }
  /** `now`: when the index arrived, the moment a hit's next showtime is counted from. */
  | { status: "ready"; search: Searcher; now: number }
  | { status: "failed" }

/**
 * Loads the index and the search library after the page has rendered, so
 * neither weighs on any other page: both are fetched only here.
 */
export function useSearcher(): SearcherState {
  const [state, setState] = useState<SearcherState>({ status: "loading" })
  useEffect(() => {
    let current = true
    const load = async () => {
      const [{ default: MiniSearch }, res] = await Promise.all([
        import("minisearch"),
        fetch(new URL(SEARCH_INDEX_URL, window.location.origin)),
      ])
      if (!res.ok) throw new Error(`The search index answered ${res.status}`)
      return createSearcher(MiniSearch, parseSearchIndex(await res.json()))
    }
    load().then(
      (search) => current && setState({ status: "ready", search, now: Date.now() }),
      () => current && setState({ status: "failed" }),
    )
    return () => {
      current = false
    }
  }, [])
  return state
}
