/**
 * The events reply is hostile input: whatever arrives, the parser keeps only
 * showtimes we asked for with a status from the one list and a real start,
 * or says the reply is malformed; and it keeps every such showtime, so a
 * parser that drops too much fails as one that keeps too much does. And the
 * ids go in as few calls as fit under the URL limit.
 */
import fc from "fast-check"
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import { ApiError } from "../../src/ticketing/api-error"
import { PARTNER_SECTIONS } from "../../src/account/api/config"
import { MAX_EVENTS_URL, chunkIds, eventsSection, eventsUrl, parseEvents } from "../../src/account/api/events-call"
import { SHOWTIME_ID } from "../../src/content-model/showtime-id"
import { SHOWTIME_STATUSES, isShowtimeStatus } from "../../src/content-model/showtime-status"

const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const ASKED = ["st-dxm1001-1", "st-dxm1001-2", "st-podlive-1"]
const section = PARTNER_SECTIONS[118]

const event = fc.record(
  {
    Id: fc.oneof(fc.constantFrom(...ASKED, "st-dxm9999-9", ""), fc.string(), fc.integer()),
    Status: fc.oneof(fc.constantFrom(...SHOWTIME_STATUSES, "SoldOut", "<script>alert(1)</script>"), fc.jsonValue()),
    Start: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.string(),
      fc.integer(),
      fc.constant(null),
    ),
  },
  { requiredKeys: [] },
)

/** A start as the service writes one: ISO 8601 with a date, a time and an offset (Oslo's, or Z). */
const isoStart = fc
  .tuple(
    fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }),
    fc.constantFrom(0, 60, 120),
  )
  .map(([date, offset]) => {
    if (offset === 0) return date.toISOString()
    const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 19)
    return `${local}+0${offset / 60}:00`
  })

/** Well-formed: an id we asked for, a status from the one list, a start that is a date-time. */
const wellFormed = fc.record({
  Id: fc.constantFrom(...ASKED),
  Status: fc.constantFrom(...SHOWTIME_STATUSES),
  Start: isoStart,
})

/** The same rule, written out as the contract says it: the junk below is made to hold no such event. */
const isWellFormed = (item: unknown) => {
  if (item === null || typeof item !== "object" || Array.isArray(item)) return false
  const { Id: id, Status: status, Start: start } = item as Record<string, unknown>
  return (
    ASKED.includes(id as string) &&
    isShowtimeStatus(status) &&
    typeof start === "string" &&
    /^\d{4}-\d{2}-\d{2}T/.test(start) &&
    !Number.isNaN(Date.parse(start))
  )
}

describe("the events reply parser", () => {
  it("keeps only asked-for showtimes with a known status and a real start, each once", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof({ weight: 4, arbitrary: event }, fc.jsonValue())), (reply) => {
        const events = parseEvents(reply, ASKED)
        events.forEach(({ id, status, start }) => {
          expect(ASKED).toContain(id)
          expect(isShowtimeStatus(status)).toBe(true)
          expect(Number.isNaN(Date.parse(start))).toBe(false)
        })
        expect(new Set(events.map(({ id }) => id)).size).toBe(events.length)
      }),
      { numRuns: RUNS },
    )
  })

  it("keeps every well-formed event we asked for, wherever it is among the junk, and the first of two for one id", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(wellFormed, { selector: ({ Id }) => Id, minLength: 1 }),
        fc.array(fc.oneof({ weight: 4, arbitrary: event }, fc.jsonValue()).filter((item) => !isWellFormed(item))),
        fc.array(fc.tuple(fc.nat(), wellFormed)),
        fc.infiniteStream(fc.boolean()),
        (kept, junk, again, order) => {
          // The well-formed events in among the junk, in their own order; answers for the same ids after them all.
          const mixed: unknown[] = []
          const [first, rest] = [[...kept], [...junk]]
          while (first.length > 0 || rest.length > 0) {
            const fromKept = rest.length === 0 || (first.length > 0 && order.next().value)
            mixed.push(fromKept ? first.shift() : rest.shift())
          }
          const later = again.map(([index, answer]) => ({ ...answer, Id: kept[index % kept.length]?.Id }))
          const events = parseEvents([...mixed, ...later], ASKED)
          expect(events).toEqual(kept.map(({ Id: id, Status: status, Start: start }) => ({ id, status, start })))
        },
      ),
      { numRuns: RUNS },
    )
  })

  it("calls any reply that is not a list malformed", () => {
    fc.assert(
      fc.property(
        fc.jsonValue().filter((value) => !Array.isArray(value)),
        (reply) => {
          expect(() => parseEvents(reply, ASKED)).toThrow(ApiError)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it("keeps a well-formed event whole", () => {
    const start = "2027-10-13T19:00:00+02:00"
    expect(parseEvents([{ Id: "st-dxm1001-1", Status: "few-left", Start: start, MovieId: "DXM1001" }], ASKED)).toEqual([
      { id: "st-dxm1001-1", status: "few-left", start },
    ])
  })
})

describe("chunking the ids by URL length", () => {
  const urlOf = (ids: readonly string[]) => eventsUrl(section, ids)

  it("asks for the demo programme's showtimes, with their ids as the content has them, in at most three calls", () => {
    const productions = path.resolve("data/productions")
    const programme = readdirSync(productions)
      .filter((file) => file.endsWith(".json"))
      .flatMap(
        (file) =>
          (JSON.parse(readFileSync(path.join(productions, file), "utf8")) as { showtimes: { id: string }[] }).showtimes,
      )
      .map(({ id }) => id)
    // The whole programme (about ninety), of the content's id format.
    expect(programme.length).toBeGreaterThanOrEqual(80)
    programme.forEach((id) => expect(id).toMatch(SHOWTIME_ID))
    const chunks = chunkIds(programme, urlOf)
    expect(chunks.length).toBeLessThanOrEqual(3)
    expect(chunks.flat()).toEqual(programme)
  })

  it("splits only where the URL would pass the limit, and loses or reorders no id", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 60 }), { maxLength: 300 }), (ids) => {
        const chunks = chunkIds(ids, urlOf)
        expect(chunks.flat()).toEqual(ids)
        chunks.forEach((chunk, index) => {
          if (chunk.length > 1) expect(urlOf(chunk).length).toBeLessThanOrEqual(MAX_EVENTS_URL)
          const next = chunks[index + 1]?.[0]
          if (next !== undefined) expect(urlOf([...chunk, next]).length).toBeGreaterThan(MAX_EVENTS_URL)
        })
      }),
      { numRuns: RUNS },
    )
  })
})

describe("where the events call goes", () => {
  it("goes to the ticketing service itself without a shared cache (the build's default)", () => {
    expect(eventsUrl(section, ["st-1"])).toBe(`${section.baseUrl}/api/events?ids=st-1&site=ramaskrik-118`)
    expect(eventsSection(section, "")).toBe(section)
  })

  it("goes to the site's own path where the build names one, the same path and query behind it", () => {
    expect(eventsSection(section, "/billettstatus", "https://ramaskrik.no")).toEqual({
      ...section,
      baseUrl: "https://ramaskrik.no/billettstatus",
    })
    expect(eventsSection(PARTNER_SECTIONS[178], "/billettstatus/", "https://ramaskrik.no").baseUrl).toBe(
      "https://ramaskrik.no/billettstatus",
    )
  })
})
