/**
 * The ticketing service, in memory: every call of section 7 for both partner
 * sections, with the specification's field names, a demo user, session
 * cookies, expiring bearer tokens and a refresh, and faults that tests can
 * switch on. The same routes serve `npm start` and the unit tests (MSW).
 */
import { randomUUID } from "node:crypto"
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import QRCode from "qrcode"
import { z } from "zod"

import { SHOWTIME_STATUSES } from "../content-model/showtime-status"
import { PARTNER_SECTIONS, type Endpoint, type PartnerId, type PartnerSection } from "../account/api/config"
import { json, type Method, type SandboxRoute } from "./routes"

export const DEMO_USER = { email: "demo@ramaskrik.no", password: "skrekk2025", userName: "Demo Skrekkfan" }
export const SESSION_COOKIE = "ticketing_session"

interface Film {
  movieId: string
  title: string
  edis: string
  poster: string
  link: string
  showtimes: { id: string; start: string; hall: string; status: string }[]
}

interface StoredReview {
  id: string
  comment: string
  rating: number
  addedAt: string
  userId: string
  userName: string
  likedBy: Set<string>
}

export interface Faults {
  /** Answer every ticketing call with this status. */
  status?: number
  /** Wait this long before answering. */
  delayMs?: number
  /** Answer with text that is not JSON. */
  malformed?: boolean
  /** Answer this many calls with 401 (a storm), then behave. */
  unauthorized?: number
  /** Make the token refresh fail. */
  refreshFails?: boolean
  /**
   * Rotate refresh tokens, as services that guard against stolen tokens do:
   * a refresh spends the token it carries (the session cookie no longer
   * stands in for it), and a spent token presented again is taken for a
   * stolen one, so every token of that visitor is revoked and they must sign in again.
   */
  rotateRefreshTokens?: boolean
  /** Sent as Retry-After with a `status` of 429 or 503: the service saying when to come back. */
  retryAfterSeconds?: number
  /**
   * The service's rate limit on `events`, over all callers: calls beyond this
   * many in one second get 429 with `Retry-After: 1`, as a busy service answers.
   */
  eventsPerSecond?: number
}

/** Longer than any test waits, short enough that a stray request cannot hang a connection for good. */
export const MAX_FAULT_DELAY_MS = 60_000

