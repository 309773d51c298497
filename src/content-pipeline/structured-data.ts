/**
 * schema.org descriptions of the festival and its screenings, for search
 * engines' event listings: one event per showtime on each film and show
 * page, and the festival itself on the home page. Built from the content at
 * build time and written into the pages' HTML (json-ld.ts), so no browser
 * ever loads this code or its data.
 */
import { ageLimitLabel, type AgeLimit } from "../content-model/age-limits"
import type { Production, Showtime, Site, Venue } from "../content-model/schema"
import type { PreparedSite } from "./prepare-site"

type Thing = { "@type": string } & { [key: string]: unknown }

export interface StructuredDataSite {
  site: Site
  /** The site's public address without a trailing slash (SITE_URL, or site.json's host on the sandbox). */
  siteUrl: string
  /** What the home page says about the festival and shows of it (its page file's meta description and image). */
  description: string
  image: string
}

const SCHEMA = "https://schema.org/"

type OnSale = Exclude<Showtime["status"], "cancelled">

const AVAILABILITY: Record<OnSale, string> = {
  available: "InStock",
  "few-left": "LimitedAvailability",
  "sold-out": "SoldOut",
}

/** `+02:00`, `+0200`, `+02` or `Z` at the end of a start time, in minutes east of UTC. */
function offsetMinutes(dateTime: string): number {
  const match = /([+-])(\d{2}):?(\d{2})?$/.exec(dateTime)
  if (!match) return 0
  const [, sign, hours, minutes = "0"] = match
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
}

/** The instant as local time at the given offset, written with that offset (`2025-10-15T20:37:00+02:00`). */
function atOffset(instant: number, offset: number): string {
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19)
  const sign = offset < 0 ? "-" : "+"
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0")
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0")
  return `${local}${sign}${hours}:${minutes}`
}

/** A start time as it stands, and the end a running time later, both at the start's offset. */
function timesOf(start: string, durationMinutes: number | null): { startDate: string; endDate?: string } {
  const offset = offsetMinutes(start)
  const instant = Date.parse(start)
  return {
    startDate: atOffset(instant, offset),
    ...(durationMinutes === null ? {} : { endDate: atOffset(instant + durationMinutes * 60_000, offset) }),
  }
}

/** ISO 8601 duration: `PT1H37M`. */
function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  return `PT${hours > 0 ? `${hours}H` : ""}${minutes % 60 > 0 || hours === 0 ? `${minutes % 60}M` : ""}`
}

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href

function place(venues: readonly Venue[], venueName: string, hall?: string): Thing {
  const venue = venues.find(({ name }) => name === venueName)
  return {
    "@type": "Place",
    name: hall ? `${venueName}, ${hall}` : venueName,
    ...(venue && {
      address: { "@type": "PostalAddress", ...venue.address, addressCountry: "NO" },
    }),
  }
}

/** What the festival is called and where its description lives: the home page. */
function festivalReference({ site, siteUrl }: StructuredDataSite): Thing {
  const url = absolute(siteUrl, "/")
  return { "@type": "Festival", "@id": `${url}#festival`, name: site.title, url }
}

function organizer({ site, siteUrl }: StructuredDataSite): Thing {
  return { "@type": "Organization", name: site.title, url: absolute(siteUrl, "/") }
}

const feature = (production: Production, name: string) =>
  production.features.find((item) => item.name.toLowerCase() === name.toLowerCase())?.value

/** "Ana Lily Amirpour og Jon Doe", "A, B" and "A & B" name two people; "Bogstad" stays one. */
const names = (value: string | undefined) =>
  (value ?? "")
    .split(/\s*[,&]\s*|\s+og\s+/)
    .map((name) => name.trim())
    .filter(Boolean)

/** Medietilsynet's limit as a rating ("Aldersgrense 15 år"); none while it is not set. */
function rating(limit: AgeLimit): { contentRating?: string; typicalAgeRange?: string } {
  if (limit === "unrated") return {}
  return { contentRating: ageLimitLabel(limit), ...(limit === "A" ? {} : { typicalAgeRange: `${limit}-` }) }
}

/** ISO 8601 duration of a trailer: `PT1M5S`. */
function isoSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `PT${minutes > 0 ? `${minutes}M` : ""}${seconds % 60 > 0 || minutes === 0 ? `${seconds % 60}S` : ""}`
}

/** The player a search engine may embed: the video host's, without autoplay. */
const EMBED_URL = {
  youtube: (id: string) => `https://www.youtube-nocookie.com/embed/${id}`,
  vimeo: (id: string) => `https://player.vimeo.com/video/${id}?dnt=1`,
}

/**
 * The trailer as Google's video results require it: name, description,
 * thumbnail, upload date, and where it plays. Without an upload date in the
 * content a search engine would refuse the object, so there is none.
 */
function trailer(production: Production, context: StructuredDataSite): Thing | undefined {
  const video = production.trailer
  if (!video?.uploadDate) return undefined
  const cover = production.assets.find(({ type }) => type === "first_image") ?? production.assets[0]
  const description = production.contents[0]?.summary || production.title
  return {
    "@type": "VideoObject",
    name: `Trailer: ${production.title}`,
    description,
    ...(cover && { thumbnailUrl: [absolute(context.siteUrl, cover.url)] }),
    uploadDate: video.uploadDate,
    ...(video.durationSeconds !== undefined && { duration: isoSeconds(video.durationSeconds) }),
    ...(video.provider === "file"
      ? { contentUrl: absolute(context.siteUrl, video.file) }
      : { embedUrl: EMBED_URL[video.provider](video.id) }),
  }
}

