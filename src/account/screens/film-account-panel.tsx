import { Link } from "gatsby"
import React, { useState } from "react"

import { useMovieInfo } from "../api/movie-info"
import { useWatchList } from "../api/watch-list"
import { AccountSwr } from "../account-swr"
import { useAccount } from "../use-account"
import { RatingStars } from "../../components/rating-stars"
import { ReviewsList } from "./reviews-list"

function WatchListButton({ ediNumber }: { ediNumber: string }) {
  const { movieInfo } = useMovieInfo(ediNumber)
  const { items, add } = useWatchList()
  const [outcome, setOutcome] = useState<"adding" | "failed">()
  if (!movieInfo) return null
  if (items.some((item) => item.movieId === movieInfo.movieId)) {
    return <p className="watch-list-status">På ønskelisten din</p>
  }
  const onClick = async () => {
    setOutcome("adding")
    setOutcome((await add(movieInfo)) ? undefined : "failed")
  }
  return (
    <>
      <button
        type="button"
        className="watch-list-button"
        onClick={onClick}
        disabled={outcome === "adding"}
        aria-busy={outcome === "adding"}
      >
        {outcome === "adding" ? "Legger til …" : "Legg til i ønskelisten"}
      </button>
      {outcome === "failed" && (
        <p className="form-alert" role="alert">
          Filmen ble ikke lagt til. Prøv igjen om litt.
        </p>
      )}
    </>
  )
}

/** The ticketing service's part of a film page: rating, the watch-list button and the reviews. */
export function FilmAccountPanel(props: { ediNumber: string; title: string }) {
  return (
    <AccountSwr>
      <Panel {...props} />
    </AccountSwr>
  )
}

function Panel({ ediNumber, title }: { ediNumber: string; title: string }) {
  const { movieInfo } = useMovieInfo(ediNumber)
  const { profile, signedIn } = useAccount()
  return (
    <section className="film-account" aria-label={`Publikum om ${title}`}>
      {movieInfo && <RatingStars rating={movieInfo.rating} count={movieInfo.ratingCount} />}
      {signedIn ? (
        <WatchListButton ediNumber={ediNumber} />
      ) : (
        profile !== undefined && (
          <p>
            <Link to="/logg-inn/">Logg inn</Link> for å legge filmen i ønskelisten din.
          </p>
        )
      )}
      <ReviewsList ediNumber={ediNumber} title={title} />
    </section>
  )
}
