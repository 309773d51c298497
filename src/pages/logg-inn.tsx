import type { PageProps } from "gatsby"
import React from "react"

import { AccountPage } from "../frame/account-page"
import { LoginForm } from "../account/screens/login-form"

export default function LoginFormRoute({ location }: PageProps) {
  return (
    <AccountPage title="Logg inn" path={location.pathname}>
      <LoginForm />
    </AccountPage>
  )
}