/** What the faults door takes: the faults, and one-off events; anything else is refused. */
const faultsRequestSchema = z
  .object({
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(MAX_FAULT_DELAY_MS).optional(),
    malformed: z.boolean().optional(),
    unauthorized: z.number().int().min(0).max(1000).optional(),
    refreshFails: z.boolean().optional(),
    rotateRefreshTokens: z.boolean().optional(),
    /** Expire every bearer token now, as time passing would: each call carrying one gets 401 until it is refreshed. */
    expireTokens: z.boolean().optional(),
    retryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
    eventsPerSecond: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict()
  .refine(({ retryAfterSeconds, status }) => retryAfterSeconds === undefined || status === 429 || status === 503, {
    message: "retryAfterSeconds goes with a status of 429 or 503",
    path: ["retryAfterSeconds"],
  })

/** What the showtimes door takes: one showtime's new status, and its new start if it moved. */
const showtimeChangeSchema = z
  .object({
    id: z.string().min(1),
    status: z.enum(SHOWTIME_STATUSES),
    start: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, "an ISO date-time with offset")
      .refine((value) => !Number.isNaN(Date.parse(value)), "a real date and time")
      .optional(),
  })
  .strict()

/** What the watch-list door takes: whose list, and the films on it by the service's movie ids, in order. */
const watchListSchema = z
  .object({
    email: z.string().min(1),
    movieIds: z.array(z.string().min(1)).max(1_000),
  })
  .strict()

export interface TicketingSandboxOptions {
  /** Where the demo films come from. */
  dataDir?: string
  /** How long a bearer token lives. */
  tokenLifetimeMs?: number
  /** The sandbox's own origin, for QR code image URLs. */
  origin?: string
  /**
   * Whether `POST /__sandbox/ticketing/faults` works. Off by default: any
   * page the developer visits could otherwise break their sandbox. The
   * browser tests open it (`SANDBOX_FAULTS=1`); unit tests set `faults` directly.
   */
  faultsDoor?: boolean
}

function loadFilms(dataDir: string): Film[] {
  const dir = path.join(dataDir, "productions")
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")))
    .filter((production) => production.object === "movie")
    .map((production) => ({
      movieId: String(production.reference),
      title: String(production.title),
      edis: String(production.ediNumber),
      poster: production.assets?.find((asset: { type: string }) => asset.type === "poster")?.url ?? "",
      link: `/${production.parentSlug}/`,
      showtimes: production.showtimes,
    }))
}

const SEED_REVIEWS = [
  { rating: 5, comment: "Jeg sov med lyset på i tre netter. Perfekt.", userName: "Kari fra Berkåk" },
  { rating: 4, comment: "Sterk stemning, litt for lang midtdel, men slutten satt.", userName: "Filmfreak81" },
  { rating: 3, comment: "Godt håndverk, men jeg ble aldri skikkelig redd.", userName: "Ola N." },
]

export function createTicketingSandbox(options: TicketingSandboxOptions = {}) {
  const dataDir = options.dataDir ?? path.resolve("data")
  const tokenLifetimeMs = options.tokenLifetimeMs ?? 15 * 60_000
  const origin = options.origin ?? "http://localhost:9100"
  const films = loadFilms(dataDir)
  const filmByEdis = new Map(films.map((film) => [film.edis, film]))
  const filmById = new Map(films.map((film) => [film.movieId, film]))

  const users = new Map([[DEMO_USER.email, { ...DEMO_USER, userId: "user-demo" }]])
  const sessions = new Map<string, string>()
  const tokens = new Map<string, { email: string; expiresAt: number }>()
  /** Tokens a rotating refresh has spent, and whose they were. */
  const spentTokens = new Map<string, string>()
  const watchLists = new Map<string, string[]>([[DEMO_USER.email, []]])
  const reviews = new Map<string, StoredReview[]>(
    films
      .filter((_, index) => index % 4 !== 3)
      .map((film, index) => [
        film.edis,
        SEED_REVIEWS.slice(0, 1 + (index % 3)).map((seed, seedIndex) => ({
          id: `review-${film.edis}-${seedIndex}`,
          ...seed,
          addedAt: new Date(Date.UTC(2025, 9, 16 + seedIndex, 21, 30)).toISOString(),
          userId: `user-seed-${seedIndex}`,
          likedBy: new Set<string>(),
        })),
      ]),
  )
  /** What `events` answers: seeded from the content, changed through the showtimes door. */
  const showtimes = new Map<string, { movieId: string; start: string; status: string }>(
    films.flatMap((film) =>
      film.showtimes.map((showtime) => [
        showtime.id,
        { movieId: film.movieId, start: showtime.start, status: showtime.status },
      ]),
    ),
  )
  const faults: Faults = {}
  /**
   * Every call that reached the service, counted as it arrives (whatever it
   * is answered, a fault or a 429 included): in all, by endpoint, and those
   * the rate limit refused. `refreshes` is `byEndpoint.refreshToken`, kept by its old name.
   */
  const counts = {
    refreshes: 0,
    calls: 0,
    byEndpoint: Object.fromEntries(Object.keys(PARTNER_SECTIONS[118].paths).map((name) => [name, 0])) as Record<
      Endpoint,
      number
    >,
    rateLimited: 0,
  }
  /** The current second's events calls, for `eventsPerSecond`. */
  const eventsWindow = { second: 0, calls: 0 }

  const ticketsOf = (email: string) =>
    email === DEMO_USER.email
      ? films
          .filter((film) => film.showtimes.length > 0)
          .slice(0, 3)
          .map((film, index) => {
            const showtime = film.showtimes[0]
            if (showtime === undefined) throw new Error("no showtime")
            const code = `RAMA-${film.movieId}-${showtime.id.toUpperCase()}`
            return {
              MovieId: film.movieId,
              MovieTitle: film.title,
              Notes: index === 0 ? "Kortfilmen «Kaldkjelleren» vises før filmen." : "",
              QRCode: code,
              QRUrl: `${origin}/ticketing/qr/${encodeURIComponent(code)}.svg`,
              StartTime: showtime.start,
              ExpirationDate: new Date(Date.parse(showtime.start) + 3 * 3_600_000).toISOString(),
              Poster: film.poster,
              Screen: showtime.hall,
              SeatsInfo: {
                Info: `${index + 2} billetter`,
                Seats: [
                  { Row: String(7 + index), Seats: Array.from({ length: index + 2 }, (_, seat) => String(11 + seat)) },
                ],
              },
            }
          })
      : []

  const movieInfo = (film: Film) => {
    const filmReviews = reviews.get(film.edis) ?? []
    const rating =
      filmReviews.length === 0 ? 0 : filmReviews.reduce((sum, review) => sum + review.rating, 0) / filmReviews.length
    return {
      Title: film.title,
      MovieId: film.movieId,
      Edis: film.edis,
      Rating: Math.round(rating * 10) / 10,
      RatingCount: filmReviews.length,
      Poster: film.poster,
      link: film.link,
    }
  }

  const cookieValue = (request: Request, name: string) =>
    (request.headers.get("cookie") ?? "")
      .split(";")
      .map((part) => part.trim().split("="))
      .find(([key]) => key === name)?.[1]

  const sessionEmail = (request: Request) => sessions.get(cookieValue(request, SESSION_COOKIE) ?? "")

  const bearer = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1]

  /** Who is calling: a valid bearer token, or else the session cookie (for sections without bearer). */
  const caller = (section: PartnerSection, request: Request): string | undefined => {
    const token = bearer(request)
    if (section.auth.kind === "bearer") {
      const known = token === undefined ? undefined : tokens.get(token)
      return known && known.expiresAt > Date.now() ? known.email : undefined
    }
    return sessionEmail(request)
  }

  /** The caller's watch list changed by one film's id: false for a film the service does not know. */
  const changeWatchList = async (
    request: Request,
    section: PartnerSection,
    change: (list: string[], id: string) => string[],
  ): Promise<Response> => {
    const email = caller(section, request)
    if (email === undefined) return unauthorized()
    const { id } = await body(request)
    if (typeof id !== "string" || !filmById.has(id)) return json(false)
    watchLists.set(email, change(watchLists.get(email) ?? [], id))
    return json(true)
  }

  const issueToken = (email: string) => {
    const token = randomUUID()
    tokens.set(token, { email, expiresAt: Date.now() + tokenLifetimeMs })
    return token
  }

  const startSession = (email: string) => {
    const session = randomUUID()
    sessions.set(session, email)
    return `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`
  }

  const unauthorized = () => json({ Message: "Not signed in" }, { status: 401 })

  /** A refresh that spends its token; a spent one again revokes all of the visitor's tokens and sessions. */
  const rotateRefresh = (token: string | undefined): Response => {
    const reused = token === undefined ? undefined : spentTokens.get(token)
    if (reused !== undefined) {
      tokens.forEach((entry, key) => entry.email === reused && tokens.delete(key))
      sessions.forEach((email, key) => email === reused && sessions.delete(key))
      return json({ Message: "Refresh token already used: signed out everywhere" }, { status: 401 })
    }
    const entry = token === undefined ? undefined : tokens.get(token)
    if (token === undefined || entry === undefined) return unauthorized()
    tokens.delete(token)
    spentTokens.set(token, entry.email)
    return json({ Token: issueToken(entry.email) })
  }

  async function body(request: Request): Promise<Record<string, unknown>> {
    try {
      const parsed: unknown = await request.json()
      return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }

  type Handler = (request: Request, section: PartnerSection, url: URL) => Response | Promise<Response>

  const handlers: Record<Endpoint, { method: Method; handle: Handler }> = {
    login: {
      method: "POST",
      handle: async (request) => {
        const { Email, Password } = await body(request)
        const user = typeof Email === "string" ? users.get(Email.toLowerCase()) : undefined
        if (!user || user.password !== Password) return json({ Message: "Wrong email or password" }, { status: 401 })
        return json(
          { marsToken: issueToken(user.email), UserName: user.userName, UserInfo: user.email },
          { headers: { "Set-Cookie": startSession(user.email) } },
        )
      },
    },
    createUser: {
      method: "POST",
      handle: async (request) => {
        const { email, password, userName } = await body(request)
        if (
          typeof email !== "string" ||
          typeof password !== "string" ||
          typeof userName !== "string" ||
          password.length < 8
        ) {
          return json({ Message: "email, password (8 characters or more) and userName are required" }, { status: 400 })
        }
        const key = email.toLowerCase()
        if (users.has(key)) return json({ Message: "A user with this email exists" }, { status: 409 })
        users.set(key, { email: key, password, userName, userId: `user-${users.size + 1}` })
        watchLists.set(key, [])
        return json(
          { Token: issueToken(key), UserName: userName, ContactEmail: key },
          { headers: { "Set-Cookie": startSession(key) } },
        )
      },
    },
    forgotPassword: {
      method: "POST",
      handle: async (request) => {
        const { Email } = await body(request)
        if (typeof Email !== "string" || !users.has(Email.toLowerCase())) {
          return json({ Message: "No user with this email" }, { status: 404 })
        }
        return new Response(null, { status: 200 })
      },
    },
    refreshToken: {
      method: "POST",
      handle: (request) => {
        counts.refreshes += 1
        if (faults.refreshFails) return json({ Message: "Refresh refused" }, { status: 401 })
        const token = bearer(request)
        if (faults.rotateRefreshTokens) return rotateRefresh(token)
        const email = sessionEmail(request) ?? (token === undefined ? undefined : tokens.get(token)?.email)
        return email === undefined ? unauthorized() : json({ Token: issueToken(email) })
      },
    },
    movieInfo: {
      method: "GET",
      handle: (_request, _section, url) => {
        const film = filmByEdis.get(url.searchParams.get("ediNumber") ?? "")
        return film ? json(movieInfo(film)) : json({ Message: "Unknown film" }, { status: 404 })
      },
    },
    reviews: {
      method: "GET",
      handle: (request, _section, url) => {
        const edis = url.searchParams.get("ediNumber") ?? ""
        const film = filmByEdis.get(edis)
        if (!film) return json({ Message: "Unknown film" }, { status: 404 })
        const skip = Number(url.searchParams.get("skip") ?? 0)
        const take = Number(url.searchParams.get("take") ?? 20)
        const viewer = sessionEmail(request)
        return json(
          (reviews.get(edis) ?? []).slice(skip, skip + take).map((review) => ({
            Id: review.id,
            Comment: review.comment,
            Rating: review.rating,
            AddedAt: review.addedAt,
            LikesCount: review.likedBy.size,
            MovieId: film.movieId,
            UserId: review.userId,
            UserName: review.userName,
            Image: "",
            IsLiked: viewer !== undefined && review.likedBy.has(viewer),
          })),
        )
      },
    },
    tickets: {
      method: "GET",
      handle: (request, section) => {
        const email = caller(section, request)
        return email === undefined ? unauthorized() : json(ticketsOf(email))
      },
    },
    switchTokensDx: {
      method: "POST",
      handle: (request, section) => {
        const email = caller(section, request)
        const stored = request.headers.get("x-token")
        if (email === undefined || !stored) return unauthorized()
        return json({})
      },
    },
    watchlist: {
      method: "GET",
      handle: (request, section, url) => {
        const email = caller(section, request)
        if (email === undefined) return unauthorized()
        const skip = Number(url.searchParams.get("skip") ?? 0)
        const take = Number(url.searchParams.get("take") ?? 10)
        const ids = (watchLists.get(email) ?? []).slice(skip, skip + take)
        return json(ids.flatMap((id) => (filmById.has(id) ? [movieInfo(filmById.get(id) as Film)] : [])))
      },
    },
    addMovieToWatchList: {
      method: "POST",
      handle: (request, section) =>
        changeWatchList(request, section, (list, id) => (list.includes(id) ? list : [...list, id])),
    },
    removeMovieFromWatchList: {
      method: "POST",
      // Like adding: true once the film is not on the list, whether or not it was.
      handle: (request, section) =>
        changeWatchList(request, section, (list, id) => list.filter((listed) => listed !== id)),
    },
    events: {
      method: "GET",
      handle: (_request, section, url) => {
        if (url.searchParams.get("site") !== `ramaskrik-${section.partnerId}`) {
          return json({ Message: "Unknown site" }, { status: 400 })
        }
        const ids = (url.searchParams.get("ids") ?? "").split(",").filter(Boolean)
        return json(
          ids.flatMap((id) => {
            const found = showtimes.get(id)
            return found ? [{ Id: id, MovieId: found.movieId, Start: found.start, Status: found.status }] : []
          }),
        )
      },
    },
  }

  /** Makes every issued token expire now, as time passing would. */
  const expireTokens = () => tokens.forEach((entry) => (entry.expiresAt = 0))

  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  const withFaults =
    (section: PartnerSection, endpoint: Endpoint, handle: Handler) =>
    async (request: Request): Promise<Response> => {
      counts.calls += 1
      counts.byEndpoint[endpoint] += 1
      // Decided when the request arrives: a slow request must not answer by faults set after it came.
      const now = { ...faults }
      if (endpoint === "events" && now.eventsPerSecond !== undefined) {
        const second = Math.floor(Date.now() / 1_000)
        if (eventsWindow.second !== second) Object.assign(eventsWindow, { second, calls: 0 })
        eventsWindow.calls += 1
        if (eventsWindow.calls > now.eventsPerSecond) {
          counts.rateLimited += 1
          return json({ Message: "Too many requests" }, { status: 429, headers: { "Retry-After": "1" } })
        }
      }
      const refuse = Boolean(now.unauthorized) && endpoint !== "refreshToken" && endpoint !== "login"
      if (refuse) faults.unauthorized = (faults.unauthorized ?? 1) - 1
      if (now.delayMs) await delay(now.delayMs)
      if (now.status) {
        const retryAfter: Record<string, string> =
          now.retryAfterSeconds === undefined ? {} : { "Retry-After": String(now.retryAfterSeconds) }
        return json({ Message: `Sandbox fault ${now.status}` }, { status: now.status, headers: retryAfter })
      }
      if (now.malformed)
        return new Response("<html>Bad gateway</html>", { status: 200, headers: { "Content-Type": "text/html" } })
      if (refuse) return unauthorized()
      return handle(request, section, new URL(request.url))
    }

  /**
   * A door for tests and demos (`POST /__sandbox/ticketing/{name}`): shut (403) unless the sandbox
   * started with SANDBOX_FAULTS=1, JSON only (a cross-site form or text/plain POST needs no CORS
   * preflight), and a 400 with the reasons for a body its schema refuses.
   */
  function door<T>(name: string, schema: z.ZodType<T>, apply: (body: T) => Response): SandboxRoute {
    return {
      method: "POST",
      path: `/__sandbox/ticketing/${name}`,
      handle: async (request) => {
        if (!options.faultsDoor) {
          return json(
            { Message: `The ${name} door is shut: start the sandbox with SANDBOX_FAULTS=1 to use it` },
            { status: 403 },
          )
        }
        const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase()
        if (type !== "application/json") {
          return json({ Message: `The ${name} door takes application/json only` }, { status: 415 })
        }
        let parsed: unknown
        try {
          parsed = await request.json()
        } catch {
          return json({ Message: `The ${name} door takes a JSON object; this body is not JSON` }, { status: 400 })
        }
        const checked = schema.safeParse(parsed)
        if (checked.success) return apply(checked.data)
        const reasons = checked.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
        return json({ Message: `The ${name} door refused: ${reasons.join("; ")}` }, { status: 400 })
      },
    }
  }

  const routes: SandboxRoute[] = [
    ...Object.values(PARTNER_SECTIONS).flatMap((section) =>
      (Object.entries(handlers) as [Endpoint, (typeof handlers)[Endpoint]][]).map(([endpoint, { method, handle }]) => ({
        method,
        path: `/ticketing/${section.partnerId}${section.paths[endpoint]}`,
        handle: withFaults(section, endpoint, handle),
      })),
    ),
    {
      method: "GET",
      path: "/ticketing/qr/:file",
      handle: async (_request, params) => {
        const code = (params.file ?? "").replace(/\.svg$/, "")
        const svg = await QRCode.toString(code, { type: "svg", margin: 1 })
        return new Response(svg, {
          headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=31536000" },
        })
      },
    },
    // Tests switch faults on here; the real service has no such door.
    door("faults", faultsRequestSchema, ({ expireTokens: expireNow, ...next }) => {
      if (expireNow) expireTokens()
      faults.status = next.status
      faults.delayMs = next.delayMs
      faults.malformed = next.malformed
      faults.unauthorized = next.unauthorized
      faults.refreshFails = next.refreshFails
      faults.rotateRefreshTokens = next.rotateRefreshTokens
      faults.retryAfterSeconds = next.retryAfterSeconds
      faults.eventsPerSecond = next.eventsPerSecond
      return json({ faults, counts })
    }),
    // A showtime selling out, being cancelled or moved, as the cinema's system would have it; `events` answers so from now on.
    door("showtimes", showtimeChangeSchema, ({ id, status, start }) => {
      const showtime = showtimes.get(id)
      if (!showtime)
        return json({ Message: `The showtimes door refused: no showtime has the id ${id}` }, { status: 400 })
      showtime.status = status
      if (start !== undefined) showtime.start = start
      return json({ Id: id, MovieId: showtime.movieId, Start: showtime.start, Status: showtime.status })
    }),
    // A user's watch list as a test starts from: the service keeps it between sign-ins, so a test that adds a
    // film would find it already there when run again against the same sandbox (a retry, --repeat-each).
    door("watch-list", watchListSchema, ({ email, movieIds }) => {
      const key = email.toLowerCase()
      if (!watchLists.has(key))
        return json({ Message: `The watch-list door refused: no user has the email ${email}` }, { status: 400 })
      const unknown = movieIds.filter((id) => !filmById.has(id))
      if (unknown.length > 0)
        return json(
          { Message: `The watch-list door refused: no film has the id ${unknown.join(", ")}` },
          { status: 400 },
        )
      watchLists.set(key, [...new Set(movieIds)])
      return json({ Email: key, MovieIds: watchLists.get(key) })
    }),
    { method: "GET", path: "/__sandbox/ticketing/counts", handle: () => json(counts) },
  ]

  return { routes, faults, counts, expireTokens }
}

export type TicketingSandbox = ReturnType<typeof createTicketingSandbox>

export const partnerBase = (partnerId: PartnerId) => `/ticketing/${partnerId}`
