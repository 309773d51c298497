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

/** Puts each source's nodes back in the order the build chose. */
function pageSources(data: Data, context: PageContext): Record<string, SourceData> {
  const articles = byId<ArticleData>(data.articlesById)
  const productions = byId<ProductionData>(data.productionsById)
  const events = byId<EventData>(data.showtimesById)
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
  const item = [...data.articlesById, ...data.productionsById].find((node) => node.id === pageContext.itemId)
  const meta = page.meta.nb
  const production =
    pageContext.kind === "production" || pageContext.kind === "culture"
      ? data.productionsById.find((node) => node.id === pageContext.itemId)
      : undefined
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
      sources={pageSources(data, pageContext)}
      production={production}
    />
  )
}

export const query = graphql`
  query PageTemplate($pageId: String!, $articleIds: [String!]!, $productionIds: [String!]!, $showtimeIds: [String!]!) {
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
      content
      image
      thumbnail
      createdAt
    }
    productionsById(ids: $productionIds) {
      id
      reference
      title
      path
      object
      objectClass
      ediNumber
      features {
        name
        value
      }
      contents {
        summary
        body
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
