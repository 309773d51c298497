import type { AgeLimit } from "./age-limits"
import type { Showtime } from "./schema"

/**
 * One showtime as the planner knows it: what a plan row, a clash warning, a
 * calendar entry and a shared plan need, without the rest of the production.
 * The build (src/content-pipeline/screenings.ts) writes every showtime of the
 * site in this shape to SCREENINGS_FILE, which the planner fetches after the
 * page is up.
 */
export interface Screening {
  /** The showtime's id from the content: stable across builds, so it is the key of a saved plan. */
  id: string
  /** The production's ticketing code (DXM1013, SCENE01). */
  reference: string
  title: string
  /** The film or show page, a site path. */
  path: string
  /** ISO 8601 with offset, as in the content. */
  start: string
  /** start + the production's running time, or null when the running time is not known. */
  end: string | null
  venue: string
  hall: string
  /** The venue's postal address ("Inge Krokanns veg 21, 7340 Oppdal"); absent in files from before it was written. */
  venueAddress?: string
  ageLimit: AgeLimit
  ticketUrl: string
  status: Showtime["status"]
}

/**
 * The programme's order: by start, and by id when two start at once, so every list agrees.
 * Ids are compared by code unit, not with localeCompare: that one depends on the device's
 * language (a Norwegian collator sorts "aa" after "z"), and the first call starts the
 * browser's ICU, 60–100 ms of a phone's main thread (docs/performance.md).
 */
export const inProgrammeOrder = (a: Pick<Screening, "start" | "id">, b: Pick<Screening, "start" | "id">): number =>
  Date.parse(a.start) - Date.parse(b.start) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** All of the site's screenings, and the travel minutes between its venues, as one file. */
export interface ScreeningsFile {
  screenings: Screening[]
  /** Minutes from one venue to another, either way; the build checks every pair of venues is here. */
  travelMinutes: { from: string; to: string; minutes: number }[]
}

/** Beside search-index.json at the top of public/, revalidated like it (not a hashed file). */
export const SCREENINGS_FILE = "screenings.json"
