import {
  eventProduction,
  type ArticleData,
  type EventData,
  type ProductionData,
  type SourceData,
} from "../blocks/types"
import type { AgeLimit } from "../content-model/age-limits"
import type { ContentNote } from "../content-model/content-notes"
import type { PageContext } from "../content-model/page-context"

/** The five lists the page template queries (all but the page itself). */
export type PageLists = Omit<Queries.PageTemplateQuery, "contentPage">

/** The page's articles, productions and events, by id. */
export interface PageItems {
  articles: ReadonlyMap<string, ArticleData>
  productions: ReadonlyMap<string, ProductionData>
  events: ReadonlyMap<string, EventData>
}

type QueriedProduction = PageLists["scheduleProductions"][number]

/**
 * GraphQL gives the limit and notes as plain strings; the build checked them against the
 * vocabulary (src/content-model/schema.ts) before it wrote this page, and whatever a block
 * gets, it only prints them, so naming their types here needs no second check.
 */
const beforeYouBuy = ({ ageLimit, contentNotes }: QueriedProduction) => ({
  ageLimit: ageLimit as AgeLimit,
  contentNotes: contentNotes as readonly ContentNote[],
})

function byId<T extends { id: string }>(nodes: readonly T[]): Map<string, T> {
  return new Map(nodes.map((node) => [node.id, node]))
}

/**
 * The page's articles, productions and showtimes: the fields lists show for
 * every article and production, the text and facts for those a block shows
 * in full, and only showtimes and name for those only schedules show (the
 * build decides which, see src/content-pipeline/page-scope.ts). The others get empty
 * text, facts and pictures rather than none, so every block reads one shape.
 */
export function pageItems(data: PageLists): PageItems {
  const texts = byId(data.articleTexts)
  const details = byId(data.productionDetails)
  const articles = byId<ArticleData>(
    data.articlesById.map((article) => ({ ...article, content: texts.get(article.id)?.content ?? "" })),
  )
  const listed = data.productionsById.map((production): ProductionData => ({
    ...production,
    ...beforeYouBuy(production),
    features: details.get(production.id)?.features ?? [],
    contents: details.get(production.id)?.contents ?? production.contents.map(({ summary }) => ({ summary, body: "" })),
  }))
  const listedIds = new Set(listed.map(({ id }) => id))
  const scheduled = data.scheduleProductions
    .filter(({ id }) => !listedIds.has(id))
    .map((production): ProductionData => ({
      ...production,
      ...beforeYouBuy(production),
      features: [],
      contents: [],
      assets: [],
    }))
  const productions = byId<ProductionData>([...listed, ...scheduled])
  // A showtime lives in its production: an event is the one with its production's name beside it.
  const events = new Map<string, EventData>(
    [...productions.values()].flatMap((production) =>
      production.showtimes.map((showtime): [string, EventData] => [
        showtime.id,
        { ...showtime, production: eventProduction(production) },
      ]),
    ),
  )
  return { articles, productions, events }
}

/** Puts each source's nodes back in the order the build chose. */
export function pageSources(items: PageItems, context: Pick<PageContext, "sources">): Record<string, SourceData> {
  const { articles, productions, events } = items
  const pick = <T>(ids: string[], nodes: ReadonlyMap<string, T>) => ids.flatMap((id) => nodes.get(id) ?? [])
  return Object.fromEntries(
    context.sources.map(({ name, model, ids }): [string, SourceData] => [
      name,
      model === "article"
        ? { name, model, items: pick(ids, articles) }
        : model === "production"
          ? { name, model, items: pick(ids, productions) }
          : { name, model, items: pick(ids, events) },
    ]),
  )
}
