import React from "react"

import { formatDate } from "../../components/oslo-time"
import { useReviews } from "../api/reviews"
import { errorMessage } from "../error-message"
import { RatingStars } from "../../components/rating-stars"

/** The reviews of one film, newest first as the service sends them. */
export function ReviewsList({ ediNumber, title }: { ediNumber: string; title: string }) {
  const { items, loading, error } = useReviews(ediNumber)
  return (
    <section className="reviews" aria-label={`Anmeldelser av ${title}`}>
      <h2>Anmeldelser</h2>
      {error && (
        <p className="form-alert" role="alert">
          {errorMessage(error, "reviews")}
        </p>
      )}
      {loading && items.length === 0 && <p role="status">Henter anmeldelser …</p>}
      {!loading && !error && items.length === 0 && <p>Ingen har anmeldt filmen ennå.</p>}
      {items.length > 0 && (
        <ul className="reviews__list">
          {items.map((review) => (
            <li key={review.id} className="review">
              <RatingStars rating={review.rating} />
              {review.comment && <blockquote>{review.comment}</blockquote>}
              <p className="review__by">
                {review.userName || "Anonym"}, <time dateTime={review.addedAt}>{formatDate(review.addedAt)}</time>
                {review.likesCount > 0 && ` · ${review.likesCount} liker dette`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
