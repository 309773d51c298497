import type { HeadProps } from "gatsby"
import React from "react"

import { AccountPage } from "../frame/account-page"
import { SitePageHead } from "../frame/site-page"
import { MyPage } from "../account/screens/my-page"

export default function MyPageRoute() {
  return (
    <AccountPage>
      <MyPage />
    </AccountPage>
  )
}

export const Head = ({ location }: HeadProps) => <SitePageHead title="Min side" path={location.pathname} />
