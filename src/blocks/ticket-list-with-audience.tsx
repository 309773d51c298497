import React, { useContext } from "react"

import { LazyFilmAccountPanel } from "../account/lazy-film-account-panel"
import { AudiencePanelAfter } from "./audience-panel-place"
import { TicketList } from "./ticket-list"
import type { BlockProps } from "./types"

/** A production page's showtimes, and after them the film's audience panel (audience-panel-place.ts). */
export function TicketListWithAudience(props: BlockProps<"ticket-list">) {
  const place = useContext(AudiencePanelAfter)
  return (
    <>
      <TicketList {...props} />
      {place?.after === props.block.id && <LazyFilmAccountPanel ediNumber={place.ediNumber} title={place.title} />}
    </>
  )
}
