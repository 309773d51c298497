import { Link } from "gatsby"
import React from "react"

import { useWatchList } from "../api/watch-list"
import { errorMessage } from "../error-message"
import { RatingStars } from "../../components/rating-stars"

export function MyWatchList() {
  const { items, loading, error } = useWatchList()
  return (
    <section className="my-section" aria-labelledby="my-watch-list">
      <h2 id="my-watch-list">Ønskeliste</h2>
      {error && (
        <p className="form-alert" role="alert">
          {errorMessage(error, "watchList")}
        </p>
      )}
      {loading && items.length === 0 && <p role="status">Henter ønskelisten din …</p>}
      {!loading && !error && items.length === 0 && (
        <p>
          Ønskelisten er tom. Finn noe skummelt i <Link to="/program/">programmet</Link>.
        </p>
      )}
      {items.length > 0 && (
        <ul className="watch-list">
          {items.map((movie) => (
            <li key={movie.movieId}>
              {movie.link ? <Link to={movie.link}>{movie.title}</Link> : movie.title}
              <RatingStars rating={movie.rating} count={movie.ratingCount} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
