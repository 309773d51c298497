import type { TemplateBlock } from "../content-model/page-templates"
import { Events } from "./lazy-events"
import { MovieInfo } from "./movie-info"
import { TicketListWithAudience } from "./ticket-list-with-audience"
import type { BlockRegistry } from "./types"

/** A film's or a stage show's page: its facts and showtimes, not the programme's code (a file of its own, so none of it comes along). */
export const PRODUCTION_BLOCK_REGISTRY: BlockRegistry<
  Exclude<TemplateBlock<"page-production">, TemplateBlock<"page-text">>
> = {
  "movie-info": MovieInfo,
  "ticket-list": TicketListWithAudience,
  events: Events,
}
