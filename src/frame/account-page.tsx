import React, { type ReactNode } from "react"

import { SitePage } from "./site-page"
import { AccountSwr } from "../account/account-swr"

/** The frame of an account screen: the site's layout (its head is the page's `Head` export, a SitePageHead). */
export function AccountPage({ children }: { children: ReactNode }) {
  return (
    <SitePage>
      <div className="account">
        <AccountSwr>{children}</AccountSwr>
      </div>
    </SitePage>
  )
}
