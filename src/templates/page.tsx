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
import { PageView } from "../components/page-view"
import { useFestivalSite } from "../components/use-festival-site"

type Data = Queries.PageTemplateQuery

function byId<T extends { id: string }>(nodes: readonly T[]): Map<string, T> {
  return new Map(nodes.map((node) => [node.id, node]))
}

/**
 * The page's articles and productions, whole: the fields lists show for
 * every one, and the text and facts for those a block shows in full (the
 * build decides which, see src/build/page-scope.ts). The others get empty
 * text rather than none, so every block reads one shape.
 */
function pageItems(data: Data) {
  const texts = byId(data.articleTexts)
  const details = byId(data.productionDetails)
  const articles = byId<ArticleData>(
    data.articlesById.map((article) => ({ ...article, content: texts.get(article.id)?.content ?? "" })),
  )
  const productions = byId<ProductionData>(
    data.productionsById.map((production) => ({
      ...production,
      features: details.get(production.id)?.features ?? [],
      contents:
        details.get(production.id)?.contents ?? production.contents.map(({ summary }) => ({ summary, body: "" })),
    })),
  )
  return { articles, productions, events: byId<EventData>(data.showtimesById) }
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
    $showtimeIds: [String!]!
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
      id
      reference
      title
      path
      object
      objectClass
      ediNumber
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
      showtimes {
        ...ShowtimeFields
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
    showtimesById(ids: $showtimeIds) {
      ...ShowtimeFields
      production {
        title
        path
        reference
        objectClass
      }
    }
  }

  fragment ShowtimeFields on Showtime {
    id
    start
    venue
    hall
    ticketUrl
    status
  }
`
