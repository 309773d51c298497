import { http, HttpResponse } from "msw"

import { ApiError } from "../../src/ticketing/api-error"
import { createTicketingClient, type TokenAccess } from "../../src/account/api/client"
import { PARTNER_SECTIONS, type PartnerSection } from "../../src/account/api/config"
import { createUser } from "../../src/account/api/create-user"
import { forgotPassword } from "../../src/account/api/forgot-password"
import { login } from "../../src/account/api/login"
import { fetchMovieInfo } from "../../src/account/api/movie-info"
import { fetchReviews } from "../../src/account/api/reviews"
import { fetchTickets } from "../../src/account/api/tickets"
import { addMovieToWatchList, fetchWatchList, removeMovieFromWatchList } from "../../src/account/api/watch-list"
import { fetchEvents } from "../../src/account/api/events-call"
import { DEMO_USER } from "../../src/sandbox/ticketing"
import { requested, sandbox, server } from "./support"

const TROLLJEGEREN_EDIS = "124876"
const REFRESH_URL = "http://localhost:9100/ticketing/118/api/account/refresh"

function tokenStore(initial = ""): TokenAccess & { signedOut: number } {
  let token = initial
  const store = {
    signedOut: 0,
    token: () => token,
    owner: () => (token === "" ? "" : DEMO_USER.email),
    replaceToken: async (expired: string, next: string) => {
      if (token !== expired) return false
      token = next
      return true
    },
    signOut: (expired: string) => {
      if (token !== expired) return
      token = ""
      store.signedOut += 1
    },
    // One tab alone: no other tab refreshes for it.
    adoptShared: async () => false,
  }
  return store
}

const section118 = PARTNER_SECTIONS[118]

async function signedInClient(section: PartnerSection = section118) {
  const tokens = tokenStore()
  const client = createTicketingClient(section, tokens)
  const profile = await login(client, DEMO_USER.email, DEMO_USER.password)
  await tokens.replaceToken("", profile.token)
  requested.length = 0
  return { client, tokens, profile }
}

