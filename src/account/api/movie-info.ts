import useSWR from "swr"

import type { MovieInfo } from "../../ticketing/types"
import { useTicketing } from "../use-ticketing"
import type { TicketingClient } from "./client"
import { number, object, optionalText, text, type Fields } from "../../ticketing/reply"

/**
 * The film's page on this site, or "" when `link` is anything else. It ends
 * up in an href, so a `javascript:` URL or another site (`//host`, `/\host`,
 * `https://…`) from a faulty or hostile reply must not get through.
 */
function sitePath(link: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(link) ? link : ""
}

export function parseMovieInfo(value: unknown, where: string): MovieInfo {
  const fields: Fields = object(value, where)
  return {
    title: text(fields, "Title", where),
    movieId: text(fields, "MovieId", where),
    edis: text(fields, "Edis", where),
    rating: number(fields, "Rating", where),
    ratingCount: number(fields, "RatingCount", where),
    poster: optionalText(fields, "Poster"),
    link: sitePath(optionalText(fields, "link")),
  }
}

/** GET movieInfo by the cinema's film number. */
export async function fetchMovieInfo(client: TicketingClient, ediNumber: string): Promise<MovieInfo> {
  return parseMovieInfo(await client("movieInfo", { query: { ediNumber } }), "movieInfo")
}

/** A film's rating and count from the ticketing service. A failure is only logged (section 8). */
export function useMovieInfo(ediNumber: string | null): { movieInfo: MovieInfo | undefined; loading: boolean } {
  const { client, section } = useTicketing()
  const { data, isLoading } = useSWR(
    ediNumber ? ["movieInfo", section.partnerId, ediNumber] : null,
    () => fetchMovieInfo(client, ediNumber ?? ""),
    {
      onError: (error: Error) => console.error(`Movie info for ${ediNumber} could not be loaded: ${error.message}`),
      shouldRetryOnError: false,
    },
  )
  return { movieInfo: data, loading: isLoading }
}
