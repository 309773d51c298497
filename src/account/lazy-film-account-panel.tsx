import React, { useEffect, useState, type ComponentType } from "react"

interface FilmAccountPanelProps {
  ediNumber: string
  title: string
}

/**
 * The film page's audience panel, loaded after the page is up: its code
 * (ticketing client, SWR) is fetched only on film pages and never delays
 * reading the page. Its content is per visitor, so nothing of it belongs in
 * the server-rendered HTML anyway.
 */
export function LazyFilmAccountPanel(props: FilmAccountPanelProps) {
  const [Panel, setPanel] = useState<ComponentType<FilmAccountPanelProps>>()
  useEffect(() => {
    let mounted = true
    import("./screens/film-account-panel")
      .then((module) => mounted && setPanel(() => module.FilmAccountPanel))
      .catch((error: Error) => console.error(`The audience panel could not be loaded: ${error.message}`))
    return () => {
      mounted = false
    }
  }, [])
  return Panel ? <Panel {...props} /> : null
}
