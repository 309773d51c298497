import { Link } from "gatsby"
import React from "react"

import { articlesOf, productionsOf, type BlockProps } from "./types"

/** The search form and everything it searches, listed so the page is useful before any script runs. */
export function Search({ block, sources }: BlockProps<"search">) {
  const entries = [
    ...articlesOf(sources).map(({ id, title, path }) => ({ id, title, path, kind: "Nyhet" })),
    ...productionsOf(sources).map(({ id, title, path }) => ({ id, title, path, kind: "Forestilling" })),
  ]
  return (
    <section className="search" aria-labelledby={`${block.id}-heading`}>
      <h1 id={`${block.id}-heading`}>{block.props.heading || "Søk"}</h1>
      <form role="search" action="/search/" method="get">
        <label htmlFor={`${block.id}-q`}>Søk etter nyheter og forestillinger</label>
        <input id={`${block.id}-q`} type="search" name="q" />
        <button type="submit">Søk</button>
      </form>
      <h2>Alt du kan søke i</h2>
      <ul className="search__results">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.path}>{entry.title}</Link> <span className="search__kind">{entry.kind}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
