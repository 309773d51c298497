import React, { type ReactNode } from "react"

import { Layout } from "./layout"
import { Seo } from "../components/seo"
import { useFestivalSite } from "../components/use-festival-site"

/** The frame of a page of its own (src/pages/): the site's layout. Its head is the page's `Head` export, a SitePageHead. */
export function SitePage({ children }: { children: ReactNode }) {
  const site = useFestivalSite()
  return <Layout site={site}>{children}</Layout>
}

interface SitePageHeadProps {
  title: string
  path: string
  description?: string
}

/** The head of a page of its own, for its `Head` export (Gatsby's Head API): the page's name as the title. */
export function SitePageHead({ title, path, description }: SitePageHeadProps) {
  const site = useFestivalSite()
  return (
    <Seo
      siteTitle={site.title}
      siteHost={site.host}
      title={title}
      path={path}
      description={description}
      favicon={site.theme.favicon}
    />
  )
}
