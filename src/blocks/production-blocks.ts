import { lazy } from "react"

import type { TemplateBlock } from "../content-model/page-templates"
import { MovieInfo } from "./movie-info"
import { TicketListWithAudience } from "./ticket-list-with-audience"
import type { BlockRegistry } from "./types"

/**
 * A list of other productions' showtimes, which a production's page may have
 * (the demo's have none): its code, and the titles' with it, comes with the
 * block, not with every production's page. The server's HTML stands until it
 * has, and works as HTML meanwhile; React replays a press made before it.
 */
const Events = lazy(() =>
  import(/* webpackChunkName: "events-block" */ "./events").then((code) => ({ default: code.Events })),
)

/** A film's or a stage show's page: its facts and showtimes, not the programme's code (a file of its own, so none of it comes along). */
export const PRODUCTION_BLOCK_REGISTRY: BlockRegistry<
  Exclude<TemplateBlock<"page-production">, TemplateBlock<"page-text">>
> = {
  "movie-info": MovieInfo,
  "ticket-list": TicketListWithAudience,
  events: Events,
}
