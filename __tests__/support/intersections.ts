/** The browser's IntersectionObserver, driven by the test: which elements are watched, and a way to bring them into view. */
export function intersections() {
  const observers = new Set<{ watched: Set<Element>; report: IntersectionObserverCallback }>()
  class FakeObserver {
    private readonly own: { watched: Set<Element>; report: IntersectionObserverCallback }
    constructor(callback: IntersectionObserverCallback) {
      this.own = { watched: new Set(), report: callback }
      observers.add(this.own)
    }
    observe(element: Element) {
      this.own.watched.add(element)
    }
    unobserve(element: Element) {
      this.own.watched.delete(element)
    }
    disconnect() {
      this.own.watched.clear()
    }
  }
  /** Each observer hears of the elements it watches: those `inView` says are in view, the rest out. */
  const report = (inView: (element: Element) => boolean) =>
    observers.forEach(({ watched, report }) => {
      const entries = [...watched].map(
        (target) => ({ target, isIntersecting: inView(target) }) as IntersectionObserverEntry,
      )
      if (entries.length > 0) report(entries, {} as IntersectionObserver)
    })
  return {
    install: () => Object.assign(window, { IntersectionObserver: FakeObserver }),
    watched: () => [...observers].flatMap(({ watched }) => [...watched].map((element) => element.getAttribute("href"))),
    /** The elements with these ids come into view (and the rest stay out). */
    showIds: (ids: string[]) => report((target) => ids.includes(target.id)),
    /** These links come into view (and the rest stay out). */
    show: (hrefs: string[]) => report((target) => hrefs.includes(target.getAttribute("href") ?? "")),
  }
}
