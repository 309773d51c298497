import {
  dayKey,
  formatDate,
  formatDay,
  formatDayTime,
  formatFullDay,
  formatTime,
  osloMinutes,
} from "../../src/components/oslo-time"

// What the site said with Intl and Node's zone data before it worked Oslo's clock out itself.
const intl = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, { timeZone: "Europe/Oslo", ...options })
  return (when: number) => format.format(new Date(when))
}
const expected = {
  formatDay: intl("nb-NO", { weekday: "long", day: "numeric", month: "long" }),
  formatFullDay: intl("nb-NO", { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
  formatTime: intl("nb-NO", { hour: "2-digit", minute: "2-digit" }),
  formatDate: intl("nb-NO", { day: "numeric", month: "long", year: "numeric" }),
  dayKey: intl("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }),
}
const actual = { formatDay, formatFullDay, formatTime, formatDate, dayKey }

/** Every instant where one of the five answers differs from Intl's, as "what when: ours ≠ Intl's". */
function differences(instants: number[]): string[] {
  return instants.flatMap((when) =>
    (Object.keys(expected) as (keyof typeof expected)[]).flatMap((name) => {
      const ours = actual[name](when)
      const theirs = expected[name](when)
      return ours === theirs ? [] : [`${name} ${new Date(when).toISOString()}: ${ours} ≠ ${theirs}`]
    }),
  )
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe("Oslo's clock", () => {
  it("says what Intl says every quarter of an hour around each change of clock from 1996 to 2099", () => {
    const instants: number[] = []
    for (let year = 1996; year < 2100; year += 1) {
      for (const month of [2, 9]) {
        // Each day from the 20th to the month's end, so the Sunday is among them whatever it is.
        for (let day = 20; day <= 31; day += 1) {
          const oneUtc = Date.UTC(year, month, day, 1)
          for (let offset = -3 * HOUR; offset <= 3 * HOUR; offset += 15 * MINUTE) instants.push(oneUtc + offset)
        }
      }
    }
    expect(differences(instants)).toEqual([])
  })

  it("says what Intl says at odd times from 1996 to 2150", () => {
    const instants: number[] = []
    for (let when = Date.UTC(1996, 0, 1); when < Date.UTC(2150, 0, 1); when += 71 * HOUR + 13 * MINUTE) {
      instants.push(when)
    }
    expect(differences(instants)).toEqual([])
  })

  it("reads a time before 1996 by the same rule, not by the clocks Norway had then", () => {
    // Intl: 13:00, as Norway's clocks went back on 30 September 1990 and did not change in 1975.
    expect(formatTime("1990-10-15T12:00:00Z")).toBe("14:00")
    expect(formatTime("1975-07-01T12:00:00Z")).toBe("14:00")
    expect(formatTime("1975-01-01T12:00:00Z")).toBe("13:00")
  })

  it("reads what the content gives: an ISO time with or without an offset, or milliseconds", () => {
    expect(formatDay("2027-10-15T19:00:00+02:00")).toBe("fredag 15. oktober")
    expect(formatTime("2027-10-15T19:00:00+02:00")).toBe("19:00")
    expect(formatTime("2027-10-31T00:30:00Z")).toBe("02:30")
    expect(formatTime("2027-10-31T01:30:00Z")).toBe("02:30")
    expect(formatFullDay(Date.UTC(2027, 9, 13, 21, 59))).toBe("onsdag 13. oktober 2027")
    expect(formatFullDay(Date.UTC(2027, 9, 13, 22, 0))).toBe("torsdag 14. oktober 2027")
    expect(formatDate("2025-01-01T00:00:00+01:00")).toBe("1. januar 2025")
    expect(dayKey("2025-12-31T23:30:00Z")).toBe("2026-01-01")
  })

  it("names a showing's day and time in one phrase", () => {
    expect(formatDayTime("2025-10-16T17:30:00Z")).toBe("torsdag 16. oktober kl. 19:30")
    // Past midnight in Oslo, on the night the clocks go back: the next day, in winter time.
    expect(formatDayTime("2027-10-30T23:15:00Z")).toBe("søndag 31. oktober kl. 01:15")
  })

  it("counts the minutes of the wall clock for arithmetic: the same day and time as dayKey and formatTime", () => {
    const clockOf = (minutes: number) => {
      const day = new Date(Math.floor(minutes / (24 * 60)) * 24 * HOUR).toISOString().slice(0, 10)
      const time = minutes % (24 * 60)
      return `${day} ${String(Math.floor(time / 60)).padStart(2, "0")}:${String(time % 60).padStart(2, "0")}`
    }
    // Around the night summer time ends, when 02:30 comes twice, and across midnight.
    for (let when = Date.UTC(2027, 9, 30, 20); when < Date.UTC(2027, 9, 31, 4); when += 7 * MINUTE + 30_000) {
      expect(clockOf(osloMinutes(when))).toBe(`${dayKey(when)} ${formatTime(when)}`)
    }
    expect(osloMinutes("2027-10-15T19:00:00+02:00") % (24 * 60)).toBe(19 * 60)
  })

  it("refuses a time it cannot read, as Intl does", () => {
    expect(() => formatDay("not a time")).toThrow(RangeError)
    expect(() => formatDayTime("not a time")).toThrow(RangeError)
    expect(() => formatTime(Number.NaN)).toThrow("Invalid time value")
  })
})
