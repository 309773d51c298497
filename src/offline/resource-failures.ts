/**
 * What the site could not load, for whoever has to find out why on a phone
 * in a full cinema lobby: a failed script or style logs "bundle loading
 * error", and the last five failures are kept (newest last) on
 * `window.__ramaskrikFailedResources`. The failure itself still reaches the
 * code that asked for the chunk: webpack rejects its import with a
 * ChunkLoadError, and Gatsby's navigation falls back to loading the page.
 */
export const FAILED_RESOURCE_HISTORY = 5

export interface FailedResource {
  url: string
  at: string
}

declare global {
  interface Window {
    __ramaskrikFailedResources?: FailedResource[]
  }
}

export function recordFailedResource(url: string, win: Window = window, now = new Date()): FailedResource[] {
  const history = [...(win.__ramaskrikFailedResources ?? []), { url, at: now.toISOString() }].slice(
    -FAILED_RESOURCE_HISTORY,
  )
  win.__ramaskrikFailedResources = history
  return history
}

/** Listens, in the capture phase, for scripts and styles that fail to load. */
export function watchResourceFailures(win: Window = window): () => void {
  const onError = (event: Event) => {
    const target = event.target
    const url =
      target instanceof HTMLScriptElement
        ? target.src
        : target instanceof HTMLLinkElement && target.rel === "stylesheet"
          ? target.href
          : undefined
    if (!url) return
    console.error("bundle loading error", url)
    recordFailedResource(url, win)
  }
  win.addEventListener("error", onError, true)
  return () => win.removeEventListener("error", onError, true)
}
