import { graphql, type HeadProps, type PageProps } from "gatsby"
import React, { useMemo } from "react"

import { TagManagerMeta } from "../analytics/tag-manager"
import { coverImageOf, type BlockData, type ProductionData } from "../blocks/types"
import type { PageContext } from "../content-model/page-context"
import { pageItems, pageSources, type PageItems } from "./page-items"
import { PageView, type TemplateParts } from "./page-view"
import type { BlockRegistry } from "../blocks/types"
import type { PAGE_TEMPLATES, PageTemplateName, TemplateBlock } from "../content-model/page-templates"
import { Seo } from "../components/seo"
import { useFestivalSite } from "../components/use-festival-site"

/** What the template `T` must be given to draw: its blocks, and the production's view if it draws one. */
type PartsOf<T extends PageTemplateName> = TemplateParts & {
  blocks: BlockRegistry<TemplateBlock<T>>
} & ((typeof PAGE_TEMPLATES)[T]["productionHeading"] extends true
    ? Required<Pick<TemplateParts, "ProductionView">>
    : unknown)

interface PageFacts {
  page: NonNullable<Queries.PageContentFragment["contentPage"]>
  items: PageItems
  /** The page's name: the page title, or the article's or production's own title. */
  title: string
  /** The production a production or culture page is about. */
  production?: ProductionData
  /** The page's description and sharing picture: an item page's own summary and picture unless the page file names others. */
  meta: { description: string; keywords: readonly string[]; image: string }
}

/**
 * A page's items, worked out once for its query's answer: the page and its head both need them,
 * and the blocks' memos hold only if the sources stay the same objects from render to render.
 */
const pageItemsOf = new WeakMap<Queries.PageContentFragment, PageItems>()

function itemsOf(data: Queries.PageContentFragment): PageItems {
  let items = pageItemsOf.get(data)
  if (!items) {
    items = pageItems(data)
    pageItemsOf.set(data, items)
  }
  return items
}

/** What both the page and its head are drawn from. */
function pageFacts(data: Queries.PageContentFragment, pageContext: PageContext, path: string): PageFacts {
  const page = data.contentPage
  if (!page) throw new Error(`No ContentPage node for ${path}`)
  const items = itemsOf(data)
  const itemId = pageContext.itemId ?? ""
  const item = items.articles.get(itemId) ?? items.productions.get(itemId)
  const meta = page.meta.nb
  const production =
    pageContext.kind === "production" || pageContext.kind === "culture" ? items.productions.get(itemId) : undefined
  return {
    page,
    items,
    title: item?.title ?? (meta.title || page.title),
    production,
    meta: {
      ...meta,
      image:
        meta.image ||
        (production && coverImageOf(production)?.url) ||
        (item && "image" in item ? item.image : "") ||
        "",
      description: meta.description || production?.contents[0]?.summary || "",
    },
  }
}

/**
 * The page template `T`, drawing the blocks in `parts` (src/content-model/page-templates.ts says
 * which template a page gets). Each template file queries `...PageContent` with the page's ids,
 * and exports PageHead as its `Head`.
 */
export const pageTemplate = <T extends PageTemplateName>(_template: T, parts: PartsOf<T>) =>
  function PageTemplate({ data, pageContext, location }: PageProps<Queries.PageContentFragment, PageContext>) {
    const site = useFestivalSite()
    const { page, items, title, production } = pageFacts(data, pageContext, location.pathname)
    const sources = useMemo(() => pageSources(items, pageContext), [items, pageContext])
    return (
      <PageView
        site={site}
        path={location.pathname}
        title={title}
        // Block props were checked against blockPropsSchemas when the content was built.
        blocks={page.blocks as unknown as BlockData[]}
        sources={sources}
        production={production}
        parts={parts}
      />
    )
  }

/**
 * A content page's head (Gatsby's Head API: written into the HTML at build time, swapped by
 * Gatsby's runtime on an in-site navigation), and the tag manager's script it may load, for the
 * page's security policy.
 */
export function PageHead({ data, pageContext, location }: HeadProps<Queries.PageContentFragment, PageContext>) {
  const site = useFestivalSite()
  const { title, meta } = pageFacts(data, pageContext, location.pathname)
  return (
    <>
      <Seo
        siteTitle={site.title}
        siteHost={site.host}
        title={title}
        path={location.pathname}
        description={meta.description}
        keywords={meta.keywords}
        image={meta.image}
        favicon={site.theme.favicon}
      />
      {__MAY_HAVE_TAG_MANAGER__ && <TagManagerMeta id={site.analytics?.googleTagManagerId ?? ""} />}
    </>
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
    trailer {
      provider
      id
      file
      captions
      durationSeconds
      uploadDate
    }
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
