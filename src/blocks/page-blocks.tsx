import React from "react"

import { HydratesApart } from "../components/hydrates-apart"

import type { BlockComponent } from "../content-model/blocks"
import type { BlockData, BlockRegistry, SourceData } from "./types"

function byPlace(a: BlockData, b: BlockData): number {
  return a.place.row - b.place.row || a.place.column - b.place.column || a.place.order - b.place.order
}

/** A block that heads a production's page: a production page draws its own heading in their place. */
export const isProductionTitle = (block: BlockData): boolean =>
  block.component === "title" ||
  (block.component === "movie-info" && "variant" in block.props && block.props.variant === "summary")

/** Whether a visible block gives the page its h1; if none does, the page adds one for screen readers. */
export function hasMainHeading(blocks: BlockData[]): boolean {
  return blocks.some(
    (block) => !block.hide && (["article", "search"].includes(block.component) || isProductionTitle(block)),
  )
}

function renderBlock<C extends BlockComponent>(
  block: BlockData<C>,
  sources: Record<string, SourceData>,
  pageTitle: string,
  registry: Partial<BlockRegistry>,
) {
  const drawn = registry[block.component]
  // createPages gives each page a template that draws its blocks (src/content-model/page-templates.ts).
  if (!drawn) throw new Error(`No template block ${block.component}`)
  const Component = drawn as React.ComponentType<{
    block: BlockData<C>
    sources: SourceData[]
    pageTitle: string
  }>
  const blockSources = block.data.flatMap((name) => sources[name] ?? [])
  return (
    <HydratesApart key={block.id} id={`block:${block.id}`}>
      <Component block={block} sources={blockSources} pageTitle={pageTitle} />
    </HydratesApart>
  )
}

/**
 * The page's visible blocks, in the order of their place (row, column, order), drawn by
 * `registry`: a page template's, which holds only the blocks it draws.
 */
export function PageBlocks({
  blocks,
  sources,
  pageTitle,
  registry,
}: {
  blocks: BlockData[]
  sources: Record<string, SourceData>
  pageTitle: string
  registry: Partial<BlockRegistry>
}) {
  const shown = blocks.filter((block) => !block.hide).sort(byPlace)
  return <>{shown.map((block) => renderBlock(block, sources, pageTitle, registry))}</>
}
