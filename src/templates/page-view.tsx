import React, { type ComponentType } from "react"

import { TagManager } from "../analytics/tag-manager"
import type { BlockData, BlockRegistry, ProductionData, SourceData } from "../blocks/types"
import { PageBlocks, hasMainHeading } from "../blocks/page-blocks"
import { Layout, type SiteChrome } from "../frame/layout"
import type { ProductionViewProps } from "./production-view"

/** What a page template draws: its blocks, and on a production's page the production's heading above them (production-view.tsx). */
export interface TemplateParts {
  blocks: Partial<BlockRegistry>
  ProductionView?: ComponentType<ProductionViewProps>
}

export interface PageViewProps {
  site: SiteChrome
  path: string
  /** The page's name: the page title, or the article's or production's own title. */
  title: string
  blocks: BlockData[]
  sources: Record<string, SourceData>
  /** The production a production or culture page is about. */
  production?: ProductionData
  parts: TemplateParts
}

/** A page's body in the site's layout; its head is the template's `Head` export (PageHead in page-template.tsx). */
export function PageView({ site, path, title, blocks, sources, production, parts }: PageViewProps) {
  const { ProductionView } = parts
  if (production && !ProductionView) throw new Error(`No production view: ${path}`)
  return (
    <Layout site={site}>
      {__MAY_HAVE_TAG_MANAGER__ && <TagManager id={site.analytics?.googleTagManagerId ?? ""} />}
      {production && ProductionView ? (
        <ProductionView
          production={production}
          blocks={blocks}
          sources={sources}
          title={title}
          registry={parts.blocks}
        />
      ) : (
        <>
          {!hasMainHeading(blocks) && <h1 className="visually-hidden">{title}</h1>}
          <PageBlocks blocks={blocks} sources={sources} pageTitle={title} registry={parts.blocks} />
        </>
      )}
    </Layout>
  )
}
