import type { HeadProps } from "gatsby"
import React from "react"

import { AccountPage } from "../frame/account-page"
import { SitePageHead } from "../frame/site-page"
import { ForgotPasswordForm } from "../account/screens/forgot-password-form"

export default function ForgotPasswordFormRoute() {
  return (
    <AccountPage>
      <ForgotPasswordForm />
    </AccountPage>
  )
}

export const Head = ({ location }: HeadProps) => <SitePageHead title="Glemt passord" path={location.pathname} />
