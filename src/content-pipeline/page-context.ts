/**
 * The context createPages gives each page: node ids of what its blocks
 * show, sorted by how much of each item the template must query (see
 * page-scope.ts). Showtimes live inside their production's node, so an
 * event source names its showtimes by their content id and the page fetches
 * the productions they belong to.
 */
import type { PageContext } from "../content-model/page-context"
import type { Page } from "../content-model/schema"
import { scopeSources, type ItemScope, type ScopedSource } from "./page-scope"
import type { PlannedPage } from "./plan-site"

/** Gatsby's node id of a content item: `createNodeId` of `Article:…`, `Production:…` or `ContentPage:…`. */
export type NodeIdOf = (type: "ContentPage" | "Article" | "Production", contentId: string) => string

export function pageContext(
  page: PlannedPage,
  pageFile: Page,
  showtimeOwners: ReadonlyMap<string, string>,
  nodeIdOf: NodeIdOf,
): PageContext {
  const ownerOf = (showtimeId: string) => {
    const owner = showtimeOwners.get(showtimeId)
    if (owner === undefined) throw new Error(`No production has the showtime ${showtimeId} (${page.path})`)
    return nodeIdOf("Production", owner)
  }
  const scoped = scopeSources(page, pageFile)
  const nodeIds = (source: ScopedSource): string[] =>
    source.model === "article"
      ? source.ids.map((id) => nodeIdOf("Article", id))
      : source.model === "production"
        ? source.ids.map((id) => nodeIdOf("Production", id))
        : source.ids
  const idsOf = (model: "article" | "production", scopes: ItemScope[]) => [
    ...new Set(scoped.filter((source) => source.model === model && scopes.includes(source.scope)).flatMap(nodeIds)),
  ]
  const eventProductions = scoped
    .filter((source) => source.model === "event")
    .flatMap((source) => source.ids.map(ownerOf))
  const item = page.item
  return {
    kind: page.kind,
    pageId: nodeIdOf("ContentPage", page.pageId),
    itemId:
      item === null
        ? null
        : item.model === "article"
          ? nodeIdOf("Article", item.id)
          : item.model === "production"
            ? nodeIdOf("Production", item.id)
            : ownerOf(item.id),
    sources: scoped.map((source) => ({
      name: source.name,
      model: source.model,
      collection: source.collection,
      ids: nodeIds(source),
    })),
    articleIds: idsOf("article", ["listing", "detail", "schedule"]),
    productionIds: idsOf("production", ["listing", "detail"]),
    scheduleProductionIds: [...new Set([...idsOf("production", ["schedule"]), ...eventProductions])],
    detailArticleIds: idsOf("article", ["detail"]),
    detailProductionIds: idsOf("production", ["detail"]),
  }
}
