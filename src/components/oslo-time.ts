/** Festival times are Oslo times, whatever the visitor's device says. */
const TIME_ZONE = "Europe/Oslo"

const dayFormat = new Intl.DateTimeFormat("nb-NO", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
})
const fullDayFormat = new Intl.DateTimeFormat("nb-NO", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
})
const timeFormat = new Intl.DateTimeFormat("nb-NO", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" })
const dateFormat = new Intl.DateTimeFormat("nb-NO", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
})
const dayKeyFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
})

/** "torsdag 16. oktober" */
export const formatDay = (iso: string | number): string => dayFormat.format(new Date(iso))
/** "torsdag 16. oktober 2025": where a day could be read as another year's (tickets, the plan) */
export const formatFullDay = (iso: string | number): string => fullDayFormat.format(new Date(iso))
/** "19:30" */
export const formatTime = (iso: string | number): string => timeFormat.format(new Date(iso))
/** "16. oktober 2025" */
export const formatDate = (iso: string | number): string => dateFormat.format(new Date(iso))
/** "2025-10-16": the Oslo calendar day, for grouping. */
export const dayKey = (iso: string | number): string => dayKeyFormat.format(new Date(iso))

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
