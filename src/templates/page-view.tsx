import React, { useEffect } from "react"

import { analyticsItem, trackViewItem } from "../analytics/events"
import { TagManager } from "../analytics/tag-manager"
import type { BlockData, ProductionData, SourceData } from "../blocks/types"
import { BlockList, hasMainHeading, isProductionTitle } from "../blocks/block-list"
import { ProductionHeading } from "../blocks/production-heading"
import { Layout, type SiteChrome } from "../frame/layout"
import { kindLabel } from "../content-model/production-kinds"
import { Seo } from "../components/seo"

export interface PageViewProps {
  site: SiteChrome & { host: string }
  path: string
  /** The page's name: the page title, or the article's or production's own title. */
  title: string
  meta: { description: string; keywords: readonly string[]; image: string }
  blocks: BlockData[]
  sources: Record<string, SourceData>
  /** The production a production or culture page is about. */
  production?: ProductionData
}

function useViewItem(production: ProductionData | undefined, listName: string) {
  const reference = production?.reference
  useEffect(() => {
    if (!production) return
    trackViewItem(analyticsItem({ ...production, category: kindLabel(production.objectClass) }, listName))
    // One event per production viewed, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference])
}

export function PageView({ site, path, title, meta, blocks, sources, production }: PageViewProps) {
  useViewItem(production, "Forestillingsside")
  return (
    <Layout site={site}>
      <Seo
        siteTitle={site.title}
        siteHost={site.host}
        title={title}
        path={path}
        description={meta.description}
        keywords={meta.keywords}
        image={meta.image}
        favicon={site.theme.favicon}
      />
      {__MAY_HAVE_TAG_MANAGER__ && <TagManager id={site.analytics?.googleTagManagerId ?? ""} />}
      {/* A production's page opens with its heading, whatever order the page file gives its
          blocks: the blocks that would head it (a title, a summary) give it their text instead. */}
      {production ? (
        <ProductionHeading
          production={production}
          summary={
            blocks.some((block) => !block.hide && isProductionTitle(block)) ? production.contents[0]?.summary : ""
          }
        />
      ) : (
        !hasMainHeading(blocks) && <h1 className="visually-hidden">{title}</h1>
      )}
      <BlockList
        blocks={production ? blocks.filter((block) => !isProductionTitle(block)) : blocks}
        sources={sources}
        pageTitle={title}
      />
    </Layout>
  )
}
