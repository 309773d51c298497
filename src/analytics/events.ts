/**
 * The two analytics event kinds of the specification, and the product
 * selection that goes with a ticket purchase, pushed to the tag manager's
 * `window.dataLayer`. Each carries the production as one item.
 */
import { consentAnswer } from "./consent"

export const BRAND = "Ramaskrik"

export type AnalyticsEventName = "VIEW_ITEM" | "SELECT_ITEM" | "BUY_TICKET"

export interface AnalyticsItem {
  /** The production's ticketing code, e.g. DXM1015. */
  id: string
  name: string
  brand: typeof BRAND
  /** Where the visitor met the item: the list or page it was chosen from. */
  listName: string
  /** The kind of production: Film, Kortfilm, Scene, Konsert. */
  category: string
}

export interface AnalyticsEvent {
  event: AnalyticsEventName
  ecommerce: { items: AnalyticsItem[] }
  /** For BUY_TICKET and SELECT_ITEM: the showtime the ticket is for. */
  showtimeId?: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Only with the visitor's yes. Without it an event is dropped, not queued:
 * nothing is kept, in memory or on the device, to be sent once they say yes.
 */
export function pushEvent(event: AnalyticsEvent): void {
  if (!__MAY_HAVE_TAG_MANAGER__ || typeof window === "undefined" || consentAnswer() !== "granted") return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}

export function analyticsItem(production: { reference: string; title: string; category: string }, listName: string) {
  return {
    id: production.reference,
    name: production.title,
    brand: BRAND,
    listName,
    category: production.category,
  } satisfies AnalyticsItem
}

/** A production page was viewed. */
export function trackViewItem(item: AnalyticsItem): void {
  pushEvent({ event: "VIEW_ITEM", ecommerce: { items: [item] } })
}

/** A buy link was chosen: the product selection first, then the purchase intent. */
export function trackBuyTicket(item: AnalyticsItem, showtimeId: string): void {
  pushEvent({ event: "SELECT_ITEM", ecommerce: { items: [item] }, showtimeId })
  pushEvent({ event: "BUY_TICKET", ecommerce: { items: [item] }, showtimeId })
}
