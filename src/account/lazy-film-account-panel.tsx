import { useAfterMount } from "../components/use-after-mount"

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
  return useAfterMount(
    () => import("./screens/film-account-panel").then((module) => module.FilmAccountPanel),
    "The audience panel",
    props,
  )
}
