import { Link } from "gatsby"
import React, { useRef, useState } from "react"

import { useWatchList } from "../api/watch-list"
import { errorMessage } from "../error-message"
import type { MovieInfo } from "../../ticketing/types"
import { RatingStars } from "../../components/rating-stars"

function WatchedFilm({ movie, onRemove }: { movie: MovieInfo; onRemove: (movie: MovieInfo) => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  return (
    <li className="watch-list__film">
      <span className="watch-list__title">{movie.link ? <Link to={movie.link}>{movie.title}</Link> : movie.title}</span>
      <span className="watch-list__rating">
        {movie.ratingCount ? (
          <RatingStars rating={movie.rating} count={movie.ratingCount} />
        ) : (
          <span className="watch-list__unrated">Ingen vurderinger ennå</span>
        )}
      </span>
      <button
        type="button"
        className="plan-button watch-list__remove"
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          setBusy(true)
          void onRemove(movie).finally(() => setBusy(false))
        }}
      >
        Fjern<span className="visually-hidden">{` ${movie.title} fra ønskelisten`}</span>
      </button>
    </li>
  )
}

export function MyWatchList() {
  const { items, loading, error, remove } = useWatchList()
  const [notice, setNotice] = useState("")
  const heading = useRef<HTMLHeadingElement>(null)
  const onRemove = async (movie: MovieInfo) => {
    const removed = await remove(movie)
    // The film's row and its button are gone: keep the focus in the list's section, not at the page's top.
    if (removed) requestAnimationFrame(() => heading.current?.focus())
    setNotice(
      removed
        ? `${movie.title} er fjernet fra ønskelisten.`
        : `Vi fikk ikke fjernet ${movie.title} fra ønskelisten. Prøv igjen om litt.`,
    )
  }
  return (
    <section className="my-section" aria-labelledby="my-watch-list">
      <h2 id="my-watch-list" ref={heading} tabIndex={-1}>
        Ønskeliste
      </h2>
      {error && (
        <p className="form-alert" role="alert">
          {errorMessage(error, "watchList")}
        </p>
      )}
      <p className="watch-list__notice" role="status">
        {notice}
      </p>
      {loading && items.length === 0 && <p role="status">Henter ønskelisten din …</p>}
      {!loading && !error && items.length === 0 && (
        <p>
          Ønskelisten er tom. Finn noe skummelt i <Link to="/program/">programmet</Link>.
        </p>
      )}
      {items.length > 0 && (
        <ul className="watch-list">
          {items.map((movie) => (
            <WatchedFilm key={movie.movieId} movie={movie} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </section>
  )
}
