/**
 * Festival times are Oslo times, whatever the visitor's device says.
 *
 * Worked out here rather than with Intl.DateTimeFormat: the first Intl object a
 * page makes starts the browser's ICU, 130–290 ms of a phone's main thread
 * (Lighthouse's 4x slowdown) in the middle of hydration, for five words and a
 * clock. Oslo keeps the European Union's summer time, from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, as it has since
 * 1996 and as the time-zone database has it for every year after.
 * `__tests__/ui/oslo-time.test.ts` checks every quarter hour around every
 * change of clock against Intl with the zone data of Node's ICU.
 *
 * Every time is read by that rule, earlier ones too: before 1996 Norway
 * changed its clocks on other dates, or not at all, so such a time can read
 * an hour off. The site shows none (its festivals, articles and tickets, and
 * the visitor's own clock, are all later); asking Intl for them cost about
 * 0.2 KB of every page's first load (docs/performance.md).
 */
const HOUR = 3_600_000

const WEEKDAYS = "søndag mandag tirsdag onsdag torsdag fredag lørdag".split(" ")
const MONTHS = "januar februar mars april mai juni juli august september oktober november desember".split(" ")

/** 01:00 UTC on the last Sunday of a month (0 for January): when Europe's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/** Each year's summer time, [start, end) in UTC, worked out once: a programme asks for it hundreds of times. */
const summers = new Map<number, readonly [number, number]>()

function summerOf(year: number): readonly [number, number] {
  let summer = summers.get(year)
  if (!summer) {
    summer = [lastSundayAtOneUtc(year, 2), lastSundayAtOneUtc(year, 9)]
    summers.set(year, summer)
  }
  return summer
}

/**
 * Oslo's wall clock at an instant, as a Date whose UTC fields read it
 * (`getUTCHours()` is the hour in Oslo).
 */
function osloClock(when: string | number): Date {
  const instant = new Date(when)
  const time = instant.getTime()
  // What Intl.DateTimeFormat#format throws for a date it cannot read.
  if (Number.isNaN(time)) throw new RangeError("Invalid time value")
  const [from, until] = summerOf(instant.getUTCFullYear())
  return new Date(time + (time >= from && time < until ? 2 : 1) * HOUR)
}

/**
 * Oslo's wall clock at an instant as whole minutes since 1970-01-01 00:00 on
 * that clock: its day is Math.floor(minutes / 1440), the time of day what is
 * left. For arithmetic on many times at once (the plan-maker), where making
 * strings and reading them back costs more than the rest of the work.
 */
export function osloMinutes(when: string | number): number {
  return Math.floor(osloClock(when).getTime() / 60_000)
}

const twoDigits = (value: number) => String(value).padStart(2, "0")

/** "16. oktober" of a wall clock */
const dayOfMonth = (clock: Date) => `${clock.getUTCDate()}. ${MONTHS[clock.getUTCMonth()]}`

/** "torsdag 16. oktober" */
export function formatDay(iso: string | number): string {
  const clock = osloClock(iso)
  return `${WEEKDAYS[clock.getUTCDay()]} ${dayOfMonth(clock)}`
}

/** "torsdag 16. oktober 2025": where a day could be read as another year's (tickets, the plan) */
export function formatFullDay(iso: string | number): string {
  const clock = osloClock(iso)
  return `${WEEKDAYS[clock.getUTCDay()]} ${dayOfMonth(clock)} ${clock.getUTCFullYear()}`
}

/** "19:30" */
export function formatTime(iso: string | number): string {
  const clock = osloClock(iso)
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`
}

/** "torsdag 16. oktober kl. 19:30": a showing named in a sentence */
export const formatDayTime = (iso: string | number): string => `${formatDay(iso)} kl. ${formatTime(iso)}`

/** "16. oktober 2025" */
export function formatDate(iso: string | number): string {
  const clock = osloClock(iso)
  return `${dayOfMonth(clock)} ${clock.getUTCFullYear()}`
}

/** "2025-10-16": the Oslo calendar day, for grouping. */
export function dayKey(iso: string | number): string {
  const clock = osloClock(iso)
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`
}

/** Showtimes by their Oslo calendar day, in the order given, each day under its dayKey. */
export function byDay<T extends { start: string }>(items: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>()
  items.forEach((item) => {
    const key = dayKey(item.start)
    const day = days.get(key)
    if (day) day.push(item)
    else days.set(key, [item])
  })
  return [...days.entries()]
}
