import { Link } from "gatsby"
import React from "react"

import { PROFILE_STORAGE_KEY } from "../account/session-key"
import { useHasStoredKey } from "../components/stored-key"
import { useAfterMount } from "../components/use-after-mount"

/**
 * The header's way into the account. The server's HTML and the first render
 * show the plain "Min side" link. After mount, a visitor with no stored
 * profile (never signed in, or signed out) gets the plain "Logg inn" link
 * and no account code at all; for a signed-in one (at mount, or once they
 * sign in in this tab or another) the account-aware link (Jotai, the stored
 * profile) is fetched and takes its place. Content pages thus load no
 * account code before the visitor can use them.
 */
export function LazyHeaderAccount() {
  const signedIn = useHasStoredKey(PROFILE_STORAGE_KEY)
  const account = useAfterMount(
    () =>
      import(/* webpackChunkName: "header-account" */ "../account/header-account").then(
        (module) => module.HeaderAccount,
      ),
    "The account link",
    {},
    signedIn === true,
  )
  if (account) return account
  return signedIn === false ? (
    <Link className="header-account" to="/logg-inn/">
      Logg inn
    </Link>
  ) : (
    <Link className="header-account" to="/min-side/">
      Min side
    </Link>
  )
}
