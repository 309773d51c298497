import { startTransition, useEffect, useState } from "react"

/** Whether the first page has hydrated whole; what mounts after that needs no fallback. */
let hydrated = false

/**
 * The first page's parts that React hydrates each on its own, later than the page
 * around them (the header, the footer, each block: `HydratesApart`), and has not yet.
 */
const partsHydrating = new Set<string>()

function settle() {
  if (partsHydrating.size === 0) hydrated = true
}

/** Whether the first page is being hydrated now: what renders is matched to the server's HTML. */
export const isHydratingFirstPage = (): boolean => !hydrated && typeof document !== "undefined"

/**
 * False in the server-rendered HTML and while hydrating, true once scripts
 * run: markup that only works with JavaScript switches on here, so the page
 * without JavaScript keeps its plain, working fallback.
 *
 * The switch is a transition, not a synchronous update: a synchronous one
 * would reach the programme's day sections (each a Suspense boundary that
 * hydrates on its own) before they hydrate, and React would throw their
 * server HTML away and render them again (React error 421).
 *
 * A part that hydrates after the page around it has run its effects must
 * still start false, like its server HTML: React 18 keeps an attribute that
 * differs while hydrating instead of patching it.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(hydrated)
  useEffect(() => {
    settle()
    if (!enhanced) startTransition(() => setEnhanced(true))
  }, [enhanced])
  return enhanced
}

/**
 * Names a part of the first page that React hydrates on its own, later than
 * the page around it: until it says `PartHydrated`, what mounts anywhere starts
 * as the server drew it. Called while rendering the part's boundary, which is
 * before any effect of the render that holds it. Pages shown after the first,
 * and the server, need nothing.
 */
export function useHydratesApart(id: string): void {
  useState(() => {
    if (!hydrated && typeof document !== "undefined") partsHydrating.add(id)
  })
}

/**
 * A part `useHydratesApart` named that its page took away before React had
 * hydrated it (React then drops its server HTML unread): nothing of it is left
 * to wait for. Called from an effect of what took it away.
 */
export function partDropped(id: string): void {
  partsHydrating.delete(id)
  settle()
}

/** Rendered last inside each part `useHydratesApart` named: it has hydrated. */
export function PartHydrated({ id }: { id: string }): null {
  useEffect(() => {
    partsHydrating.delete(id)
    settle()
  }, [id])
  return null
}
