import React, { useEffect, useMemo } from "react"

import { analyticsItem, trackViewItem } from "../analytics/events"
import { AudiencePanelAfter, audiencePanelPlace } from "../blocks/audience-panel-place"
import { PageBlocks, isProductionTitle } from "../blocks/page-blocks"
import { ProductionHeading } from "../blocks/production-heading"
import type { BlockData, BlockRegistry, ProductionData, SourceData } from "../blocks/types"
import { HydratesApart } from "../components/hydrates-apart"
import { kindLabel } from "../content-model/production-kinds"

export interface ProductionViewProps {
  production: ProductionData
  blocks: BlockData[]
  sources: Record<string, SourceData>
  /** The page's name: the production's own title. */
  title: string
  registry: Partial<BlockRegistry>
}

/**
 * A production's page below the header: its heading, then its blocks. Given
 * by the templates that draw productions (TemplateParts), so that the others
 * (the programme's, the text pages') carry none of its code.
 */
export function ProductionView({ production, blocks, sources, title, registry }: ProductionViewProps) {
  const { reference } = production
  useEffect(() => {
    trackViewItem(analyticsItem({ ...production, category: kindLabel(production.objectClass) }, "Forestillingsside"))
    // One event per production viewed, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference])
  // The same object while the page's blocks are: a new one would re-render every block that reads it.
  const panelPlace = useMemo(() => audiencePanelPlace(blocks, production), [blocks, production])
  return (
    <>
      {/* A production's page opens with its heading, whatever order the page file gives its
          blocks: the blocks that would head it (a title, a summary) give it their text instead. */}
      <HydratesApart id="production-heading">
        <ProductionHeading
          production={production}
          summary={
            blocks.some((block) => !block.hide && isProductionTitle(block)) ? production.contents[0]?.summary : ""
          }
        />
      </HydratesApart>
      <AudiencePanelAfter.Provider value={panelPlace}>
        <PageBlocks
          blocks={blocks.filter((block) => !isProductionTitle(block))}
          sources={sources}
          pageTitle={title}
          registry={registry}
        />
      </AudiencePanelAfter.Provider>
    </>
  )
}
