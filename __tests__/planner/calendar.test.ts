import fc from "fast-check"
import ICAL from "ical.js"

import type { Screening } from "../../src/content-model/screening"
import { calendarOf, foldLine, screeningFileName } from "../../src/planner/calendar"
import { screening as someScreening } from "./calendar-support"

const SITE = { siteHost: "https://ramaskrik.no", festivalName: "Ramaskrik", now: new Date("2025-09-01T12:00:00Z") }

const screening = (changes: Partial<Screening> = {}): Screening => someScreening({ id: "st-dxm1013-1", ...changes })

/** The file as a strict reader sees it: ical.js throws on a line it cannot read. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: event.getFirstPropertyValue("uid"),
    summary: event.getFirstPropertyValue("summary"),
    location: event.getFirstPropertyValue("location"),
    description: event.getFirstPropertyValue("description"),
    url: event.getFirstPropertyValue("url"),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: event.hasProperty("dtend")
      ? (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString()
      : null,
    stamp: (event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString(),
  }))
}

/** Our own reading of RFC 5545's line rules, which a lenient parser would forgive. */
function expectWellFormedLines(text: string) {
  expect(text.endsWith("\r\n")).toBe(true)
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
  const lines = text.slice(0, -2).split("\r\n")
  lines.forEach((line) => {
    expect({ line, octets: Buffer.byteLength(line, "utf8") <= 75 }).toEqual({ line, octets: true })
    // A character split between two lines would leave half of a UTF-16 pair at a line's end or start.
    expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
  })
  return lines
}

