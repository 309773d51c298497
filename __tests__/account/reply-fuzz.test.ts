/**
 * Property-based tests of the reply narrowing: whatever the ticketing
 * service answers (fuzz-support.ts), each endpoint's call ends in a value
 * the screens can show or in an ApiError, never in another exception.
 * fast-check shrinks any failure to its smallest form; the failures found
 * are kept as plain tests below.
 */
import fc from "fast-check"
import { http, HttpResponse } from "msw"

import { ApiError } from "../../src/ticketing/api-error"
import { createTicketingClient, type TicketingClient } from "../../src/account/api/client"
import { PARTNER_SECTIONS } from "../../src/account/api/config"
import { createUser } from "../../src/account/api/create-user"
import { fetchEvents } from "../../src/account/api/events-call"
import { SHOWTIME_STATUSES, isShowtimeStatus } from "../../src/content-model/showtime-status"
import { forgotPassword } from "../../src/account/api/forgot-password"
import { login } from "../../src/account/api/login"
import { fetchMovieInfo } from "../../src/account/api/movie-info"
import { fetchReviews } from "../../src/account/api/reviews"
import { fetchTickets } from "../../src/account/api/tickets"
import { addMovieToWatchList, fetchWatchList, removeMovieFromWatchList } from "../../src/account/api/watch-list"
import type { MovieInfo, MyTicket, Review, UserProfile } from "../../src/ticketing/types"
import {
  API,
  answers,
  fieldValue,
  listOf,
  movie,
  review,
  PROPERTY_TIMEOUT_MS,
  RUNS,
  shaped,
  ticket,
  type Answer,
  answerWith,
} from "./fuzz-support"
import { server } from "./support"

const isText = (value: unknown): value is string => typeof value === "string"
/** What the screens format as a date: `new Date(text)` must be a real time. */
const isDate = (value: unknown) => isText(value) && !Number.isNaN(new Date(value).getTime())
const isCount = (value: unknown) => typeof value === "number" && Number.isFinite(value)

const validProfile = (value: unknown) => {
  const profile = value as UserProfile
  return isText(profile.userName) && isText(profile.email) && isText(profile.token) && profile.token !== ""
}

const validTicket = (ticket: MyTicket) =>
  [ticket.movieId, ticket.movieTitle, ticket.notes, ticket.qrCode, ticket.qrUrl, ticket.image, ticket.sal].every(
    isText,
  ) &&
  isDate(ticket.startTime) &&
  (ticket.expirationDate === "" || isDate(ticket.expirationDate)) &&
  isText(ticket.seatsInfo.info) &&
  ticket.seatsInfo.seats.every((group) => isText(group.row) && group.seats.every(isText))

/** The link goes into an href: it must stay on the site, whatever a browser makes of it. */
const onSite = (link: string) =>
  link === "" || new URL(link, "https://ramaskrik.no/program/").origin === "https://ramaskrik.no"

const validMovie = (movie: MovieInfo) =>
  [movie.title, movie.movieId, movie.edis, movie.poster, movie.link].every(isText) &&
  onSite(movie.link) &&
  isCount(movie.rating) &&
  isCount(movie.ratingCount)

const validReview = (review: Review) =>
  [review.id, review.comment, review.movieId, review.userId, review.userName, review.image].every(isText) &&
  isDate(review.addedAt) &&
  isCount(review.rating) &&
  isCount(review.likesCount) &&
  typeof review.isLiked === "boolean"

const everyOne =
  <T>(valid: (item: T) => boolean) =>
  (value: unknown) =>
    Array.isArray(value) && (value as T[]).every(valid)

const A_FILM: MovieInfo = {
  title: "Trolljegeren",
  movieId: "DXM1015",
  edis: "124876",
  rating: 4,
  ratingCount: 10,
  poster: "",
  link: "",
}

interface FuzzedEndpoint {
  name: string
  url: string
  shape: fc.Arbitrary<unknown>
  call: (client: TicketingClient) => Promise<unknown>
  valid: (value: unknown) => boolean
}

