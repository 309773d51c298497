/**
 * Calendar files (RFC 5545) for one screening or a whole plan, made in the
 * browser: nothing to serve, and nothing about a visitor's plan leaves the device.
 *
 * Times are written in UTC (`DTSTART:20251016T173000Z`), not as Oslo local
 * times with a VTIMEZONE. The content gives instants (an offset, not a zone
 * name), UTC needs no time zone rules kept in step with the law, and every
 * calendar shows a UTC time in the device's own zone. The feed the issue
 * cites went wrong by writing local times with no zone at all ("floating"),
 * which a calendar reads in whatever zone the device is in.
 */
import { dayKey } from "../components/oslo-time"
import { ageLimitLabel, isRated } from "../content-model/age-limits"
import type { Screening } from "../content-model/screening"
import { wellFormed } from "./well-formed"

const PRODUCT_ID = "-//Ramaskrik//Min festival//NO"
/** The reminder: a calendar shows it this long before the screening starts. */
const REMINDER = "-PT60M"
/** RFC 5545 3.1: lines longer than this many octets, not counting the line break, are folded. */
const MAX_LINE_OCTETS = 75

/** `20251016T173000Z`, or null for a time that is not one. */
function utcDateTime(value: string | number | Date): string | null {
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return null
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks
 * escaped; other control characters (which TEXT does not allow) dropped and
 * halves of broken UTF-16 pairs replaced, so hostile content cannot break the file.
 */
export function escapeText(value: string): string {
  return (
    wellFormed(value)
      .replace(/\r\n?/g, "\n")
      // TEXT allows no control character but the tab: matching them is the point.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\n/g, "\\n")
  )
}

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** Folds a content line at 75 octets of UTF-8, never inside a character; each further line starts with a space. */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ""
  let length = 0
  for (const character of line) {
    const size = octets(character.codePointAt(0) ?? 0)
    if (length + size > MAX_LINE_OCTETS) {
      lines.push(current)
      current = " "
      length = 1
    }
    current += character
    length += size
  }
  lines.push(current)
  return lines.join("\r\n")
}

export interface CalendarSettings {
  /** The site's own address (site.json's host): the UIDs' domain and the film pages' origin. */
  siteHost: string
  /** The festival's name (site.json's title), so that an event says what it belongs to. */
  festivalName: string
  /** When the file is made: its DTSTAMP. */
  now?: Date
}

/** The event's lines, or none for a screening whose start is not a time. */
function eventLines(screening: Screening, { siteHost, festivalName }: CalendarSettings, stamp: string): string[] {
  const start = utcDateTime(screening.start)
  if (start === null) return []
  const end = screening.end === null ? null : utcDateTime(screening.end)
  // Without a known running time the event ends where it starts (RFC 5545 3.6.1): a made-up end would be wrong.
  const knownEnd = end !== null && end > start ? end : null
  const cancelled = screening.status === "cancelled"
  const description = [
    festivalName,
    cancelled ? "Forestillingen er avlyst." : null,
    isRated(screening.ageLimit) ? ageLimitLabel(screening.ageLimit) : null,
    knownEnd === null ? "Sluttid er ikke kjent." : null,
    cancelled ? null : `Billetter: ${screening.ticketUrl}`,
  ].filter((line) => line !== null)
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(`${screening.id}@${new URL(siteHost).hostname}`)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${start}`,
    ...(knownEnd === null ? [] : [`DTEND:${knownEnd}`]),
    `SUMMARY:${escapeText(cancelled ? `Avlyst: ${screening.title}` : screening.title)}`,
    `LOCATION:${escapeText([screening.venue, screening.hall, screening.venueAddress].filter(Boolean).join(", "))}`,
    `URL:${new URL(screening.path, siteHost).href}`,
    `DESCRIPTION:${escapeText(description.join("\n"))}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    // A reminder an hour before; none for a screening that will not happen.
    ...(cancelled
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `TRIGGER:${REMINDER}`,
          `DESCRIPTION:${escapeText(`${screening.title} begynner om en time: ${screening.venue}, ${screening.hall}`)}`,
          "END:VALARM",
        ]),
    "END:VEVENT",
  ]
}

/** A calendar file with one event per screening, each with a UID that stays the same download after download. */
export function calendarOf(screenings: readonly Screening[], settings: CalendarSettings): string {
  const { now = new Date() } = settings
  const stamp = utcDateTime(now) ?? "19700101T000000Z"
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...screenings.flatMap((screening) => eventLines(screening, settings, stamp)),
    "END:VCALENDAR",
  ]
  return `${lines.map(foldLine).join("\r\n")}\r\n`
}

export const PLAN_FILE_NAME = "ramaskrik-plan.ics"

/** `ramaskrik-bleeding-static-dxm1013-2025-10-16.ics`: the film and the day, in characters every file system takes. */
export function screeningFileName(screening: Screening): string {
  const day = Number.isNaN(Date.parse(screening.start)) ? "" : dayKey(screening.start)
  const slug = `${screening.path.replace(/\/+$/, "").split("/").pop() ?? ""}-${day}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
  return `ramaskrik-${slug || "forestilling"}.ics`
}
