/** Types of scripts/js-weight.mjs, for the tests. */
import type { Browser, BrowserContext } from "playwright-core"

export interface PageKind {
  kind: string
  route: string
  /** The budget of JavaScript until idle, in bytes (content pages). */
  untilIdle?: number
  /** The budget of JavaScript before interaction, in bytes (account pages and Min festival). */
  beforeInteraction?: number
  /** The page shows showtimes: its budget until idle once one of them has changed since the build (the full live code). */
  untilIdleChanged?: number
}

export interface ServedSite {
  base: string
  /** The ticketing sandbox serving this site. */
  sandboxUrl: string
  stop: () => void
}

export declare function gzipBytes(dist: string, files: string[]): number
export declare function scriptsBeforeInteraction(dist: string, route: string, publicDir?: string): string[]
export declare function serveSite(dist: string, port: number): Promise<ServedSite>
export interface ChangedShowtime {
  /** Selects the showtime's row once the page shows the change. */
  row: string
  /** Puts the showtime back as the build drew it. */
  restore: () => Promise<void>
}

export interface UntilIdleOptions {
  /** Runs on the page's context before the page opens: the browser tests' clock, say. */
  prepare?: (context: BrowserContext) => Promise<unknown>
  /** A selector the page must show before the quiet counts. */
  until?: string
  /** Counts what the page loads ahead for the links in view too (off: the page's own scripts). */
  ahead?: boolean
}

export declare function changeShowtime(dist: string, route: string, sandboxUrl: string): Promise<ChangedShowtime>
export declare function launchBrowser(options?: { executablePath?: string }): Promise<Browser>
export declare function scriptsUntilIdle(
  browser: Browser,
  site: Pick<ServedSite, "base" | "sandboxUrl">,
  route: string,
  options?: UntilIdleOptions,
): Promise<string[]>
export declare function pageKinds(dist: string): PageKind[]
export declare function answerFromSandbox(context: BrowserContext, sandboxUrl: string): Promise<void>
