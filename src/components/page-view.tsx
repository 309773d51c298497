import React from "react"

import type { BlockData, SourceData } from "../blocks/types"
import { BlockList, hasMainHeading } from "./block-list"
import { Layout, type SiteChrome } from "./layout"
import { Seo } from "./seo"

export interface PageViewProps {
  site: SiteChrome & { host: string }
  path: string
  /** The page's name: the page title, or the article's or production's own title. */
  title: string
  meta: { description: string; keywords: readonly string[]; image: string }
  blocks: BlockData[]
  sources: Record<string, SourceData>
}

export function PageView({ site, path, title, meta, blocks, sources }: PageViewProps) {
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
      />
      {!hasMainHeading(blocks) && <h1 className="visually-hidden">{title}</h1>}
      <BlockList blocks={blocks} sources={sources} pageTitle={title} />
    </Layout>
  )
}
