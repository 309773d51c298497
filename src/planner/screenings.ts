/**
 * The site's screenings, fetched once per page after it is up and shared by
 * every toggle, the header badge and the plan (one SWR key). The file is our
 * own build's, but an old cached copy, a proxy's error page or a half-written
 * deploy can still arrive: entries are narrowed one by one and a bad one is
 * dropped, never trusted.
 */
import useSWR from "swr"

import { AGE_LIMITS } from "../content-model/age-limits"
import { SCREENINGS_FILE, type Screening, type ScreeningsFile } from "../content-model/screening"
import { isShowtimeStatus } from "../content-model/showtime-status"

export const SCREENINGS_URL = `/${SCREENINGS_FILE}`

const isText = (value: unknown): value is string => typeof value === "string" && value !== ""
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value))
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

function screeningOf(value: unknown): Screening[] {
  if (!isRecord(value)) return []
  const { id, reference, title, path, start, end, venue, hall, venueAddress, ageLimit, ticketUrl, status } = value
  if (![id, reference, title, path, venue, hall, ticketUrl].every(isText) || !isTime(start)) return []
  if (!(end === null || isTime(end)) || !isShowtimeStatus(status)) return []
  if (!(AGE_LIMITS as readonly unknown[]).includes(ageLimit)) return []
  // A site path: "//host/" or "/\\host/" would be a link to another site.
  if (!/^\/(?![/\\])/.test(String(path))) return []
  // An address that is not text is left out, not trusted: the calendar writes it into LOCATION.
  if (venueAddress !== undefined && !isText(venueAddress))
    return [{ ...value, venueAddress: undefined } as unknown as Screening]
  return [value as unknown as Screening]
}

export interface Screenings extends ScreeningsFile {
  byId: ReadonlyMap<string, Screening>
}

/**
 * A reply that is not a screenings file at all is an error, not an empty
 * programme: the plan must not tell the visitor every film is gone.
 */
export function parseScreenings(reply: unknown): Screenings {
  const entries = isRecord(reply) ? reply.screenings : undefined
  if (!isRecord(reply) || !Array.isArray(entries)) throw new Error("Not a screenings file")
  const screenings = entries.flatMap(screeningOf)
  const travelMinutes = (Array.isArray(reply.travelMinutes) ? reply.travelMinutes : []).filter(
    (pair): pair is ScreeningsFile["travelMinutes"][number] =>
      isRecord(pair) && isText(pair.from) && isText(pair.to) && Number.isFinite(pair.minutes),
  )
  return { screenings, travelMinutes, byId: new Map(screenings.map((screening) => [screening.id, screening])) }
}

async function fetchScreenings(url: string): Promise<Screenings> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return parseScreenings(await response.json())
}

/** The screenings, or undefined while they load (and after a failure: `error` says so). */
export function useScreenings(enabled = true) {
  const url = typeof window === "undefined" ? SCREENINGS_URL : new URL(SCREENINGS_URL, window.location.origin).href
  return useSWR(enabled ? url : null, fetchScreenings, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
}
