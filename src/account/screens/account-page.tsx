import React, { type ReactNode } from "react"

import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { useFestivalSite } from "../../components/use-festival-site"
import { AccountSwr } from "../account-swr"

/** The frame of an account screen: the site's layout and head, with the screen's name as the title. */
export function AccountPage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  const site = useFestivalSite()
  return (
    <Layout site={site}>
      <Seo siteTitle={site.title} siteHost={site.host} title={title} path={path} favicon={site.theme.favicon} />
      <div className="account">
        <AccountSwr>{children}</AccountSwr>
      </div>
    </Layout>
  )
}
