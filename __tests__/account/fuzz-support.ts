/**
 * Generated answers from the ticketing service (or a proxy in front of it)
 * for the property-based tests: statuses, content types, bodies shaped like
 * the real reply with wrong, missing and odd values, any JSON, and text
 * that is not JSON.
 */
import fc from "fast-check"
import { http, HttpResponse } from "msw"

import { server } from "./support"

/** Cases per property: a few hundred in CI; `FUZZ_RUNS=10000` for a long run. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
/** Jest's time for one property: generous, as the machine may be busy, and growing with FUZZ_RUNS. */
export const PROPERTY_TIMEOUT_MS = Math.max(60_000, RUNS * 200)
export const API = "http://localhost:9100/ticketing/118/api"

export interface Answer {
  status: number
  contentType: string
  body: string
}

/** Values a field may hold on the wire, right and wrong. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.jsonValue({ maxDepth: 2 }),
)

/** What a field should hold, generated with mistakes mixed in. */
export const expected = {
  text: fc.oneof(fc.string(), fc.integer()),
  number: fc.oneof(fc.integer(), fc.double(), fc.integer().map(String)),
  date: fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.string(),
  ),
  flag: fc.boolean(),
  /** Links: the site's paths, other sites, and what a hostile reply would try. */
  url: fc.oneof(
    fc.webPath(),
    fc.webUrl(),
    fc.string().map((path) => `/${path}`),
    fc.constantFrom("javascript:alert(1)", "//evil.example/", "/\\evil.example/", "\tjavascript:alert(1)"),
  ),
}

/** An object with the keys a reply should have: mostly of the right kind, some wrong, some missing. */
export const shaped = (model: Record<string, keyof typeof expected | fc.Arbitrary<unknown>>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(model).map(([key, kind]) => [
        key,
        fc.oneof(
          { weight: 6, arbitrary: typeof kind === "string" ? expected[kind] : kind },
          fieldValue,
          fc.constant(undefined),
        ),
      ]),
    ),
  )

export const listOf = (item: fc.Arbitrary<unknown>) => fc.array(item, { maxLength: 4 })

const seatGroup = shaped({ Row: "text", Seats: fc.oneof(listOf(fc.oneof(expected.text, fieldValue)), fieldValue) })
/** Shapes of the real replies, as `shaped` mistakes them. */
export const ticket = shaped({
  MovieId: "text",
  MovieTitle: "text",
  Notes: "text",
  QRCode: "text",
  QRUrl: "text",
  StartTime: "date",
  ExpirationDate: "date",
  Poster: "text",
  Screen: "text",
  SeatsInfo: fc.oneof(shaped({ Info: "text", Seats: fc.oneof(listOf(seatGroup), fieldValue) }), fieldValue),
})
export const movie = shaped({
  Title: "text",
  MovieId: "text",
  Edis: "text",
  Rating: "number",
  RatingCount: "number",
  Poster: "text",
  link: "url",
})
export const review = shaped({
  Id: "text",
  Comment: "text",
  Rating: "number",
  AddedAt: "date",
  LikesCount: "number",
  MovieId: "text",
  UserId: "text",
  UserName: "text",
  Image: "text",
  IsLiked: "flag",
})
/** The answer: mostly 200, shaped like the real reply or any JSON at all, or not JSON. */
export function answers(shape: fc.Arbitrary<unknown>): fc.Arbitrary<Answer> {
  return fc.record({
    status: fc.oneof(
      { weight: 4, arbitrary: fc.constant(200) },
      // The statuses the client treats apart (refused, "log in again"), and gateways' usual ones.
      fc.constantFrom(401, 403, 404, 500, 502, 503),
      // Not 3xx: MSW follows a redirect without a Location to ".../null", where a browser would not.
      fc
        .oneof(fc.integer({ min: 201, max: 299 }), fc.integer({ min: 400, max: 599 }))
        .filter((status) => status !== 204 && status !== 205),
    ),
    contentType: fc.constantFrom("application/json", "text/html; charset=utf-8", "text/plain"),
    body: fc.oneof(
      { weight: 4, arbitrary: shape.map((value) => JSON.stringify(value)) },
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ unit: "binary" }),
      fc.constantFrom("", " ", "null", "{", "<!doctype html><title>Wi-Fi</title>", '{"Token":'),
    ),
  })
}

export function answerWith(url: string, answer: Answer) {
  server.use(
    http.all(
      url,
      () => new HttpResponse(answer.body, { status: answer.status, headers: { "Content-Type": answer.contentType } }),
    ),
  )
}
