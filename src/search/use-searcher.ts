import { useEffect, useState } from "react"

import { SEARCH_INDEX_FILE } from "../content-model/search-document"
import type { Searcher } from "./search-engine"

export type SearcherState =
  | { status: "loading" }
  /** `now`: when the index arrived, the moment a hit's next showtime is counted from. */
  | { status: "ready"; search: Searcher; now: number }
  | { status: "failed" }

/**
 * Loads the index, the search library and our engine around it after the
 * page has rendered, so none of them weighs on a page's first load: all
 * three are fetched only here.
 */
export function useSearcher(): SearcherState {
  const [state, setState] = useState<SearcherState>({ status: "loading" })
  useEffect(() => {
    let current = true
    const load = async () => {
      const [{ default: MiniSearch }, { createSearcher, parseSearchIndex }, res] = await Promise.all([
        import("minisearch"),
        import("./search-engine"),
        fetch(new URL(`/${SEARCH_INDEX_FILE}`, window.location.origin)),
      ])
      if (!res.ok) throw new Error(`The search index answered ${res.status}`)
      return await createSearcher(MiniSearch, parseSearchIndex(await res.json()))
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
