import type { AgeLimit } from "../content-model/age-limits"
import type { Showtime } from "../content-model/schema"

/**
 * One showtime as the planner knows it: what a plan row, a clash warning, a
 * calendar entry and a shared plan need, without the rest of the production.
 * The build writes every showtime of the site in this shape to
 * SCREENINGS_PATH, which the planner fetches after the page is up (and the
 * service worker keeps for offline use).
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
  ageLimit: AgeLimit
  ticketUrl: string
  status: Showtime["status"]
}

/** All of the site's screenings, and the travel minutes between its venues, as one file. */
export interface ScreeningsFile {
  screenings: Screening[]
  /** Minutes from one venue to another, either way; the build checks every pair of venues is here. */
  travelMinutes: { from: string; to: string; minutes: number }[]
}

export const SCREENINGS_PATH = "/planner/screenings.json"