describe("the calls of section 7", () => {
  it("logs in with Email and Password and reads marsToken, UserName and UserInfo", async () => {
    let sent: unknown
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/login")) sent = await request.clone().json()
    })
    const profile = await login(createTicketingClient(section118, tokenStore()), DEMO_USER.email, DEMO_USER.password)
    expect(sent).toEqual({ Email: DEMO_USER.email, Password: DEMO_USER.password })
    expect(profile).toEqual({ userName: DEMO_USER.userName, email: DEMO_USER.email, token: expect.any(String) })
    expect(profile.token).not.toBe("")
  })

  it("creates a user with email, password and userName and reads Token, UserName and ContactEmail", async () => {
    const profile = await createUser(createTicketingClient(section118, tokenStore()), {
      email: "ny@ramaskrik.no",
      password: "hemmelig1",
      userName: "Ny Skrekkfan",
    })
    expect(profile).toEqual({ userName: "Ny Skrekkfan", email: "ny@ramaskrik.no", token: expect.any(String) })
  })

  it("treats an empty forgot-password answer as the email sent, and an error answer as an error", async () => {
    const client = createTicketingClient(section118, tokenStore())
    await expect(forgotPassword(client, DEMO_USER.email)).resolves.toBeUndefined()
    await expect(forgotPassword(client, "ukjent@ramaskrik.no")).rejects.toMatchObject({ kind: "http", status: 404 })
  })

  it("asks for movie info by ediNumber and maps its fields", async () => {
    const info = await fetchMovieInfo(createTicketingClient(section118, tokenStore()), TROLLJEGEREN_EDIS)
    expect(info).toMatchObject({ title: "Trolljegeren", movieId: "DXM1015", edis: TROLLJEGEREN_EDIS })
    expect(requested).toEqual([`GET http://localhost:9100/ticketing/118/api/movie/info?ediNumber=${TROLLJEGEREN_EDIS}`])
  })

  it("asks for reviews with ediNumber, skip 0 and take 20", async () => {
    const reviews = await fetchReviews(createTicketingClient(section118, tokenStore()), TROLLJEGEREN_EDIS)
    expect(requested).toEqual([
      `GET http://localhost:9100/ticketing/118/api/movie/reviews?ediNumber=${TROLLJEGEREN_EDIS}&skip=0&take=20`,
    ])
    reviews.forEach((review) =>
      expect(Object.keys(review).sort()).toEqual([
        "addedAt",
        "comment",
        "id",
        "image",
        "isLiked",
        "likesCount",
        "movieId",
        "rating",
        "userId",
        "userName",
      ]),
    )
  })

  it("reads the visitor's tickets with QR codes and seats", async () => {
    const { client } = await signedInClient()
    const tickets = await fetchTickets(client)
    expect(tickets).toHaveLength(3)
    expect(tickets[0]).toMatchObject({
      qrCode: expect.stringMatching(/^RAMA-/),
      qrUrl: expect.stringMatching(/\.svg$/),
      seatsInfo: { info: "2 billetter", seats: [{ row: "7", seats: ["11", "12"] }] },
    })
    expect(requested).toEqual(["GET http://localhost:9100/ticketing/118/api/profile/tickets"])
  })

  it("switches tokens with the stored token in a header before reading the watch list (skip 0, take 10)", async () => {
    const { client, profile } = await signedInClient()
    let switchHeader: string | null = null
    server.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/switchtokens")) switchHeader = request.headers.get("x-token")
    })
    await expect(fetchWatchList(client, profile.token)).resolves.toEqual([])
    expect(switchHeader).toBe(profile.token)
    expect(requested).toEqual([
      "POST http://localhost:9100/ticketing/118/api/account/switchtokens",
      "GET http://localhost:9100/ticketing/118/api/watchlist?skip=0&take=10",
    ])
  })

  it("adds a movie to the watch list with its id and reports the server's reply", async () => {
    const { client, profile } = await signedInClient()
    const movie = await fetchMovieInfo(client, TROLLJEGEREN_EDIS)
    await expect(addMovieToWatchList(client, movie)).resolves.toBe(true)
    await expect(addMovieToWatchList(client, { ...movie, movieId: "DXM9999" })).resolves.toBe(false)
    await expect(fetchWatchList(client, profile.token)).resolves.toEqual([movie])
  })

  it("takes a movie off the watch list by its id, confirming only a film the service knows", async () => {
    const { client, profile } = await signedInClient()
    const movie = await fetchMovieInfo(client, TROLLJEGEREN_EDIS)
    await addMovieToWatchList(client, movie)
    await expect(removeMovieFromWatchList(client, { ...movie, movieId: "DXM9999" })).resolves.toBe(false)
    await expect(removeMovieFromWatchList(client, movie)).resolves.toBe(true)
    await expect(fetchWatchList(client, profile.token)).resolves.toEqual([])
    expect(requested).toContain("POST http://localhost:9100/ticketing/118/api/watchlist/remove")
  })

  it("asks for events by comma-joined ids with the site identifier of the first partner id", async () => {
    const events = await fetchEvents(createTicketingClient(section118, tokenStore()), section118, [
      "st-dxm1015-1",
      "st-dxm1001-1",
    ])
    expect(events.map((event) => event.id)).toEqual(["st-dxm1015-1", "st-dxm1001-1"])
    expect(requested).toEqual([
      "GET http://localhost:9100/ticketing/118/api/events?ids=st-dxm1015-1%2Cst-dxm1001-1&site=ramaskrik-118",
    ])
  })

  it("uses partner 178's own paths and cookie credentials", async () => {
    const client = createTicketingClient(PARTNER_SECTIONS[178], tokenStore())
    await fetchMovieInfo(client, TROLLJEGEREN_EDIS)
    expect(requested).toEqual([`GET http://localhost:9100/ticketing/178/v2/movies/info?ediNumber=${TROLLJEGEREN_EDIS}`])
  })
})

