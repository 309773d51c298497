import { getDefaultStore, useAtomValue } from "jotai"
import useSWR, { mutate as mutateCache } from "swr"

import { partnerSection } from "./config"
import { isSignedIn, profileAtom, readStoredProfile } from "../session-atoms"
import type { MovieInfo, UserProfile } from "../../ticketing/types"
import { ticketingClientFor, useTicketing } from "../use-ticketing"
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
export async function addMovieToWatchList(
  client: TicketingClient,
  movie: Pick<MovieInfo, "movieId">,
): Promise<boolean> {
  const reply = await client("addMovieToWatchList", { method: "POST", body: { id: movie.movieId } })
  return Boolean(reply)
}

/** POST removeMovieFromWatchList with the movie's id; true when the server confirmed. */
export async function removeMovieFromWatchList(client: TicketingClient, movie: MovieInfo): Promise<boolean> {
  const reply = await client("removeMovieFromWatchList", { method: "POST", body: { id: movie.movieId } })
  return reply === true
}

/** The signed-in visitor's watch list's key in SWR's cache. */
const watchListKey = (partnerId: number, profile: UserProfile | undefined) => [
  "watchlist",
  partnerId,
  profile?.userName,
]

/**
 * Adds a film from outside the account's screens: a "Må se" pressed on any
 * page, whose code fetches this module on the press. It uses the session of
 * the site's Jotai store, as the header does, and a watch list shown on the
 * page is fetched again once the service confirmed. True when it did, or
 * when nobody is signed in (there is no list to add to); failures are
 * logged and resolve to false.
 */
export async function addToWatchListOnPress(partners: readonly number[], movieId: string): Promise<boolean> {
  const profile = readStoredProfile()
  if (!isSignedIn(profile)) return true
  try {
    const section = partnerSection(partners)
    const confirmed = await addMovieToWatchList(ticketingClientFor(getDefaultStore(), section), { movieId })
    if (confirmed) void mutateCache(watchListKey(section.partnerId, profile))
    return confirmed
  } catch (failure) {
    console.error(`The film could not be added to the watch list: ${(failure as Error).message}`)
    return false
  }
}

export interface WatchList {
  items: MovieInfo[]
  loading: boolean
  error: ApiError | undefined
  /** Adds a film; it joins the list only when the server confirms. Resolves to whether it did. */
  add: (movie: MovieInfo) => Promise<boolean>
  /**
   * Adds a film known only by its code (a "Må se" on Min festival); the list is fetched again
   * once the server confirms. Signed out, nothing is asked and it resolves to true.
   */
  addByCode: (movieId: string) => Promise<boolean>
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
    isSignedIn(profile) ? watchListKey(section.partnerId, profile) : null,
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
  const addByCode = async (movieId: string): Promise<boolean> => {
    if (!isSignedIn(profile)) return true
    try {
      const confirmed = await addMovieToWatchList(client, { movieId })
      if (confirmed) await mutate()
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
  return { items: data ?? [], loading: isLoading, error, add, addByCode, remove }
}
