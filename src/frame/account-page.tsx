import React, { type ReactNode } from "react"

import { SitePage } from "./site-page"
import { AccountSwr } from "../account/account-swr"

/** The frame of an account screen: the site's layout and head, with the screen's name as the title. */
export function AccountPage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <SitePage title={title} path={path}>
      <div className="account">
        <AccountSwr>{children}</AccountSwr>
      </div>
    </SitePage>
  )
}
