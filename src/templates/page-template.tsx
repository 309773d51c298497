import { graphql, type PageProps } from "gatsby"
import React from "react"

import { coverImageOf, type BlockData } from "../blocks/types"
import type { PageContext } from "../content-model/page-context"
import { pageItems, pageSources } from "./page-items"
import { PageView, type TemplateParts } from "./page-view"
import type { BlockRegistry } from "../blocks/types"
import type { PAGE_TEMPLATES, PageTemplateName, TemplateBlock } from "../content-model/page-templates"
import { useFestivalSite } from "../components/use-festival-site"

/** What the template `T` must be given to draw: its blocks, and the production's heading if it draws one. */
type PartsOf<T extends PageTemplateName> = TemplateParts & {
  blocks: BlockRegistry<TemplateBlock<T>>
} & ((typeof PAGE_TEMPLATES)[T]["productionHeading"] extends true
    ? Required<Pick<TemplateParts, "ProductionHeading">>
    : unknown)

/**
 * The page template `T`, drawing the blocks in `parts` (src/content-model/page-templates.ts says
 * which template a page gets). Each template file queries `...PageContent` with the page's ids.
 */
export const pageTemplate = <T extends PageTemplateName>(_template: T, parts: PartsOf<T>) =>
  function PageTemplate({ data, pageContext, location }: PageProps<Queries.PageContentFragment, PageContext>) {
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
        parts={parts}
      />
    )
  }

export const fragments = graphql`
  fragment PageContent on Query {
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
    ageLimit
    durationMinutes
    contentNotes
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
    price
  }
`
