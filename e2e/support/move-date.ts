/**
 * The browser's clock at the tests' moment, shared by the browser tests
 * (e2e/support/test.ts) and the code that drives Chromium itself: the jest
 * tests (plan-change, js-budget) and `npm run bench:js`. `moveDate` uses no
 * imports: a test passes the function to `addInitScript`, which runs its
 * source in the page.
 */
import type { BrowserContext } from "playwright-core"

import { testNow } from "./test-now.json"

/**
 * The page's `Date` moved by `offset` ms: `Date.now()` and `new Date()`, nothing else. Not
 * Playwright's clock for every test: it also takes over timers, idle callbacks and the
 * Performance API (whose entries it empties), which tests measure and the site's lazy loading
 * waits on. Runs in the page, so it uses nothing from outside.
 */
export function moveDate(offset: number): void {
  const RealDate = Date
  const now = () => RealDate.now() + offset
  function MovedDate(...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(now()).toString()
    return args.length === 0 ? new RealDate(now()) : (Reflect.construct(RealDate, args) as Date)
  }
  MovedDate.prototype = RealDate.prototype
  // Not enumerable, as on the real Date: Playwright's clock, installed over this one by a test,
  // copies a Date's enumerable properties onto its own, and would take this `now` for its own.
  Object.defineProperties(MovedDate, {
    now: { value: now, writable: true, configurable: true },
    parse: { value: RealDate.parse, writable: true, configurable: true },
    UTC: { value: RealDate.UTC, writable: true, configurable: true },
  })
  globalThis.Date = MovedDate as unknown as DateConstructor
}

/** Every page of `context` from now on with its clock at test-now.json's moment, running on from there. */
export async function atTestNow(context: Pick<BrowserContext, "addInitScript">): Promise<void> {
  await context.addInitScript(moveDate, Date.parse(testNow) - Date.now())
}
