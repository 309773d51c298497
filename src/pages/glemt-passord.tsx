import type { PageProps } from "gatsby"
import React from "react"

import { AccountPage } from "../frame/account-page"
import { ForgotPasswordForm } from "../account/screens/forgot-password-form"

export default function ForgotPasswordFormRoute({ location }: PageProps) {
  return (
    <AccountPage title="Glemt passord" path={location.pathname}>
      <ForgotPasswordForm />
    </AccountPage>
  )
}
