import useSWR from "swr"

import type { Review } from "../../ticketing/types"
import { useTicketing } from "../use-ticketing"
import type { ApiError } from "../../ticketing/api-error"
import type { TicketingClient } from "./client"
import { flag, list, number, object, optionalText, text, time } from "../../ticketing/reply"

export const REVIEWS_PAGE = { skip: 0, take: 20 } as const

export function parseReview(value: unknown, where: string): Review {
  const fields = object(value, where)
  return {
    id: text(fields, "Id", where),
    comment: optionalText(fields, "Comment"),
    rating: number(fields, "Rating", where),
    addedAt: time(fields, "AddedAt", where),
    likesCount: number(fields, "LikesCount", where),
    movieId: text(fields, "MovieId", where),
    userId: text(fields, "UserId", where),
    userName: optionalText(fields, "UserName"),
    image: optionalText(fields, "Image"),
    isLiked: flag(fields, "IsLiked"),
  }
}

/** GET reviews of a film (ediNumber, skip 0, take 20), with the session cookie so IsLiked is the visitor's own. */
export async function fetchReviews(client: TicketingClient, ediNumber: string): Promise<Review[]> {
  const reply = await client("reviews", { query: { ediNumber, ...REVIEWS_PAGE } })
  return list(reply, "reviews").map((item, index) => parseReview(item, `reviews[${index}]`))
}

/** A film's reviews; a failure keeps the reviews already shown and gives the server's answer as `error`. */
export function useReviews(ediNumber: string | null): {
  items: Review[]
  loading: boolean
  error: ApiError | undefined
} {
  const { client, section } = useTicketing()
  const { data, isLoading, error } = useSWR<Review[], ApiError>(
    ediNumber ? ["reviews", section.partnerId, ediNumber] : null,
    () => fetchReviews(client, ediNumber ?? ""),
    { shouldRetryOnError: false },
  )
  return { items: data ?? [], loading: isLoading, error }
}
