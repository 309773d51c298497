import { useSyncExternalStore } from "react"

const subscribe = () => () => undefined

/**
 * False in the server-rendered HTML and while hydrating, true once scripts
 * run: markup that only works with JavaScript switches on here, so the page
 * without JavaScript keeps its plain, working fallback.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