describe("the bearer token refresh", () => {
  it("refreshes once for ten concurrent 401s and retries each request once", async () => {
    const { client, tokens } = await signedInClient()
    const before = tokens.token()
    sandbox.expireTokens()
    const results = await Promise.all(Array.from({ length: 10 }, () => fetchTickets(client)))
    expect(results.every((tickets) => tickets.length === 3)).toBe(true)
    expect(sandbox.counts.refreshes).toBe(1)
    expect(requested.filter((url) => url.endsWith("/refresh"))).toHaveLength(1)
    expect(requested.filter((url) => url.endsWith("/tickets"))).toHaveLength(20)
    expect(tokens.token()).not.toBe(before)
  })

  it.each([401, 403])("signs out when the refresh answers %i, without a loop", async (status) => {
    const { client, tokens } = await signedInClient()
    sandbox.expireTokens()
    server.use(http.post(REFRESH_URL, () => HttpResponse.json({ Message: "Refresh refused" }, { status })))
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => fetchTickets(client)))
    expect(results.every((result) => result.status === "rejected")).toBe(true)
    expect(requested.filter((url) => url.endsWith("/refresh"))).toHaveLength(1)
    expect(tokens.token()).toBe("")
    expect(tokens.signedOut).toBe(1)
  })

  it.each([
    ["502", "http", () => HttpResponse.json({ Message: "Bad gateway" }, { status: 502 })],
    ["503", "http", () => HttpResponse.json({ Message: "Unavailable" }, { status: 503 })],
    ["a network error", "network", () => HttpResponse.error()],
    ["a proxy's HTML page with status 200", "malformed", () => HttpResponse.html("<h1>Logg inn på Wi-Fi</h1>")],
    ["200 without a token", "malformed", () => HttpResponse.json({ Token: "" })],
    // Found by fuzzing: a blank token was stored, and counted as signed in.
    ["200 with a blank token", "malformed", () => HttpResponse.json({ Token: " " })],
  ] as const)(
    "keeps the session when the refresh fails with %s, and the next request tries again",
    async (_what, kind, answer) => {
      const { client, tokens } = await signedInClient()
      const before = tokens.token()
      sandbox.expireTokens()
      server.use(http.post(REFRESH_URL, answer, { once: true }))

      await expect(fetchTickets(client)).rejects.toMatchObject({ kind })
      expect(tokens.signedOut).toBe(0)
      expect(tokens.token()).toBe(before)

      await expect(fetchTickets(client)).resolves.toHaveLength(3)
      expect(tokens.token()).not.toBe(before)
    },
  )

  it("keeps the session when the refresh times out", async () => {
    const { client, tokens } = await signedInClient({ ...section118, timeoutMs: 50 })
    const before = tokens.token()
    sandbox.expireTokens()
    server.use(http.post(REFRESH_URL, () => new Promise<never>(() => {}), { once: true }))
    await expect(fetchTickets(client)).rejects.toMatchObject({ kind: "timeout" })
    expect(tokens.signedOut).toBe(0)
    expect(tokens.token()).toBe(before)
  })

  it("retries a request once only: a second 401 is the answer", async () => {
    const { client } = await signedInClient()
    sandbox.faults.unauthorized = 2
    await expect(fetchTickets(client)).rejects.toMatchObject({ kind: "http", status: 401 })
    expect(sandbox.counts.refreshes).toBe(1)
    expect(requested.filter((url) => url.endsWith("/tickets"))).toHaveLength(2)
  })

  it("never puts the token in a URL", async () => {
    const { client, tokens } = await signedInClient()
    sandbox.expireTokens()
    await fetchTickets(client)
    await fetchWatchList(client, tokens.token())
    expect(requested.join("\n")).not.toContain(tokens.token())
  })
})

describe("failures end in an ApiError", () => {
  it("a 5xx carries its status and the server's body", async () => {
    sandbox.faults.status = 503
    const failure = await fetchMovieInfo(createTicketingClient(section118, tokenStore()), TROLLJEGEREN_EDIS).catch(
      (error) => error,
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ kind: "http", status: 503, body: { Message: "Sandbox fault 503" } })
  })

  it("is an Error as anything that catches it expects: name, message, stack", async () => {
    sandbox.faults.status = 503
    const failure: unknown = await fetchMovieInfo(
      createTicketingClient(section118, tokenStore()),
      TROLLJEGEREN_EDIS,
    ).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).toMatchObject({ name: "ApiError", message: "movieInfo answered 503" })
    expect(String(failure)).toBe("ApiError: movieInfo answered 503")
    expect((failure as Error).stack).toContain("movieInfo answered 503")
  })

  it("a reply that is not JSON is malformed", async () => {
    sandbox.faults.malformed = true
    await expect(
      fetchMovieInfo(createTicketingClient(section118, tokenStore()), TROLLJEGEREN_EDIS),
    ).rejects.toMatchObject({
      kind: "malformed",
    })
  })

  it("JSON of the wrong shape is malformed too", async () => {
    server.use(http.get("http://localhost:9100/ticketing/118/api/movie/info", () => HttpResponse.json({ Title: 7 })))
    await expect(
      fetchMovieInfo(createTicketingClient(section118, tokenStore()), TROLLJEGEREN_EDIS),
    ).rejects.toMatchObject({
      kind: "malformed",
      message: "movieInfo: MovieId should be text",
    })
  })

  it("no connection is a network error", async () => {
    server.use(http.get("http://localhost:9100/ticketing/118/api/movie/info", () => HttpResponse.error()))
    await expect(
      fetchMovieInfo(createTicketingClient(section118, tokenStore()), TROLLJEGEREN_EDIS),
    ).rejects.toMatchObject({
      kind: "network",
      status: 0,
    })
  })

  it("a reply slower than the configured timeout is a timeout", async () => {
    sandbox.faults.delayMs = 300
    const client = createTicketingClient({ ...section118, timeoutMs: 50 }, tokenStore())
    await expect(fetchMovieInfo(client, TROLLJEGEREN_EDIS)).rejects.toMatchObject({ kind: "timeout" })
  })

  it("sends basic credentials when the section is configured for them", async () => {
    let authorization: string | null = null
    server.events.on("request:start", ({ request }) => {
      authorization = request.headers.get("authorization")
    })
    const client = createTicketingClient(
      { ...section118, auth: { kind: "basic", user: "kino", password: "hemmelig" } },
      tokenStore("t"),
    )
    await fetchMovieInfo(client, TROLLJEGEREN_EDIS)
    expect(authorization).toBe(`Basic ${btoa("kino:hemmelig")}`)
  })
})