const ENDPOINTS: FuzzedEndpoint[] = [
  {
    name: "login",
    url: `${API}/account/login`,
    shape: shaped({ marsToken: "text", UserName: "text", UserInfo: "text" }),
    call: (client) => login(client, "demo@ramaskrik.no", "hemmelig1"),
    valid: validProfile,
  },
  {
    name: "createUser",
    url: `${API}/profile`,
    shape: shaped({ Token: "text", UserName: "text", ContactEmail: "text" }),
    call: (client) => createUser(client, { email: "ny@ramaskrik.no", password: "hemmelig1", userName: "Ny" }),
    valid: validProfile,
  },
  {
    name: "forgotPassword",
    url: `${API}/account/forgotpassword`,
    shape: fc.oneof(fieldValue, fc.constant("")),
    call: (client) => forgotPassword(client, "demo@ramaskrik.no"),
    valid: (value) => value === undefined,
  },
  {
    name: "tickets",
    url: `${API}/profile/tickets`,
    shape: listOf(ticket),
    call: fetchTickets,
    valid: everyOne(validTicket),
  },
  {
    name: "movieInfo",
    url: `${API}/movie/info`,
    shape: movie,
    call: (client) => fetchMovieInfo(client, "124876"),
    valid: (value) => validMovie(value as MovieInfo),
  },
  {
    name: "reviews",
    url: `${API}/movie/reviews`,
    shape: listOf(review),
    call: (client) => fetchReviews(client, "124876"),
    valid: everyOne(validReview),
  },
  {
    name: "watchlist",
    url: `${API}/watchlist`,
    shape: listOf(movie),
    call: (client) => fetchWatchList(client, "token"),
    valid: everyOne(validMovie),
  },
  {
    name: "addMovieToWatchList",
    url: `${API}/watchlist`,
    shape: fieldValue,
    call: (client) => addMovieToWatchList(client, A_FILM),
    valid: (value) => typeof value === "boolean",
  },
  {
    name: "removeMovieFromWatchList",
    url: `${API}/watchlist/remove`,
    shape: fieldValue,
    call: (client) => removeMovieFromWatchList(client, A_FILM),
    valid: (value) => typeof value === "boolean",
  },
  {
    name: "events",
    url: `${API}/events`,
    shape: listOf(
      shaped({
        Id: fc.constantFrom("st-dxm1015-1", "st-dxm1001-1", ""),
        Status: fc.constantFrom(...SHOWTIME_STATUSES, "SoldOut", "<b>utsolgt</b>"),
        Start: "date",
      }),
    ),
    call: (client) => fetchEvents(client, PARTNER_SECTIONS[118], ["st-dxm1015-1"]),
    valid: everyOne(
      (event: { id: unknown; status: unknown; start: unknown }) =>
        event.id === "st-dxm1015-1" && isShowtimeStatus(event.status) && isText(event.start),
    ),
  },
]

/** A client with basic credentials: the calls go out as for a visitor, without a token refresh in the way. */
function basicClient(): TicketingClient {
  return createTicketingClient(
    { ...PARTNER_SECTIONS[118], auth: { kind: "basic", user: "kino", password: "hemmelig" } },
    {
      token: () => "",
      owner: () => "",
      replaceToken: async () => false,
      signOut: () => {},
      adoptShared: async () => false,
    },
  )
}

/** What one answer came to: a value the screens can use, an ApiError, or something else (a bug). */
async function outcome(endpoint: FuzzedEndpoint, answer: Answer): Promise<"value" | "ApiError"> {
  server.resetHandlers()
  // The watch list is read after a token switch, which is not what is fuzzed here.
  server.use(http.post(`${API}/account/switchtokens`, () => new HttpResponse(null, { status: 200 })))
  answerWith(endpoint.url, answer)
  const client = basicClient()
  try {
    const value = await endpoint.call(client)
    if (!endpoint.valid(value))
      throw new Error(`${endpoint.name} gave a value the screens cannot show: ${JSON.stringify(value)}`)
    return "value"
  } catch (error) {
    if (error instanceof ApiError) return "ApiError"
    throw error
  }
}

describe("any answer to an endpoint ends in a usable value or an ApiError", () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s",
    async (_name, endpoint) => {
      const seen = { value: 0, ApiError: 0 }
      await fc.assert(
        fc.asyncProperty(answers(endpoint.shape), async (answer) => {
          seen[await outcome(endpoint, answer)] += 1
        }),
        { numRuns: RUNS },
      )
      // Both ways out are exercised, or the generator is not reaching the mapping.
      expect(seen.value).toBeGreaterThan(0)
      expect(seen.ApiError).toBeGreaterThan(0)
    },
    PROPERTY_TIMEOUT_MS,
  )
})

/** The shrunk counterexamples the properties found, kept as they were found. */
describe("answers the fuzzing found mishandled", () => {
  const endpoint = (name: string) => ENDPOINTS.find((candidate) => candidate.name === name) as FuzzedEndpoint
  const json = (body: unknown): Answer => ({ status: 200, contentType: "application/json", body: JSON.stringify(body) })

  it.each([
    ["login with an empty marsToken", "login", json({ marsToken: "", UserName: 0, UserInfo: "" })],
    ["createUser with an empty Token", "createUser", json({ Token: "", UserName: "", ContactEmail: 0 })],
    [
      "a ticket whose StartTime is not a time",
      "tickets",
      json([{ MovieId: "1970-01-01T00:00:00.000Z", MovieTitle: "1970-01-01T00:00:00.000Z", QRCode: 0, StartTime: "" }]),
    ],
    [
      "a review whose AddedAt is not a time",
      "reviews",
      json([{ Id: 0, Comment: "", Rating: 0, AddedAt: "", LikesCount: 0, MovieId: 0, UserId: "", UserName: "" }]),
    ],
  ])("%s is malformed", async (_what, name, answer) => {
    await expect(outcome(endpoint(name), answer)).resolves.toBe("ApiError")
  })

  it("a ticket whose ExpirationDate is not a time keeps the ticket, without the expiry", async () => {
    const ticket = {
      MovieId: "DXM1015",
      MovieTitle: "Trolljegeren",
      QRCode: "RAMA-1",
      StartTime: "2025-10-16T19:00:00+02:00",
    }
    server.use(http.get(`${API}/profile/tickets`, () => HttpResponse.json([{ ...ticket, ExpirationDate: "snart" }])))
    const client = basicClient()
    await expect(fetchTickets(client)).resolves.toEqual([
      expect.objectContaining({ qrCode: "RAMA-1", expirationDate: "" }),
    ])
  })
})
