/**
 * What createPages hands a page template: node ids and small keys only. The
 * template queries what it renders with them.
 */
export type PageKind = "page" | "article" | "production" | "culture" | "not-found"

export interface PageContextSource {
  name: string
  model: "article" | "production" | "event"
  collection: boolean
  /** Node ids of articles and productions; of events, showtime ids (a showtime lives in its production's node). In the order the page shows them. */
  ids: string[]
}

export interface PageContext {
  kind: PageKind
  pageId: string
  /** The article or production a pattern page was made for. */
  itemId: string | null
  sources: PageContextSource[]
  articleIds: string[]
  /** Productions with what lists and cards show. */
  productionIds: string[]
  /** Productions of which only showtimes and name are shown: those only schedules read, and those the events belong to. */
  scheduleProductionIds: string[]
  /** Of articleIds and productionIds, those a block shows in full (their text, a film's facts). */
  detailArticleIds: string[]
  detailProductionIds: string[]
}
