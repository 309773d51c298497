import React, { Suspense, useSyncExternalStore, type ReactNode } from "react"

/**
 * The parts of the first page, by the id of their element in the server's
 * HTML: a part waiting to be hydrated has the promise its boundary suspends
 * on, and what resolves it; a part let go has null.
 */
const parts = new Map<string, [until: Promise<void>, go: () => void] | null>()

function letGo(id: string) {
  parts.get(id)?.[1]()
  parts.set(id, null)
}

/** False once every part has been let go: a part React gets to after that is not held either. */
let holding = true

/**
 * Every part still waiting hydrates now, and none is held from now on.
 * Anything that is about to change what such a part draws calls it first: an
 * update that reaches a Suspense boundary React has not hydrated makes it
 * throw the server's HTML away and draw the part again, or, in a transition,
 * wait for it. The programme applies a filter in the address in an effect of
 * its own first render, before React has got to its days at all.
 */
export function hydrateAllNow(): void {
  holding = false
  parts.forEach((_, id) => letGo(id))
}

/** A tap, a press or the focus inside a waiting part lets it go before React reads the event. */
function onTouch({ target }: Event) {
  parts.forEach((part, id) => {
    if (part && document.getElementById(id)?.contains(target as Node)) letGo(id)
  })
}

let near: IntersectionObserver | undefined

function watch(element: Element) {
  if (!near) {
    // A screen ahead and behind: the part is hydrated before it is scrolled to.
    near = new IntersectionObserver(
      (entries) =>
        entries.forEach(({ isIntersecting, target }) => {
          if (isIntersecting) letGo(target.id)
        }),
      { rootMargin: "100% 0px" },
    )
    // The capture phase of the document comes before React's listeners on its root, so that
    // React finds the part free when it hydrates it for the event (and replays it after).
    for (const type of ["pointerdown", "click", "focusin"]) document.addEventListener(type, onTouch, true)
    // Going back or forward within the page changes the router's location, which reaches
    // every boundary below it: the parts hydrate before the router's listener runs.
    window.addEventListener("popstate", hydrateAllNow, true)
  }
  near.observe(element)
}

const noChange = () => () => undefined

/** Suspends the first hydration of the part `id` until it is near the screen or touched. */
function Held({ id }: { id: string }): null {
  // True on the server and while React hydrates the server's HTML; a part drawn in the browser never waits.
  const hydrating = useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  )
  // Not on the server (no observer there, nor the part's element), nor where the browser cannot tell
  // what is near the screen, nor once every part has been let go.
  if (!hydrating || !holding || typeof IntersectionObserver === "undefined") return null
  let part = parts.get(id)
  const element = part === undefined && document.getElementById(id)
  if (element) {
    let go = () => undefined as unknown
    part = [new Promise<void>((resolve) => (go = resolve)), () => go()]
    parts.set(id, part)
    watch(element)
  }
  // React keeps the part's server HTML while it suspends, and tries again when the promise resolves.
  if (part) throw part[0]
  return null
}

/**
 * A part of a long page that React leaves as the server drew it until it
 * is within a screen of the visitor, or is pressed, tapped or focused. Its
 * HTML works by itself meanwhile (its links and forms), and a press on it
 * hydrates it in the same task, and reaches the part's handler. The
 * programme's five days are 86 showtime rows: a phone hydrates the day it
 * shows, not the four below; what only a hydrated row shows (the live seat
 * status, the marks this device keeps) shows as the day comes near. `id` is
 * the id of the part's outermost element, which `children` draw. Drawn in
 * the browser (a page reached by a link, a filter), it is drawn at once.
 */
export function HydratesWhenNear({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Held id={id} />
      {children}
    </Suspense>
  )
}
