import React, { useEffect, useMemo, type ComponentType } from "react"

import { analyticsItem, trackViewItem } from "../analytics/events"
import { TagManager } from "../analytics/tag-manager"
import type { BlockData, BlockRegistry, ProductionData, SourceData } from "../blocks/types"
import { AudiencePanelAfter, audiencePanelPlace } from "../blocks/audience-panel-place"
import { PageBlocks, hasMainHeading, isProductionTitle } from "../blocks/page-blocks"
import type { ProductionHeadingProps } from "../blocks/production-heading"
import { Layout, type SiteChrome } from "../frame/layout"
import { HydratesApart } from "../components/hydrates-apart"
import { kindLabel } from "../content-model/production-kinds"

/** What a page template draws: its blocks, and on a production's page the production's heading. */
export interface TemplateParts {
  blocks: Partial<BlockRegistry>
  ProductionHeading?: ComponentType<ProductionHeadingProps>
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

function useViewItem(production: ProductionData | undefined, listName: string) {
  const reference = production?.reference
  useEffect(() => {
    if (!production) return
    trackViewItem(analyticsItem({ ...production, category: kindLabel(production.objectClass) }, listName))
    // One event per production viewed, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference])
}

/** A page's body in the site's layout; its head is the template's `Head` export (PageHead in page-template.tsx). */
export function PageView({ site, path, title, blocks, sources, production, parts }: PageViewProps) {
  const { ProductionHeading } = parts
  if (production && !ProductionHeading) throw new Error(`No production heading: ${path}`)
  useViewItem(production, "Forestillingsside")
  // The same object while the page's blocks are: a new one would re-render every block that reads it.
  const panelPlace = useMemo(() => audiencePanelPlace(blocks, production), [blocks, production])
  return (
    <Layout site={site}>
      {__MAY_HAVE_TAG_MANAGER__ && <TagManager id={site.analytics?.googleTagManagerId ?? ""} />}
      {/* A production's page opens with its heading, whatever order the page file gives its
          blocks: the blocks that would head it (a title, a summary) give it their text instead. */}
      {production && ProductionHeading ? (
        <HydratesApart id="production-heading">
          <ProductionHeading
            production={production}
            summary={
              blocks.some((block) => !block.hide && isProductionTitle(block)) ? production.contents[0]?.summary : ""
            }
          />
        </HydratesApart>
      ) : (
        !hasMainHeading(blocks) && <h1 className="visually-hidden">{title}</h1>
      )}
      <AudiencePanelAfter.Provider value={panelPlace}>
        <PageBlocks
          blocks={production ? blocks.filter((block) => !isProductionTitle(block)) : blocks}
          sources={sources}
          pageTitle={title}
          registry={parts.blocks}
        />
      </AudiencePanelAfter.Provider>
    </Layout>
  )
}
