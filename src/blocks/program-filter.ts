import { dayKey, formatDay } from "../components/oslo-time"
import { slugify } from "../content-model/norwegian-text"
import type { EventData } from "./types"

/**
 * The programme filter as it lives in the URL query, so a filtered
 * programme can be shared: `?dag=2025-10-16&sted=oppdal-kulturhus&type=film`.
 */
export interface ProgramFilter {
  dag: string
  sted: string
  type: string
}

export const NO_FILTER: ProgramFilter = { dag: "", sted: "", type: "" }

export type Kind = "film" | "scene" | "konsert"

export const KIND_OPTIONS: Record<Kind, string> = { film: "Film", scene: "Scene", konsert: "Konsert" }

const KIND_OF_CLASS: Record<string, Kind> = {
  film: "film",
  "short-film": "film",
  "stage-show": "scene",
  concert: "konsert",
}

export const kindOf = (event: EventData): Kind | undefined => KIND_OF_CLASS[event.production.objectClass]

export interface FilterOptions {
  days: { value: string; label: string }[]
  places: { value: string; label: string }[]
  kinds: { value: Kind; label: string }[]
}

/**
 * The choices the programme offers: only days, venues and kinds that have showtimes. The venues
 * in `venueOrder`, the site's (Norwegian alphabetical, from the build); one it does not name last.
 */
export function filterOptions(events: readonly EventData[], venueOrder: readonly string[]): FilterOptions {
  const days = new Map<string, string>()
  const places = new Map<string, string>()
  const kinds = new Set<Kind>()
  const rank = (venue: string) => (venueOrder.includes(venue) ? venueOrder.indexOf(venue) : venueOrder.length)
  events.forEach((event) => {
    days.set(dayKey(event.start), formatDay(event.start))
    places.set(slugify(event.venue), event.venue)
    const kind = kindOf(event)
    if (kind) kinds.add(kind)
  })
  return {
    days: [...days].map(([value, label]) => ({ value, label })),
    places: [...places].map(([value, label]) => ({ value, label })).sort((a, b) => rank(a.label) - rank(b.label)),
    kinds: (Object.keys(KIND_OPTIONS) as Kind[])
      .filter((kind) => kinds.has(kind))
      .map((kind) => ({ value: kind, label: KIND_OPTIONS[kind] })),
  }
}

/**
 * Reads the filter from a query string; values the programme does not offer are dropped. Nothing
 * chosen is NO_FILTER itself, so that reading a plain address changes nothing the programme holds.
 */
export function parseFilter(search: string, options: FilterOptions): ProgramFilter {
  const query = new URLSearchParams(search)
  const pick = (name: keyof ProgramFilter, allowed: { value: string }[]) => {
    const value = query.get(name) ?? ""
    return allowed.some((option) => option.value === value) ? value : ""
  }
  const filter = {
    dag: pick("dag", options.days),
    sted: pick("sted", options.places),
    type: pick("type", options.kinds),
  }
  return filter.dag || filter.sted || filter.type ? filter : NO_FILTER
}

/** The query string for a filter, keeping any other parameters of `search`; "" when nothing is chosen. */
export function filterQuery(filter: ProgramFilter, search = ""): string {
  const query = new URLSearchParams(search)
  const names: (keyof ProgramFilter)[] = ["dag", "sted", "type"]
  // Always in this order, so one filter has one address.
  names.forEach((name) => query.delete(name))
  names.forEach((name) => {
    if (filter[name]) query.append(name, filter[name])
  })
  const text = query.toString()
  return text ? `?${text}` : ""
}

export function matchesFilter(event: EventData, filter: ProgramFilter): boolean {
  return (
    (!filter.dag || dayKey(event.start) === filter.dag) &&
    (!filter.sted || slugify(event.venue) === filter.sted) &&
    (!filter.type || kindOf(event) === filter.type)
  )
}
