import { Link } from "gatsby"
import React, { useEffect, useMemo, useState } from "react"

import { HydratesApart } from "../components/hydrates-apart"
import { AlertIcon, SearchIcon } from "../components/icons"
import { formatDayTime } from "../components/oslo-time"
import { ARTICLE_KIND, productionHitKind } from "../content-model/search-document"
import { partDropped, useEnhanced } from "../components/use-enhanced"
import { nextShowtime, type SearchHit } from "../search/search-hit"
import { SearchTitle } from "../search/search-title"
import { useSearcher } from "../search/use-searcher"
import { FilmWish } from "./film-wish"
import { TrailerLink } from "./trailer-link"
import { articlesOf, productionsOf, type BlockProps } from "./types"

/** The next showtime of a hit, when it has one left after `now` (none without it: the server cannot know). */
function NextShowtime({ hit, now }: { hit: SearchHit; now?: number }) {
  const next = now === undefined ? undefined : nextShowtime(hit.showtimes, now)
  if (!next) return null
  return (
    <p className="search__next">
      Neste visning: <time dateTime={next.start}>{formatDayTime(next.start)}</time>, {next.place}
    </p>
  )
}

function HitList({ hits, now }: { hits: readonly SearchHit[]; now?: number }) {
  return (
    <ul className="search__results">
      {hits.map((hit) => (
        <li key={hit.id}>
          <span className="search__kind">{hit.kind}</span> <Link to={hit.path}>{hit.title}</Link>
          {hit.trailer && <TrailerLink path={hit.path} title={hit.title} />}
          {hit.reference && (
            <FilmWish reference={hit.reference} title={hit.title} onWatchList={hit.watchList === true} />
          )}
          <NextShowtime hit={hit} now={now} />
          {hit.summary && <p className="search__snippet">{hit.summary}</p>}
        </li>
      ))}
    </ul>
  )
}

const GROUP_NAMES: Record<string, string> = {
  Film: "Filmer",
  Kortfilm: "Kortfilmer",
  Forestilling: "Forestillinger",
  Konsert: "Konserter",
  [ARTICLE_KIND]: "Artikler",
}

/** Everything there is to search, a list per kind: without scripts the visitor finds their way by eye or Ctrl+F. */
function EverythingList({ hits }: { hits: readonly SearchHit[] }) {
  const kinds = [...new Set(hits.map((hit) => hit.kind))]
  return (
    <>
      <h2>Alt du kan søke i</h2>
      <p className="search__no-script">
        Uten JavaScript kan ikke siden søke for deg. Her er alt, ordnet etter type: bruk nettleserens søk på siden
        (Ctrl+F) for å finne fram.
      </p>
      {kinds.map((kind) => {
        const ofKind = hits.filter((hit) => hit.kind === kind)
        return (
          <div key={kind}>
            <h3>
              {GROUP_NAMES[kind] ?? kind} ({ofKind.length})
            </h3>
            <HitList hits={ofKind} />
          </div>
        )
      })}
    </>
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
export function Search({ block, sources, pageTitle }: BlockProps<"search">) {
  const enhanced = useEnhanced()
  const searcher = useSearcher()
  const [query, setQuery] = useState("")
  useEffect(() => {
    const read = () => setQuery(readQuery())
    read()
    window.addEventListener("popstate", read)
    return () => window.removeEventListener("popstate", read)
  }, [])

  // The full list as one element, made once: React leaves a part it has not yet hydrated alone
  // only while the part's element is the same. Opened with `?q=`, the hits replace it before
  // React has hydrated it, and React drops its server HTML unread: no work on hundreds of
  // nodes that would be thrown away at once (Lighthouse counted that as blocking time).
  const everythingPart = `${block.id}:everything`
  const everythingList = useMemo(() => {
    const everything: SearchHit[] = [
      ...productionsOf(sources).map(({ id, title, path, objectClass, contents, trailer, reference, ediNumber }) => ({
        id,
        title,
        path,
        kind: productionHitKind(objectClass),
        summary: contents[0]?.summary ?? "",
        showtimes: [],
        trailer: Boolean(trailer),
        reference,
        watchList: Boolean(ediNumber),
      })),
      ...articlesOf(sources).map(({ id, title, path }) => ({
        id,
        title,
        path,
        kind: ARTICLE_KIND,
        summary: "",
        showtimes: [],
      })),
    ]
    return (
      <HydratesApart id={everythingPart}>
        <EverythingList hits={everything} />
      </HydratesApart>
    )
  }, [sources, everythingPart])
  const trimmed = query.trim()
  const inputId = `${block.id}-q`

  const showsEverything = !enhanced || trimmed === "" || searcher.status === "failed"
  useEffect(() => {
    if (!showsEverything) partDropped(everythingPart)
  }, [showsEverything, everythingPart])

  let results: React.ReactNode
  if (!enhanced || trimmed === "") {
    results = everythingList
  } else if (searcher.status === "loading") {
    results = <p role="status">Søker …</p>
  } else if (searcher.status === "failed") {
    results = (
      <>
        <p className="search__none" role="alert">
          <AlertIcon size={20} /> Søket virker ikke akkurat nå.
        </p>
        {everythingList}
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
          <HitList hits={hits} now={searcher.now} />
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
          <label htmlFor={inputId}>Søk etter filmer, forestillinger og artikler</label>
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
      <SearchTitle query={trimmed} pageTitle={pageTitle} />
    </section>
  )
}
