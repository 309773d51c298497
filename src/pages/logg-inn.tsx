import type { HeadProps } from "gatsby"
import React from "react"

import { AccountPage } from "../frame/account-page"
import { SitePageHead } from "../frame/site-page"
import { LoginForm } from "../account/screens/login-form"

export default function LoginFormRoute() {
  return (
    <AccountPage>
      <LoginForm />
    </AccountPage>
  )
}

export const Head = ({ location }: HeadProps) => <SitePageHead title="Logg inn" path={location.pathname} />
