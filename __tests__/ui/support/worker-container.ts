/**
 * A page's service worker container, as far as the offline code reads it:
 * `controller` and its `controllerchange`. `takeOver` is a worker claiming
 * the page as it activates.
 */
export function workerContainer(controller: ServiceWorker | null = null) {
  const events = new EventTarget()
  const container = {
    controller,
    addEventListener: events.addEventListener.bind(events),
    takeOver(worker = "sw") {
      container.controller = { scriptURL: `/sw.js#${worker}` } as ServiceWorker
      events.dispatchEvent(new Event("controllerchange"))
    },
  }
  return container
}
