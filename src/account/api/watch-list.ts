import { getDefaultStore, useAtomValue } from "jotai"
import useSWR, { mutate as mutateCache } from "swr"

import { partnerSection } from "./config"
import { isSignedIn, profileAtom, readStoredProfile } from "../session-atoms"
import type { MovieInfo, UserProfile } from "../../ticketing/types"
import { ticketingClientFor, useTicketing } from "../use-ticketing"
import { ApiError } from "../../ticketing/api-error"
import type { TicketingClient } from "./client"
import { parseMovieInfo } from "./movie-info"
import { list } from "../../ticketing/reply"
import { keepWaiting, stopWaiting, waitingAdds } from "../waiting-adds"

export const WATCH_LIST_PAGE = { skip: 0, take: 10 } as const

/**
 * The films waiting on the device for this visitor (`owner`, the profile's email) first, if given, so
 * that the list holds every "Må se" pressed, whenever the page it was pressed on went away;
 * then POST switchTokensDx with the stored token in a header, and GET the watch list (skip 0, take 10).
 */
export async function fetchWatchList(client: TicketingClient, token: string, owner?: string): Promise<MovieInfo[]> {
  if (owner !== undefined) await sendWaitingAdds(client, owner)
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

/** What became of a film waiting on the device: on the list, still waiting for an answer, or refused by the service. */
type Outcome = "added" | "waiting" | "refused"

/** Said when the film waits on the device for the next time the service answers. */
const WATCH_LIST_LATER = "Filmen er merket. Den kommer på ønskelisten din neste gang vi får kontakt med kinoen."

/** Said when the service answered no: the mark stays, the watch list does not hold the film. */
const WATCH_LIST_REFUSED = "Filmen er merket, men vi fikk ikke lagt den i ønskelisten din."

const TOLD: Record<Outcome, string | undefined> = {
  added: undefined,
  waiting: WATCH_LIST_LATER,
  refused: WATCH_LIST_REFUSED,
}

/**
 * Whether the service may take the film on another try: no answer came (no
 * signal, a timeout, a captive portal's page), the session needs signing in
 * again, or the service was busy or broken. Any other answer is a no.
 */
function mayTryAgain(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false
  const { kind, status } = failure
  return kind !== "http" || status === 401 || status === 408 || status === 429 || status >= 500
}

/** The adds out from this tab, by visitor and film: a film waiting is sent once at a time, however many ask. */
const sending = new Map<string, Promise<Outcome>>()

function sendWaitingAdd(client: TicketingClient, owner: string, movieId: string): Promise<Outcome> {
  const key = JSON.stringify([owner, movieId])
  const out = sending.get(key)
  if (out) return out
  const sent = addMovieToWatchList(client, { movieId })
    .then(
      (confirmed): Outcome => {
        if (!confirmed) console.error(`The film ${movieId} could not be added to the watch list: the service said no`)
        stopWaiting(movieId, owner)
        return confirmed ? "added" : "refused"
      },
      (failure: unknown): Outcome => {
        console.error(`The film ${movieId} could not be added to the watch list: ${(failure as Error).message}`)
        if (mayTryAgain(failure)) return "waiting"
        stopWaiting(movieId, owner)
        return "refused"
      },
    )
    .finally(() => sending.delete(key))
  sending.set(key, sent)
  return sent
}

/** Sends the films waiting for this visitor's watch list; resolves once each has its answer, true when any was added. */
async function sendWaitingAdds(client: TicketingClient, owner: string): Promise<boolean> {
  const waiting = waitingAdds().filter((add) => add.owner === owner)
  const outcomes = await Promise.all(waiting.map(({ movieId }) => sendWaitingAdd(client, owner, movieId)))
  return outcomes.includes("added")
}

/**
 * Adds a film from outside the account's screens: a "Må se" pressed on any
 * page, whose code is fetched after the press (watch-list-on-press.ts, which
 * already put the film on the device to wait). It uses the session of the
 * site's Jotai store, as the header does, sends the visitor's other waiting
 * films with it, and a watch list shown on the page is fetched again once
 * the service confirmed. Resolves to what to tell the visitor when the film
 * is not on the list (nothing when it is, or when someone else is signed in
 * by now: the film waits for its owner); failures are logged.
 */
export async function addToWatchListOnPress(
  partners: readonly number[],
  movieId: string,
  owner: string,
): Promise<string | undefined> {
  const profile = readStoredProfile()
  if (!isSignedIn(profile) || profile.email !== owner) return undefined
  try {
    const section = partnerSection(partners)
    const client = ticketingClientFor(getDefaultStore(), section)
    const [outcome, others] = await Promise.all([
      sendWaitingAdd(client, owner, movieId),
      sendWaitingAdds(client, owner),
    ])
    if (outcome === "added" || others) void mutateCache(watchListKey(section.partnerId, profile))
    return TOLD[outcome]
  } catch (failure) {
    console.error(`The film could not be added to the watch list: ${(failure as Error).message}`)
    return WATCH_LIST_REFUSED
  }
}

export interface WatchList {
  items: MovieInfo[]
  loading: boolean
  error: ApiError | undefined
  /** Adds a film; it joins the list only when the server confirms. Resolves to whether it did. */
  add: (movie: MovieInfo) => Promise<boolean>
  /**
   * Adds a film known only by its code (a "Må se" on Min festival), waiting on the device until
   * the service answers; the list is fetched again once it confirmed. Resolves to what to tell
   * the visitor when the film is not on the list. Signed out, nothing is asked.
   */
  addByCode: (movieId: string) => Promise<string | undefined>
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
    () => fetchWatchList(client, token, profile?.email),
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
  const addByCode = async (movieId: string): Promise<string | undefined> => {
    if (!profile || !isSignedIn(profile)) return undefined
    // On the device first, as a press on a content page does: leaving the page at once loses nothing.
    keepWaiting(movieId, profile.email)
    const outcome = await sendWaitingAdd(client, profile.email, movieId)
    if (outcome === "added") await mutate()
    return TOLD[outcome]
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
