/**
 * What a showtime's sale looks like. A cancelled showtime stays in the
 * content, so that plans and search engines learn it is off. One list for
 * the schema, for the browser's checks of what it reads back (the screenings
 * file, the ticketing service's live answer), and for the words a visitor
 * sees: no other file names a status's label or what it allows.
 */
export const SHOWTIME_STATUSES = ["available", "few-left", "sold-out", "cancelled"] as const

export type ShowtimeStatus = (typeof SHOWTIME_STATUSES)[number]

export const isShowtimeStatus = (value: unknown): value is ShowtimeStatus =>
  (SHOWTIME_STATUSES as readonly unknown[]).includes(value)

/** The word a visitor sees for each status. */
export const SHOWTIME_STATUS_LABELS: Record<ShowtimeStatus, string> = {
  available: "Ledige plasser",
  "few-left": "Få plasser igjen",
  "sold-out": "Utsolgt",
  cancelled: "Avlyst",
}

/** Why a status has no buy button, for a screen reader beside the label; "" when tickets are on sale. */
export const NO_SALE_REASONS: Record<ShowtimeStatus, string> = {
  available: "",
  "few-left": "",
  "sold-out": "ingen billetter igjen",
  cancelled: "visningen er avlyst",
}

/** Whether a ticket can be bought: not sold out, not cancelled. */
export const isOnSale = (status: ShowtimeStatus): boolean => NO_SALE_REASONS[status] === ""

/** What a screening whose start has passed says instead of its status; it has no buy button either. */
export const STARTED_LABEL = "Vist"
export const STARTED_REASON = "visningen har startet"

/** Whether the screening has started by `now` (milliseconds): instants compared, so midnight and summer time change nothing. */
export const hasStarted = (start: string, now: number): boolean => Date.parse(start) <= now
