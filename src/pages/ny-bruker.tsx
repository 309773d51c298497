import type { PageProps } from "gatsby"
import React from "react"

import { AccountPage } from "../frame/account-page"
import { CreateUserForm } from "../account/screens/create-user-form"

export default function CreateUserFormRoute({ location }: PageProps) {
  return (
    <AccountPage title="Ny bruker" path={location.pathname}>
      <CreateUserForm />
    </AccountPage>
  )
}
