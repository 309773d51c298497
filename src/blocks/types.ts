/**
 * The plain shapes blocks render. Templates map GraphQL results into these,
 * so blocks can be rendered (and tested) without GraphQL.
 */
import type React from "react"
import type { z } from "zod"

import type { AgeLimit } from "../content-model/age-limits"
import type { BlockComponent } from "../content-model/blocks"
import type { ContentNote } from "../content-model/content-notes"
import type { blockPropsSchemas } from "../content-model/schema"
import type { TrailerVideo } from "../trailer/trailer-player"

export interface ImageData {
  url: string
  alt: string
  width: number
  height: number
}

export interface ArticleData {
  id: string
  title: string
  path: string
  content: string
  image: string
  thumbnail: string
  createdAt: number
}

export interface ShowtimeData {
  id: string
  start: string
  venue: string
  hall: string
  ticketUrl: string
  status: string
  /** The full price in whole kroner, where the festival has set it. */
  price?: number | null
}

/** A production's trailer as the page gets it: what the player takes, and the day it was published. */
export type TrailerData = TrailerVideo & { uploadDate?: string | null }

export interface ProductionData {
  id: string
  reference: string
  title: string
  path: string
  object: string
  objectClass: string
  ediNumber: string | null
  features: readonly { name: string; value: string }[]
  contents: readonly { summary: string; body: string }[]
  assets: readonly (ImageData & { type: string; focalPoint: { x: number; y: number } })[]
  showtimes: readonly ShowtimeData[]
  ageLimit: AgeLimit
  /** Running time in minutes, where it is known. */
  durationMinutes: number | null
  contentNotes: readonly ContentNote[]
  trailer?: TrailerData | null
}

/**
 * What a showtime row tells of its production: its name, and what a buyer must know before the
 * ticket; its running time, for the programme's timeline; its EDI number, for the watch list.
 */
export type EventProduction = Pick<
  ProductionData,
  "title" | "path" | "reference" | "objectClass" | "ageLimit" | "contentNotes"
> &
  Partial<Pick<ProductionData, "durationMinutes" | "ediNumber">> & {
    /** Whether its page has a trailer: lists link to it. */
    hasTrailer?: boolean
  }

export interface EventData extends ShowtimeData {
  production: EventProduction
}

export const eventProduction = (
  production: EventProduction & Pick<Partial<ProductionData>, "trailer">,
): EventProduction => {
  const { title, path, reference, objectClass, ageLimit, contentNotes, durationMinutes, ediNumber } = production
  const hasTrailer = production.hasTrailer ?? Boolean(production.trailer)
  return { title, path, reference, objectClass, ageLimit, contentNotes, durationMinutes, ediNumber, hasTrailer }
}

export type SourceData =
  | { name: string; model: "article"; items: readonly ArticleData[] }
  | { name: string; model: "production"; items: readonly ProductionData[] }
  | { name: string; model: "event"; items: readonly EventData[] }

export type BlockPropsOf<C extends BlockComponent> = z.infer<(typeof blockPropsSchemas)[C]>

export interface BlockData<C extends BlockComponent = BlockComponent> {
  id: string
  component: C
  hide: boolean
  place: { column: number; row: number; order: number }
  data: string[]
  props: BlockPropsOf<C>
}

/** What every block component gets. */
export interface BlockProps<C extends BlockComponent> {
  block: BlockData<C>
  /** The page sources the block names in `data`, in that order. */
  sources: SourceData[]
  /** The page's own title, for blocks that fall back to it. */
  pageTitle: string
}

/** What draws each of the blocks `C`, by the block's `component` name (src/blocks/registry.ts). */
export type BlockRegistry<C extends BlockComponent = BlockComponent> = {
  [K in C]: React.ComponentType<BlockProps<K>>
}

export function articlesOf(sources: readonly SourceData[]): readonly ArticleData[] {
  return sources.flatMap((source) => (source.model === "article" ? source.items : []))
}

export function productionsOf(sources: readonly SourceData[]): readonly ProductionData[] {
  return sources.flatMap((source) => (source.model === "production" ? source.items : []))
}

/** Showtimes from event sources, or else those of the productions the block reads. */
export function eventsOf(sources: readonly SourceData[]): readonly EventData[] {
  const events = sources.flatMap((source) => (source.model === "event" ? source.items : []))
  if (events.length > 0) return events
  return productionsOf(sources)
    .flatMap((production) =>
      production.showtimes.map((showtime) => ({ ...showtime, production: eventProduction(production) })),
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}

export function coverImageOf(production: ProductionData): ImageData | undefined {
  return production.assets.find((asset) => asset.type === "first_image") ?? production.assets[0]
}
