import { Link } from "gatsby"
import React from "react"

import { useAfterMount } from "../components/use-after-mount"

/**
 * The header's way into the account. The server's HTML and the first render
 * show the plain "Min side" link; after mount the account-aware link (Jotai,
 * the stored profile) is loaded and takes its place. Content pages thus load
 * no account code before the visitor can use them.
 */
export function LazyHeaderAccount() {
  const account = useAfterMount(
    () => import("../account/header-account").then((module) => module.HeaderAccount),
    "The account link",
    {},
  )
  return (
    account ?? (
      <Link className="header-account" to="/min-side/">
        Min side
      </Link>
    )
  )
}
