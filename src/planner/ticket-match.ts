/**
 * Which screening a bought ticket is for. A ticket from the ticketing service
 * carries no showtime id: only the film (MovieId, MovieTitle), the start and
 * the screen. So a ticket matches the one screening that starts at the same
 * instant (the service may write another offset) and is the same film, by
 * ticketing code (MovieId equal to the production's reference) or else by
 * title; where two such start at once, the screen decides. When that leaves
 * none or more than one, the ticket is matched to nothing: better no "Kjøpt"
 * than one on the wrong screening.
 */
import type { Screening } from "../content-model/screening"
import { hasStarted } from "../content-model/showtime-status"

export interface TicketFacts {
  movieId: string
  movieTitle: string
  startTime: string
  sal: string
}

export interface WatchedFilm {
  movieId: string
  title: string
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase("nb") === b.trim().toLocaleLowerCase("nb")
const isFilm = (screening: Screening, movieId: string, title: string) =>
  (movieId.trim() !== "" && same(screening.reference, movieId)) || (title.trim() !== "" && same(screening.title, title))

function screeningOfTicket(ticket: TicketFacts, screenings: readonly Screening[]): Screening | undefined {
  const start = Date.parse(ticket.startTime)
  if (Number.isNaN(start)) return undefined
  const candidates = screenings.filter(
    (screening) => Date.parse(screening.start) === start && isFilm(screening, ticket.movieId, ticket.movieTitle),
  )
  const inHall = candidates.length > 1 ? candidates.filter(({ hall }) => same(hall, ticket.sal)) : candidates
  return inHall.length === 1 ? inHall[0] : undefined
}

/** The screenings the visitor holds tickets for, by showtime id. */
export function boughtScreenings(
  tickets: readonly TicketFacts[],
  screenings: readonly Screening[],
): Map<string, Screening> {
  return new Map(
    tickets.flatMap((ticket) => {
      const screening = screeningOfTicket(ticket, screenings)
      return screening ? [[screening.id, screening] as const] : []
    }),
  )
}

/**
 * The watch list's films that are on the programme, each with its showings not
 * in the plan, not cancelled and not started by `now` (the visitor's clock).
 */
export function watchListSuggestions(
  films: readonly WatchedFilm[],
  screenings: readonly Screening[],
  inPlan: ReadonlySet<string>,
  now: number,
): { title: string; showings: Screening[] }[] {
  return films.flatMap((film) => {
    const showings = screenings.filter(
      (screening) =>
        isFilm(screening, film.movieId, film.title) &&
        screening.status !== "cancelled" &&
        !hasStarted(screening.start, now) &&
        !inPlan.has(screening.id),
    )
    const first = showings[0]
    return first ? [{ title: first.title, showings }] : []
  })
}

/** The titles of the watch list's films that the programme does not show at all: named, and left out of the plan. */
export const notOnTheProgramme = (films: readonly WatchedFilm[], screenings: readonly Screening[]): string[] =>
  films
    .filter((film) => !screenings.some((screening) => isFilm(screening, film.movieId, film.title)))
    .map(({ title, movieId }) => title.trim() || movieId)
