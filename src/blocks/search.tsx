import { Link } from "gatsby"
import React, { useEffect, useState } from "react"

import { AlertIcon, SearchIcon } from "../components/icons"
import { kindLabel } from "../content-model/production-kinds"
import { useEnhanced } from "../components/use-enhanced"
import type { SearchHit } from "../search/search-engine"
import { useSearcher } from "../search/use-searcher"
import { articlesOf, productionsOf, type BlockProps } from "./types"

function HitList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ul className="search__results">
      {hits.map((hit) => (
        <li key={hit.id}>
          <Link to={hit.path}>{hit.title}</Link> <span className="search__kind">{hit.kind}</span>
          {hit.summary && <p className="search__snippet">{hit.summary}</p>}
        </li>
      ))}
    </ul>
  )
}

function readQuery(): string {
  return new URLSearchParams(window.location.search).get("q") ?? ""
}

/** Keeps `?q=` in the address in step with the field, so a search can be shared and reloaded. */
function writeQuery(query: string): void {
  const { pathname, search, hash } = window.location
  const params = new URLSearchParams(search)
  if (query) params.set("q", query)
  else params.delete("q")
  const text = params.toString()
  window.history.replaceState(window.history.state, "", `${pathname}${text ? `?${text}` : ""}${hash}`)
}

/**
 * Search as you type over the index built with the site. Before scripts
 * run (or without them) the page lists everything there is to search.
 */
export function Search({ block, sources }: BlockProps<"search">) {
  const enhanced = useEnhanced()
  const searcher = useSearcher()
  const [query, setQuery] = useState("")
  useEffect(() => {
    const read = () => setQuery(readQuery())
    read()
    window.addEventListener("popstate", read)
    return () => window.removeEventListener("popstate", read)
  }, [])

  const everything: SearchHit[] = [
    ...articlesOf(sources).map(({ id, title, path }) => ({ id, title, path, kind: "Nyhet", summary: "" })),
    ...productionsOf(sources).map(({ id, title, path, objectClass, contents }) => ({
      id,
      title,
      path,
      kind: kindLabel(objectClass),
      summary: contents[0]?.summary ?? "",
    })),
  ]
  const trimmed = query.trim()
  const inputId = `${block.id}-q`

  let results: React.ReactNode
  if (!enhanced || trimmed === "") {
    results = (
      <>
        <h2>Alt du kan søke i</h2>
        <HitList hits={everything} />
      </>
    )
  } else if (searcher.status === "loading") {
    results = <p role="status">Søker …</p>
  } else if (searcher.status === "failed") {
    results = (
      <>
        <p className="search__none" role="alert">
          <AlertIcon size={20} /> Søket virker ikke akkurat nå. Her er alt du kan søke i:
        </p>
        <HitList hits={everything} />
      </>
    )
  } else {
    const hits = searcher.search(trimmed)
    results = (
      <>
        <h2>Treff for «{trimmed}»</h2>
        <p className="search__status" role="status">
          {hits.length === 0 ? "Ingen treff" : hits.length === 1 ? "1 treff" : `${hits.length} treff`}
        </p>
        {hits.length === 0 ? (
          <p className="search__none">
            Ingen treff for «{trimmed}». Prøv et kortere ord, eller se <Link to="/program/">hele programmet</Link>.
          </p>
        ) : (
          <HitList hits={hits} />
        )}
      </>
    )
  }

  return (
    <section className="search" aria-labelledby={`${block.id}-heading`}>
      <h1 id={`${block.id}-heading`}>{block.props.heading || "Søk"}</h1>
      <form
        className="search__form"
        role="search"
        action="/search/"
        method="get"
        onSubmit={(event) => {
          if (enhanced) event.preventDefault()
        }}
      >
        <div className="search__field">
          <label htmlFor={inputId}>Søk etter nyheter og forestillinger</label>
          <input
            id={inputId}
            type="search"
            name="q"
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              writeQuery(event.target.value.trim())
            }}
          />
        </div>
        <button type="submit">
          <SearchIcon size={20} />
          Søk
        </button>
      </form>
      <div className="search__outcome">{results}</div>
    </section>
  )
}