function movie(production: Production, context: StructuredDataSite): Thing {
  const directors = names(feature(production, "Regi"))
  const { contentRating } = rating(production.ageLimit)
  const video = trailer(production, context)
  return {
    "@type": "Movie",
    name: production.title,
    ...(directors.length > 0 && { director: directors.map((name) => ({ "@type": "Person", name })) }),
    ...(production.durationMinutes !== null && { duration: isoDuration(production.durationMinutes) }),
    ...(contentRating && { contentRating }),
    ...(video && { trailer: video }),
  }
}

function eventType(production: Production): string {
  if (production.object === "movie") return "ScreeningEvent"
  if (production.objectClass === "stage-show") return "TheaterEvent"
  if (production.objectClass === "concert") return "MusicEvent"
  return "Event"
}

/**
 * Every cancelled showtime stays, marked as such, so a search engine that
 * listed it learns it is off. Its offer goes: nothing is for sale. No
 * `validFrom`: the content does not say when sales open, and a guessed date
 * would tell searchers that tickets were on sale before they were.
 */
function offer(showtime: Showtime & { status: OnSale }): Thing {
  return {
    "@type": "Offer",
    url: showtime.ticketUrl,
    availability: `${SCHEMA}${AVAILABILITY[showtime.status]}`,
    ...(showtime.price !== null && { price: showtime.price, priceCurrency: "NOK" }),
  }
}

const onSale = (showtime: Showtime): showtime is Showtime & { status: OnSale } => showtime.status !== "cancelled"

/** The events of a film or show page at `path`: one per showtime. */
export function productionEvents(production: Production, path: string, context: StructuredDataSite): Thing[] {
  const pageUrl = absolute(context.siteUrl, path)
  const images = production.assets
    .filter(({ type }) => type !== "gallery")
    .map(({ url }) => absolute(context.siteUrl, url))
  const performers = names(feature(production, "Medvirkende"))
  const { typicalAgeRange } = rating(production.ageLimit)
  const description = production.contents[0]?.summary ?? ""
  return production.showtimes.map((showtime) => ({
    "@type": eventType(production),
    "@id": `${pageUrl}#${encodeURIComponent(showtime.id)}`,
    name: production.title,
    url: pageUrl,
    ...timesOf(showtime.start, production.durationMinutes),
    eventStatus: `${SCHEMA}${showtime.status === "cancelled" ? "EventCancelled" : "EventScheduled"}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: place(context.site.venues, showtime.venue, showtime.hall),
    ...(onSale(showtime) && { offers: offer(showtime) }),
    ...(description && { description }),
    ...(images.length > 0 && { image: images }),
    ...(typicalAgeRange && { typicalAgeRange }),
    ...(production.object === "movie"
      ? { workPresented: movie(production, context) }
      : performers.length > 0 && { performer: performers.map((name) => ({ "@type": "PerformingGroup", name })) }),
    organizer: organizer(context),
    superEvent: festivalReference(context),
  }))
}

/**
 * The festival on the home page, from its first showtime to the end of its
 * last, at the main venue (the first in site.json). Nothing while no
 * showtime is on: an event without dates is no event to a search engine.
 */
export function festivalEvent(productions: readonly Production[], context: StructuredDataSite): Thing | undefined {
  const times = productions.flatMap((production) =>
    production.showtimes.filter(onSale).map(({ start }) => {
      const { startDate, endDate = startDate } = timesOf(start, production.durationMinutes)
      return { start: Date.parse(startDate), end: Date.parse(endDate), startDate, endDate }
    }),
  )
  if (times.length === 0) return undefined
  const first = times.reduce((a, b) => (b.start < a.start ? b : a))
  const last = times.reduce((a, b) => (b.end > a.end ? b : a))
  const [mainVenue] = context.site.venues
  return {
    ...festivalReference(context),
    startDate: first.startDate,
    endDate: last.endDate,
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    ...(mainVenue && { location: place(context.site.venues, mainVenue.name) }),
    ...(context.description && { description: context.description }),
    ...(context.image && { image: [absolute(context.siteUrl, context.image)] }),
    organizer: organizer(context),
  }
}

export interface JsonLdDocument {
  "@context": string
  "@graph": readonly Thing[]
}

/** One JSON-LD document holding these things. */
export function jsonLdDocument(things: readonly Thing[]): JsonLdDocument {
  return { "@context": "https://schema.org", "@graph": things }
}

/**
 * The JSON-LD of every page that has any: the home page (`/`) describes the
 * festival, each film and show page its showtimes. By page path.
 */
export function structuredDataByPath({ content, plan }: PreparedSite, siteUrl: string): Map<string, JsonLdDocument> {
  const productions = content.productions.map(({ value }) => value)
  const byId = new Map(productions.map((production) => [production.id, production]))
  const homeFile = plan.pages.find(({ path }) => path === "/")?.pageId
  const home = content.pages.find(({ value }) => value.id === homeFile)?.value
  const context: StructuredDataSite = {
    site: content.site.value,
    siteUrl,
    description: home?.meta.nb.description ?? "",
    image: home?.meta.nb.image ?? "",
  }
  return new Map(
    plan.pages.flatMap(({ path, item }): [string, JsonLdDocument][] => {
      if (path === "/") {
        const festival = festivalEvent(productions, context)
        return festival ? [[path, jsonLdDocument([festival])]] : []
      }
      const production = item?.model === "production" ? byId.get(item.id) : undefined
      if (production === undefined || production.showtimes.length === 0) return []
      return [[path, jsonLdDocument(productionEvents(production, path, context))]]
    }),
  )
}
