/**
 * A new deploy's worker has taken this page over: load the page again, now
 * from the new worker, so that the visitor is never left with an old page on
 * a new site (its chunks gone from the new deploy's caches).
 *
 * The moment is the container's `controllerchange`, when the worker that
 * controls the page changes (the offline plugin's workers claim open pages as
 * they activate), and only when a worker controlled the page before: the first
 * worker of a first visit takes over a page that is already the newest.
 *
 * Not Gatsby's onServiceWorkerUpdateReady, which comes as the new worker is
 * installed, while the old one still answers the page: the new one skips
 * waiting and claims the page while that reload's navigation is out. On a
 * loaded machine, about one such reload in eight left Chromium's page without
 * its load event and deaf to its tools (e2e/offline.test.ts, under load).
 */
export function reloadWhenReplaced(
  container: Pick<ServiceWorkerContainer, "controller" | "addEventListener"> | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  // Not every browser (nor a private window in some) has service workers.
  if (!container) return
  let controller = container.controller
  let reloading = false
  container.addEventListener("controllerchange", () => {
    const replaced = controller !== null
    controller = container.controller
    if (replaced && !reloading) {
      reloading = true
      reload()
    }
  })
}
