import { createElement, useEffect, useState, type ComponentType, type ReactElement } from "react"

/**
 * A component whose code is fetched once the page is up, so that it never
 * weighs on the page's first load: rendered with `props` once it has
 * arrived, null until then. A fetch that fails is logged as "{what} could
 * not be loaded", and the caller keeps showing what it showed before.
 */
export function useAfterMount<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
  props: P,
): ReactElement | null {
  const [Component, setComponent] = useState<ComponentType<P>>()
  useEffect(() => {
    let mounted = true
    load()
      .then((loaded) => mounted && setComponent(() => loaded))
      .catch((error: Error) => console.error(`${what} could not be loaded: ${error.message}`))
    return () => {
      mounted = false
    }
    // Fetched once, when the component mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return Component ? createElement(Component, props) : null
}
