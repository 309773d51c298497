import { createContext } from "react"

import type { BlockData, ProductionData } from "./types"

/**
 * Where a production's page draws the film's audience panel (rating, watch
 * list, reviews: src/account/lazy-film-account-panel.tsx), which arrives
 * after the page is up: right after the page's showtimes, when it shows
 * them, so that what it adds moves nothing above them. A visitor brought
 * to a showtime at once (the heading's link, the keyboard's focus) would
 * otherwise see the row they were about to press pushed away from under
 * their finger. Without showtimes, at the end of the film's details.
 */
export interface AudiencePanelPlace {
  /** The id of the ticket-list block the panel follows. */
  after: string
  ediNumber: string
  title: string
}

export const AudiencePanelAfter = createContext<AudiencePanelPlace | undefined>(undefined)

/** The page's first visible list of showtimes, for its production's panel; none without either. */
export function audiencePanelPlace(
  blocks: readonly BlockData[],
  production: ProductionData | undefined,
): AudiencePanelPlace | undefined {
  const showtimes = blocks.find((block) => !block.hide && block.component === "ticket-list")
  if (!showtimes || !production?.ediNumber) return undefined
  return { after: showtimes.id, ediNumber: production.ediNumber, title: production.title }
}
