import { dropNotice, raiseNotice } from "../components/notice"

/**
 * Gatsby goes on waiting for a page's data and scripts when they take more
 * than a second (gatsby/cache-dir/navigation.js calls onRouteUpdateDelayed
 * after 1000 ms); on one bar of signal the visitor should know that the tap
 * was heard.
 */
export const SLOW_NAVIGATION_TEXT = "Henter siden … Nettet er tregt akkurat nå."

export function announceSlowNavigation(doc: Document = document): HTMLElement {
  return raiseNotice("slow-navigation", SLOW_NAVIGATION_TEXT, doc)
}

export function endSlowNavigation(doc: Document = document): void {
  dropNotice("slow-navigation", doc)
}
