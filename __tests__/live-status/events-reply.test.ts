/**
 * The events reply is hostile input: whatever arrives, the parser keeps only
 * showtimes we asked for with a status from the one list and a real start,
 * or says the reply is malformed. And the ids go in as few calls as fit
 * under the URL limit.
 */
import fc from "fast-check"

import { ApiError } from "../../src/ticketing/api-error"
import { PARTNER_SECTIONS } from "../../src/account/api/config"
import { MAX_EVENTS_URL, chunkIds, eventsUrl, parseEvents } from "../../src/account/api/events"
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

  it("asks for the programme's ninety showtimes in at most three calls", () => {
    const programme = Array.from(
      { length: 90 },
      (_, index) => `st-dxm${1001 + Math.floor(index / 3)}-${(index % 3) + 1}`,
    )
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
