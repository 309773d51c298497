import type { HeadProps } from "gatsby"
import React from "react"

import { AccountPage } from "../frame/account-page"
import { SitePageHead } from "../frame/site-page"
import { CreateUserForm } from "../account/screens/create-user-form"

export default function CreateUserFormRoute() {
  return (
    <AccountPage>
      <CreateUserForm />
    </AccountPage>
  )
}

export const Head = ({ location }: HeadProps) => <SitePageHead title="Ny bruker" path={location.pathname} />
