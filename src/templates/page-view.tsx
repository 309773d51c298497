import React, { useEffect } from "react"

import { analyticsItem, trackViewItem } from "../analytics/events"
import { TagManager } from "../analytics/tag-manager"
import type { BlockData, SourceData } from "../blocks/types"
import { BlockList, hasMainHeading } from "../blocks/block-list"
import { Layout, type SiteChrome } from "../components/layout"
import { kindLabel } from "../content-model/production-kinds"
import { Seo } from "../components/seo"

/** The production a production or culture page is about, for analytics. */
export interface ViewedProduction {
  reference: string
  title: string
  objectClass: string
}

export interface PageViewProps {
  site: SiteChrome & { host: string }
  path: string
  /** The page's name: the page title, or the article's or production's own title. */
  title: string
  meta: { description: string; keywords: readonly string[]; image: string }
  blocks: BlockData[]
  sources: Record<string, SourceData>
  production?: ViewedProduction
}

function useViewItem(production: ViewedProduction | undefined, listName: string) {
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
      <TagManager id={site.analytics?.googleTagManagerId ?? ""} />
      {!hasMainHeading(blocks) && <h1 className="visually-hidden">{title}</h1>}
      <BlockList blocks={blocks} sources={sources} pageTitle={title} />
    </Layout>
  )
}