describe("a calendar file", () => {
  it("is a VCALENDAR with the properties every reader needs, and one event per screening", () => {
    const text = calendarOf([screening(), screening({ id: "st-dxm1013-2", start: "2025-10-19T23:45:00+02:00" })], SITE)
    const lines = expectWellFormedLines(text)
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Ramaskrik//Min festival//NO",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ])
    expect(lines.at(-1)).toBe("END:VCALENDAR")
    expect(eventsOf(text)).toHaveLength(2)
  })

  it("gives the film, the place, the page, the age limit and the ticket link", () => {
    const [event] = eventsOf(calendarOf([screening()], SITE))
    expect(event).toEqual({
      uid: "st-dxm1013-1@ramaskrik.no",
      summary: "Bleeding Static",
      location: "Oppdal kulturhus, Store sal",
      description: "Ramaskrik\nAldersgrense 18 år\nBilletter: https://billett.oppdalkino.no/kjop/DXM1013/st-dxm1013-1",
      url: "https://ramaskrik.no/bleeding-static-dxm1013/",
      status: "CONFIRMED",
      start: "2025-10-16T17:30:00.000Z",
      end: "2025-10-16T18:53:00.000Z",
      stamp: "2025-09-01T12:00:00.000Z",
    })
  })

  it("leaves the age limit out of the description while it is not set", () => {
    const [event] = eventsOf(calendarOf([screening({ ageLimit: "unrated" })], SITE))
    expect(event?.description).toBe("Ramaskrik\nBilletter: https://billett.oppdalkino.no/kjop/DXM1013/st-dxm1013-1")
  })

  it("puts the venue's address in the place, so a map app finds it", () => {
    const [event] = eventsOf(calendarOf([screening({ venueAddress: "Inge Krokanns veg 21, 7340 Oppdal" })], SITE))
    expect(event?.location).toBe("Oppdal kulturhus, Store sal, Inge Krokanns veg 21, 7340 Oppdal")
  })

  it("reminds the visitor an hour before a screening, and not of a cancelled one", () => {
    const text = calendarOf([screening(), screening({ id: "st-dxm1013-2", status: "cancelled" })], SITE)
    const [kept, cancelled] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent")
    const alarms = kept?.getAllSubcomponents("valarm") ?? []
    expect(alarms).toHaveLength(1)
    expect(alarms[0]?.getFirstPropertyValue("action")).toBe("DISPLAY")
    expect((alarms[0]?.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()).toBe(-3600)
    expect(alarms[0]?.getFirstPropertyValue("description")).toBe(
      "Bleeding Static begynner om en time: Oppdal kulturhus, Store sal",
    )
    expect(cancelled?.getAllSubcomponents("valarm")).toHaveLength(0)
  })

  it("writes times in UTC, so a 19:30 screening in Oslo is 17:30Z in October and 18:30Z after the clocks change", () => {
    const text = calendarOf(
      [screening(), screening({ id: "st-x-1", start: "2025-11-20T19:30:00+01:00", end: null })],
      SITE,
    )
    expect(text).toContain("\r\nDTSTART:20251016T173000Z\r\n")
    expect(text).toContain("\r\nDTSTART:20251120T183000Z\r\n")
    expect(text).not.toContain("TZID")
  })

  it("keeps each showtime's UID from one download to the next, and gives each showtime its own", () => {
    const first = eventsOf(calendarOf([screening(), screening({ id: "st-dxm1013-2" })], SITE))
    const later = eventsOf(
      calendarOf([screening({ id: "st-dxm1013-2" }), screening()], { ...SITE, now: new Date("2025-10-10T08:00:00Z") }),
    )
    expect(later.map(({ uid }) => uid).sort()).toEqual(first.map(({ uid }) => uid).sort())
    expect(new Set(first.map(({ uid }) => uid)).size).toBe(2)
  })

  it("leaves the end out when the running time is not known, and says so", () => {
    const [event] = eventsOf(calendarOf([screening({ end: null })], SITE))
    expect(event?.end).toBeNull()
    expect(event?.description).toContain("Sluttid er ikke kjent.")
  })

  it("marks a cancelled screening as cancelled, without a ticket link", () => {
    const [event] = eventsOf(calendarOf([screening({ status: "cancelled" })], SITE))
    expect(event?.status).toBe("CANCELLED")
    expect(event?.summary).toBe("Avlyst: Bleeding Static")
    expect(event?.description).not.toContain("Billetter")
  })

  it("escapes a hostile title so that it reads back as it was written", () => {
    const title = "Blod; gørr, og \\ mer\nlinje"
    const text = calendarOf([screening({ title, hall: "Sal; 2,\\b" })], SITE)
    expect(text).toContain("SUMMARY:Blod\\; gørr\\, og \\\\ mer\\nlinje\r\n")
    const [event] = eventsOf(text)
    expect(event?.summary).toBe(title)
    expect(event?.location).toBe("Oppdal kulturhus, Sal; 2,\\b")
  })

  it("folds long lines at 75 octets, counting æøå as two, and never inside a character", () => {
    const title = `${"Æøå ".repeat(30)}🩸 ${"x".repeat(40)}`
    const text = calendarOf([screening({ title })], SITE)
    expectWellFormedLines(text)
    expect(text).toMatch(/\r\n [^\r]/)
    expect(eventsOf(text)[0]?.summary).toBe(title)
  })

  it("drops control characters and replaces broken halves of characters, which no calendar can read", () => {
    const title = "Skrik\u0000\u0007 i natt\uD800\r\nDEL 2"
    const [event] = eventsOf(calendarOf([screening({ title })], SITE))
    expect(event?.summary).toBe("Skrik i natt\uFFFD\nDEL 2")
  })

  it("skips a screening whose start is not a time, instead of writing a broken event", () => {
    expect(eventsOf(calendarOf([screening({ start: "snart" }), screening({ id: "st-2" })], SITE))).toHaveLength(1)
  })

  it("stays readable and within the line rules for any title, hall and id", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), fc.string(), (title, hall, id) => {
        const text = calendarOf([screening({ title, hall, id: `st-${id}` })], SITE)
        expectWellFormedLines(text)
        expect(eventsOf(text)).toHaveLength(1)
      }),
      { numRuns: 300 },
    )
  })
})

describe("folding one line", () => {
  it("leaves a line of 75 octets whole and folds the 76th onto a line that starts with a space", () => {
    expect(foldLine("a".repeat(75))).toBe("a".repeat(75))
    expect(foldLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`)
    expect(foldLine(`${"a".repeat(74)}ø`)).toBe(`${"a".repeat(74)}\r\n ø`)
  })
})

describe("the file name", () => {
  it("names the film and the Oslo day in plain characters", () => {
    expect(screeningFileName(screening())).toBe("ramaskrik-bleeding-static-dxm1013-2025-10-16.ics")
    expect(screeningFileName(screening({ path: "/ÆØÅ ../", start: "2025-10-16T23:30:00Z" }))).toBe(
      "ramaskrik-2025-10-17.ics",
    )
  })
})
