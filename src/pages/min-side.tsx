import type { PageProps } from "gatsby"
import React from "react"

import { AccountPage } from "../frame/account-page"
import { MyPage } from "../account/screens/my-page"

export default function MyPageRoute({ location }: PageProps) {
  return (
    <AccountPage title="Min side" path={location.pathname}>
      <MyPage />
    </AccountPage>
  )
}
