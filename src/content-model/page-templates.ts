import { BLOCK_COMPONENTS, type BlockComponent } from "./blocks"
import type { PageKind } from "./page-context"

/** Blocks with showtimes or a production's facts, and their code: the programme's filter, the plan's toggle. */
const SCHEDULE_ONLY = ["movie-info", "ticket-list", "program", "events"] as const satisfies readonly BlockComponent[]

type TextBlock = Exclude<BlockComponent, (typeof SCHEDULE_ONLY)[number] | "search">

/** Text, pictures, cards and the newsletter form: every other block (a new one too, until it is placed here). */
const TEXT_BLOCKS = BLOCK_COMPONENTS.filter(
  (block): block is TextBlock => block !== "search" && !(SCHEDULE_ONLY as readonly BlockComponent[]).includes(block),
)

/**
 * The page templates, each drawing a set of blocks, so that a page loads the
 * code of the blocks it shows and not every block's (docs/performance.md).
 * createPages gives a page the first template that draws every visible block
 * of it; a production's page also needs the production's heading, which
 * only the templates with showtimes draw. `page` draws everything.
 */
export const PAGE_TEMPLATES = {
  /** Text, pictures, cards and the newsletter form: home, news, articles, editorial pages. */
  "page-text": { blocks: TEXT_BLOCKS, productionHeading: false },
  /** Those and a production's facts and showtimes: a film's and a stage show's pages, without the programme's code. */
  "page-production": { blocks: [...TEXT_BLOCKS, "movie-info", "ticket-list", "events"], productionHeading: true },
  /** Those and the programme: /program/ and lists of showtimes, without a production's heading and facts. */
  "page-programme": { blocks: [...TEXT_BLOCKS, "program", "events"], productionHeading: false },
  /** Those and every block with showtimes: a page that mixes the programme and a production's facts. */
  "page-schedule": { blocks: [...TEXT_BLOCKS, ...SCHEDULE_ONLY], productionHeading: true },
  /** Those of text and the search. */
  "page-search": { blocks: [...TEXT_BLOCKS, "search"], productionHeading: false },
  /** Every block: a page that mixes the search and the showtimes. */
  page: { blocks: BLOCK_COMPONENTS, productionHeading: true },
} as const

export type PageTemplateName = keyof typeof PAGE_TEMPLATES

/** The blocks the template `T` draws. */
export type TemplateBlock<T extends PageTemplateName> = (typeof PAGE_TEMPLATES)[T]["blocks"][number]

/** The first template that draws every visible block of a page (and a production's heading on its page). */
export function templateFor(
  kind: PageKind,
  blocks: readonly { component: BlockComponent; hide?: boolean }[],
): PageTemplateName {
  const needsHeading = kind === "production" || kind === "culture"
  const shown = blocks.filter((block) => !block.hide).map((block) => block.component)
  const names = Object.keys(PAGE_TEMPLATES) as PageTemplateName[]
  const draws = (name: PageTemplateName) => {
    const template: { blocks: readonly BlockComponent[]; productionHeading: boolean } = PAGE_TEMPLATES[name]
    return (!needsHeading || template.productionHeading) && shown.every((block) => template.blocks.includes(block))
  }
  return names.find(draws) ?? "page"
}
