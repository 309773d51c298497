/**
 * Resolves when the browser is first idle from now (after the page is
 * interactive, never before its largest paint), or after `timeout` ms at the
 * latest. Where a control's code is fetched: by the time a visitor presses
 * it, it is there, and no press waits for the network.
 */
export function whenIdle(timeout = 4_000): Promise<void> {
  return new Promise((resolve) => {
    // Without the call (older Safari), at once: the page is up by the time anything asks.
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout })
    else resolve()
  })
}

/**
 * Code fetched once per page, kept by the module: `load()` starts it (or
 * returns the same promise), `loaded()` gives it synchronously once it has
 * arrived, so that a press after that draws it in the same task. A failed
 * fetch may be tried again.
 */
export function codeOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | undefined } {
  let code: Promise<T> | undefined
  let value: T | undefined
  return {
    load: () =>
      (code ??= load().then(
        (arrived) => (value = arrived),
        (error: unknown) => {
          code = undefined
          throw error
        },
      )),
    loaded: () => value,
  }
}
