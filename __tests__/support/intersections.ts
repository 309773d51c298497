/** The browser's IntersectionObserver, driven by the test: which elements are watched, and a way to bring them into view. */
export function intersections() {
  const watched = new Set<Element>()
  let report: IntersectionObserverCallback = () => undefined
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = callback
    }
    observe(element: Element) {
      watched.add(element)
    }
    unobserve(element: Element) {
      watched.delete(element)
    }
    disconnect() {
      watched.clear()
    }
  }
  return {
    install: () => Object.assign(window, { IntersectionObserver: FakeObserver }),
    watched: () => [...watched].map((element) => element.getAttribute("href")),
    /** These links come into view (and the rest stay out). */
    show: (hrefs: string[]) => {
      const entries = [...watched].map(
        (target) =>
          ({ target, isIntersecting: hrefs.includes(target.getAttribute("href") ?? "") }) as IntersectionObserverEntry,
      )
      report(entries, {} as IntersectionObserver)
    },
  }
}
