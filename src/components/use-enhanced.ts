import { startTransition, useEffect, useState } from "react"

/** Whether the page has hydrated once; what mounts after that needs no fallback. */
let hydrated = false

/**
 * False in the server-rendered HTML and while hydrating, true once scripts
 * run: markup that only works with JavaScript switches on here, so the page
 * without JavaScript keeps its plain, working fallback.
 *
 * The switch is a transition, not a synchronous update: a synchronous one
 * would reach the programme's day sections (each a Suspense boundary that
 * hydrates on its own) before they hydrate, and React would throw their
 * server HTML away and render them again (React error 421).
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(hydrated)
  useEffect(() => {
    hydrated = true
    if (!enhanced) startTransition(() => setEnhanced(true))
  }, [enhanced])
  return enhanced
}
