import type { Page } from "@playwright/test"

/** Starts counting layout shifts before the page's first byte; call before page.goto. */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
    ).observe({ type: "layout-shift", buffered: true })
  })

/** The sum of the shifts so far: the page's cumulative layout shift. */
export const layoutShiftTotal = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).reduce(
    (sum, value) => sum + value,
    0,
  )
