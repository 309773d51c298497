import type { TemplateBlock } from "../content-model/page-templates"
import { Events } from "./lazy-events"
import { Program } from "./program"
import type { BlockRegistry } from "./types"

/** The programme's blocks: its filter and lists of showtimes, not a production's heading and facts. */
export const PROGRAMME_BLOCK_REGISTRY: BlockRegistry<
  Exclude<TemplateBlock<"page-programme">, TemplateBlock<"page-text">>
> = {
  program: Program,
  events: Events,
}
