import React, { type ReactNode } from "react"

import { Layout } from "./layout"
import { Seo } from "../components/seo"
import { useFestivalSite } from "../components/use-festival-site"

interface SitePageProps {
  title: string
  path: string
  description?: string
  children: ReactNode
}

/** The frame of a page of its own (src/pages/): the site's layout and head, with the page's name as the title. */
export function SitePage({ title, path, description, children }: SitePageProps) {
  const site = useFestivalSite()
  return (
    <Layout site={site}>
      <Seo
        siteTitle={site.title}
        siteHost={site.host}
        title={title}
        path={path}
        description={description}
        favicon={site.theme.favicon}
      />
      {children}
    </Layout>
  )
}
