import { useAtomValue } from "jotai"
import useSWR from "swr"

import { isSignedIn, profileAtom } from "../session-atoms"
import type { MovieInfo } from "../../ticketing/types"
import { useTicketing } from "../use-ticketing"
import type { ApiError } from "../../ticketing/api-error"
import type { TicketingClient } from "./client"
import { parseMovieInfo } from "./movie-info"
import { list } from "../../ticketing/reply"

export const WATCH_LIST_PAGE = { skip: 0, take: 10 } as const

/** POST switchTokensDx with the stored token in a header, then GET the watch list (skip 0, take 10). */
export async function fetchWatchList(client: TicketingClient, token: string): Promise<MovieInfo[]> {
  await client("switchTokensDx", { method: "POST", headers: { "X-Token": token } })
  const reply = await client("watchlist", { query: { ...WATCH_LIST_PAGE } })
  return list(reply, "watchlist").map((item, index) => parseMovieInfo(item, `watchlist[${index}]`))
}

/** POST addMovieToWatchList with the movie's id; true when the server confirmed. */
export async function addMovieToWatchList(client: TicketingClient, movie: MovieInfo): Promise<boolean> {
  const reply = await client("addMovieToWatchList", { method: "POST", body: { id: movie.movieId } })
  return Boolean(reply)
}

/** POST removeMovieFromWatchList with the movie's id; true when the server confirmed. */
export async function removeMovieFromWatchList(client: TicketingClient, movie: MovieInfo): Promise<boolean> {
  const reply = await client("removeMovieFromWatchList", { method: "POST", body: { id: movie.movieId } })
  return reply === true
}

export interface WatchList {
  items: MovieInfo[]
  loading: boolean
  error: ApiError | undefined
  /** Adds a film; it joins the list only when the server confirms. Resolves to whether it did. */
  add: (movie: MovieInfo) => Promise<boolean>
  /** Takes a film off; it leaves the list only when the server confirms. Resolves to whether it did. */
  remove: (movie: MovieInfo) => Promise<boolean>
}

/**
 * The visitor's watch list. It is fetched only while a token is stored
 * (section 5); a failure keeps the films already shown.
 */
export function useWatchList(): WatchList {
  const { client, section } = useTicketing()
  const profile = useAtomValue(profileAtom)
  const token = profile?.token ?? ""
  const { data, isLoading, error, mutate } = useSWR<MovieInfo[], ApiError>(
    isSignedIn(profile) ? ["watchlist", section.partnerId, profile?.userName] : null,
    () => fetchWatchList(client, token),
    { shouldRetryOnError: false },
  )
  const add = async (movie: MovieInfo): Promise<boolean> => {
    try {
      const confirmed = await addMovieToWatchList(client, movie)
      if (confirmed) {
        await mutate(
          (items = []) => (items.some((item) => item.movieId === movie.movieId) ? items : [...items, movie]),
          {
            revalidate: false,
          },
        )
      }
      return confirmed
    } catch (failure) {
      console.error(`The film could not be added to the watch list: ${(failure as Error).message}`)
      return false
    }
  }
  const remove = async (movie: MovieInfo): Promise<boolean> => {
    try {
      const confirmed = await removeMovieFromWatchList(client, movie)
      if (confirmed) {
        await mutate((items = []) => items.filter((item) => item.movieId !== movie.movieId), { revalidate: false })
      }
      return confirmed
    } catch (failure) {
      console.error(`The film could not be removed from the watch list: ${(failure as Error).message}`)
      return false
    }
  }
  return { items: data ?? [], loading: isLoading, error, add, remove }
}
