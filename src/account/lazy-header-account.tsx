import { Link } from "gatsby"
import React, { useEffect, useState, type ComponentType } from "react"

/**
 * The header's way into the account. The server's HTML and the first render
 * show the plain "Min side" link; after mount the account-aware link (Jotai,
 * the stored profile) is loaded and takes its place. Content pages thus load
 * no account code before the visitor can use them.
 */
export function LazyHeaderAccount() {
  const [Account, setAccount] = useState<ComponentType>()
  useEffect(() => {
    let mounted = true
    import("./header-account")
      .then((module) => mounted && setAccount(() => module.HeaderAccount))
      .catch((error: Error) => console.error(`The account link could not be loaded: ${error.message}`))
    return () => {
      mounted = false
    }
  }, [])
  return Account ? (
    <Account />
  ) : (
    <Link className="header-account" to="/min-side/">
      Min side
    </Link>
  )
}
