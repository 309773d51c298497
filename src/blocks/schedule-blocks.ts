import type { TemplateBlock } from "../content-model/page-templates"
import { Events } from "./events"
import { MovieInfo } from "./movie-info"
import { Program } from "./program"
import { TicketList } from "./ticket-list"
import type { BlockRegistry } from "./types"

/** The blocks with showtimes or a production's facts: the templates of the programme and the productions' pages. */
export const SCHEDULE_BLOCK_REGISTRY: BlockRegistry<
  Exclude<TemplateBlock<"page-schedule">, TemplateBlock<"page-text">>
> = {
  "movie-info": MovieInfo,
  "ticket-list": TicketList,
  program: Program,
  events: Events,
}
