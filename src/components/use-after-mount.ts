import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactElement } from "react"

/**
 * A component whose code is fetched once the page is up, so that it never
 * weighs on the page's first load: rendered with `props` once it has
 * arrived, null until then. With `when`, fetched only once `when` is true
 * (a feature with nothing to show loads nothing), and kept from then on. A fetch that fails is logged as "{what} could
 * not be loaded", and the caller keeps showing what it showed before. With `loaded` (codeOnce's), code
 * already here is drawn in the first render, without waiting for an effect.
 */
export function useAfterMount<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
  props: P,
  when = true,
  loaded?: () => ComponentType<P> | undefined,
): ReactElement | null {
  const [Component, setComponent] = useState<ComponentType<P> | undefined>(loaded)
  const wanted = when || Component !== undefined
  useEffect(() => {
    if (!wanted || Component) return
    let mounted = true
    load()
      // A transition: where many wait for the same code (the programme's 86 plan buttons), they
      // arrive together, and React draws them in slices rather than in one long task.
      .then((loaded) => mounted && startTransition(() => setComponent(() => loaded)))
      .catch((error: Error) => console.error(`${what} could not be loaded: ${error.message}`))
    return () => {
      mounted = false
    }
    // Fetched once, when the component mounts or `when` first turns true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted])
  return Component ? createElement(Component, props) : null
}
