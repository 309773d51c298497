import React, { useCallback, useState } from "react"

import { useHasStoredKey } from "../components/stored-key"
import { useAfterMount } from "../components/use-after-mount"
import { PROFILE_STORAGE_KEY } from "./session-key"

interface FilmAccountPanelProps {
  ediNumber: string
  title: string
}

/** Fetched this far ahead of scrolling into view, so that it is drawn before a visitor reaches it. */
const AHEAD = "100% 0px"

/**
 * Calls `onNear` once the element comes within a screen of the viewport
 * (at once where the browser cannot tell).
 */
function useWhenNear(onNear: () => void) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      if (typeof IntersectionObserver === "undefined") {
        onNear()
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect()
            onNear()
          }
        },
        { rootMargin: AHEAD },
      )
      observer.observe(element)
    },
    [onNear],
  )
}

/**
 * The film page's audience panel, loaded after the page is up: its code
 * (ticketing client, SWR) is fetched only on film pages and never delays
 * reading the page. Its content is per visitor, so nothing of it belongs in
 * the server-rendered HTML anyway. A signed-in visitor gets it at once; for
 * one never signed in (nothing stored: the cheap check) it shows only public
 * answers (rating, reviews) and the way to sign in, so it is fetched when its
 * place comes near the viewport, and a visitor who never scrolls there loads
 * nothing. It is drawn after the page's showtimes (at the end of the film's
 * details on a page without them: src/blocks/audience-panel-place.ts), so
 * what it adds never moves a showtime a visitor is about to press.
 */
export function LazyFilmAccountPanel(props: FilmAccountPanelProps) {
  const signedIn = useHasStoredKey(PROFILE_STORAGE_KEY)
  const [near, setNear] = useState(false)
  const panel = useAfterMount(
    () => import("./screens/film-account-panel").then((module) => module.FilmAccountPanel),
    "The audience panel",
    props,
    signedIn === true || near,
  )
  const whenNear = useWhenNear(useCallback(() => setNear(true), []))
  // Known not signed in, not yet near: an empty marker where the panel will be (never in the server's HTML).
  return panel ?? (signedIn === false && !near ? <span className="film-account__place" ref={whenNear} /> : null)
}
