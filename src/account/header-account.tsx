import { Link } from "gatsby"
import { useAtomValue } from "jotai"
import React from "react"

import { isSignedIn, profileAtom } from "./session-atoms"

/**
 * The visitor's way into their account, in the site header: their name once
 * signed in. Before the stored profile is read (server HTML, first render)
 * it is the plain "Min side" link, so both renders agree.
 */
export function HeaderAccount() {
  const profile = useAtomValue(profileAtom)
  if (profile === undefined) {
    return (
      <Link className="header-account" to="/min-side/">
        Min side
      </Link>
    )
  }
  return isSignedIn(profile) ? (
    <Link className="header-account" to="/min-side/">
      <span className="visually-hidden">Innlogget som </span>
      {profile.userName}
    </Link>
  ) : (
    <Link className="header-account" to="/logg-inn/">
      Logg inn
    </Link>
  )
}
