/**
 * What a showtime's sale looks like. A cancelled showtime stays in the
 * content, so that plans and search engines learn it is off. One list for
 * the schema and for the browser's checks of what it reads back.
 */
export const SHOWTIME_STATUSES = ["available", "few-left", "sold-out", "cancelled"] as const

export type ShowtimeStatus = (typeof SHOWTIME_STATUSES)[number]

export const isShowtimeStatus = (value: unknown): value is ShowtimeStatus =>
  (SHOWTIME_STATUSES as readonly unknown[]).includes(value)
