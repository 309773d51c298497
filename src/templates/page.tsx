import { graphql, type PageProps } from "gatsby"
import React from "react"

import {
  coverImageOf,
  type ArticleData,
  type BlockData,
  type EventData,
  type ProductionData,
  type SourceData,
} from "../blocks/types"
import type { PageContext } from "../content-model/page-context"
import { PageView } from "./page-view"
import { useFestivalSite } from "../components/use-festival-site"

type Data = Queries.PageTemplateQuery

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
function pageItems(data: Data) {
  const texts = byId(data.articleTexts)
  const details = byId(data.productionDetails)
  const articles = byId<ArticleData>(
    data.articlesById.map((article) => ({ ...article, content: texts.get(article.id)?.content ?? "" })),
  )
  const listed = data.productionsById.map((production): ProductionData => ({
    ...production,
    features: details.get(production.id)?.features ?? [],
    contents: details.get(production.id)?.contents ?? production.contents.map(({ summary }) => ({ summary, body: "" })),
  }))
  const listedIds = new Set(listed.map(({ id }) => id))
  const scheduled = data.scheduleProductions
    .filter(({ id }) => !listedIds.has(id))
    .map((production): ProductionData => ({ ...production, features: [], contents: [], assets: [] }))
  const productions = byId<ProductionData>([...listed, ...scheduled])
  // A showtime lives in its production: an event is the one with its production's name beside it.
  const events = new Map<string, EventData>(
    [...productions.values()].flatMap(({ title, path, reference, objectClass, showtimes }) =>
      showtimes.map((showtime): [string, EventData] => [
        showtime.id,
        { ...showtime, production: { title, path, reference, objectClass } },
      ]),
    ),
  )
  return { articles, productions, events }
}

/** Puts each source's nodes back in the order the build chose. */
function pageSources(items: ReturnType<typeof pageItems>, context: PageContext): Record<string, SourceData> {
  const { articles, productions, events } = items
  const pick = <T,>(ids: string[], nodes: Map<string, T>) => ids.flatMap((id) => nodes.get(id) ?? [])
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

export default function PageTemplate({ data, pageContext, location }: PageProps<Data, PageContext>) {
  const site = useFestivalSite()
  const page = data.contentPage
  if (!page) throw new Error(`No ContentPage node for ${location.pathname}`)
  const items = pageItems(data)
  const itemId = pageContext.itemId ?? ""
  const item = items.articles.get(itemId) ?? items.productions.get(itemId)
  const meta = page.meta.nb
  const production =
    pageContext.kind === "production" || pageContext.kind === "culture" ? items.productions.get(itemId) : undefined
  return (
    <PageView
      site={site}
      path={location.pathname}
      title={item?.title ?? (meta.title || page.title)}
      meta={{
        ...meta,
        // An item page shares its own picture and summary unless the page file names others.
        image:
          meta.image ||
          (production && coverImageOf(production)?.url) ||
          (item && "image" in item ? item.image : "") ||
          "",
        description: meta.description || production?.contents[0]?.summary || "",
      }}
      // Block props were checked against blockPropsSchemas when the content was built.
      blocks={page.blocks as unknown as BlockData[]}
      sources={pageSources(items, pageContext)}
      production={production}
    />
  )
}

export const query = graphql`
  query PageTemplate(
    $pageId: String!
    $articleIds: [String!]!
    $productionIds: [String!]!
    $scheduleProductionIds: [String!]!
    $detailArticleIds: [String!]!
    $detailProductionIds: [String!]!
  ) {
    contentPage(id: { eq: $pageId }) {
      title
      blocks {
        id
        component
        hide
        place {
          column
          row
          order
        }
        data
        props
      }
      meta {
        nb {
          title
          description
          keywords
          image
        }
      }
    }
    articlesById(ids: $articleIds) {
      id
      title
      path
      image
      thumbnail
      createdAt
    }
    articleTexts: articlesById(ids: $detailArticleIds) {
      id
      content
    }
    productionsById(ids: $productionIds) {
      ...ProductionScheduleFields
      contents {
        summary
      }
      assets {
        type
        url
        alt
        width
        height
        focalPoint {
          x
          y
        }
      }
    }
    productionDetails: productionsById(ids: $detailProductionIds) {
      id
      features {
        name
        value
      }
      contents {
        summary
        body
      }
    }
    scheduleProductions: productionsById(ids: $scheduleProductionIds) {
      ...ProductionScheduleFields
    }
  }

  fragment ProductionScheduleFields on Production {
    id
    reference
    title
    path
    object
    objectClass
    ediNumber
    showtimes {
      ...ShowtimeFields
    }
  }

  fragment ShowtimeFields on ProductionShowtime {
    id
    start
    venue
    hall
    ticketUrl
    status
  }
`
