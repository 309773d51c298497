import type { Page } from "@playwright/test"

/** One layout shift, with when it happened (ms since navigation). */
type Shift = { value: number; startTime: number }

/** Starts counting layout shifts before the page's first byte; call before page.goto. */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((entry) =>
          shifts.push({ value: (entry as unknown as { value: number }).value, startTime: entry.startTime }),
        ),
    ).observe({ type: "layout-shift", buffered: true })
  })

/**
 * The sum of the shifts so far from the moment the browser had read the whole HTML: what the
 * page's scripts and late answers move. Before that, a browser slowed down (a busy test machine)
 * may paint a page it has read only in part, and move what it drew as the rest arrives (the
 * header's search field drawn at the far right, then pushed left by the links after it): the
 * HTML parser's, not what these tests guard, and noted in docs/performance.md.
 */
export const layoutShiftTotal = async (page: Page) =>
  page.evaluate(() => {
    const parsed = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
    return (window as unknown as { layoutShifts: Shift[] }).layoutShifts
      .filter((shift) => shift.startTime >= parsed.domInteractive)
      .reduce((sum, shift) => sum + shift.value, 0)
  })

/**
 * Starts recording the layout shifts that move an element within `selector` (a shift names the
 * nodes it moved); call before page.goto. Other parts of the page may move without counting here.
 */
export const recordShiftsWithin = (page: Page, selector: string) =>
  page.addInitScript((within) => {
    const shifts: number[] = []
    Object.assign(window, { shiftsWithin: shifts })
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const { value, sources } = entry as unknown as { value: number; sources: { node?: Node }[] }
        if (sources.some(({ node }) => node instanceof Element && node.closest(within))) shifts.push(value)
      }),
    ).observe({ type: "layout-shift", buffered: true })
  }, selector)

/** The shifts recordShiftsWithin has seen so far, each its value. */
export const shiftsWithin = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { shiftsWithin: number[] }).shiftsWithin)
