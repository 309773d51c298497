/**
 * The site's screenings (/screenings.json), fetched after the page is up.
 * The file is our own build's, but an old cached copy or a proxy's error
 * page can arrive instead: entries are narrowed one by one and a bad one is
 * dropped, so the page shows what it can.
 */
import { AGE_LIMITS } from "../content-model/age-limits"
import { SCREENINGS_FILE, type Screening } from "../content-model/screening"

const STATUSES = new Set<string>(["available", "few-left", "sold-out", "cancelled"])
const isText = (value: unknown): value is string => typeof value === "string" && value !== ""
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value))

function screeningOf(value: unknown): Screening[] {
  if (value === null || typeof value !== "object") return []
  const { id, reference, title, path, start, end, venue, hall, ageLimit, ticketUrl, status } = value as Record<
    string,
    unknown
  >
  if (![id, reference, title, path, venue, hall, ticketUrl].every(isText) || !isTime(start)) return []
  if (!(end === null || isTime(end)) || !STATUSES.has(String(status))) return []
  // A site path: "//host/" would be a link to another site.
  if (!/^\/(?![/\\])/.test(String(path))) return []
  if (!(AGE_LIMITS as readonly unknown[]).includes(ageLimit)) return []
  return [value as Screening]
}

/** Every screening of the site by id; throws when the file cannot be had at all. */
export async function loadScreenings(): Promise<ReadonlyMap<string, Screening>> {
  const response = await fetch(new URL(`/${SCREENINGS_FILE}`, window.location.origin))
  if (!response.ok) throw new Error(`${SCREENINGS_FILE} answered ${response.status}`)
  const reply: unknown = await response.json()
  const list = reply !== null && typeof reply === "object" ? (reply as Record<string, unknown>).screenings : []
  const screenings = Array.isArray(list) ? list.flatMap(screeningOf) : []
  return new Map(screenings.map((screening) => [screening.id, screening]))
}
