/**
 * What a page carries in its data: of each source, only the items its
 * visible blocks can show, the full text of items only where a block shows
 * it (see DETAIL_BLOCKS), and of productions only their showtimes and name
 * where only schedules read them (see SCHEDULE_BLOCKS). A home page that
 * shows six news cards then does not carry every article's text, and a page
 * with a source no visible block reads carries none of it. A pattern page's
 * own item is always kept.
 */
import { DETAIL_BLOCKS, SCHEDULE_BLOCKS } from "../content-model/blocks"
import type { Page } from "../content-model/schema"
import type { PlannedPage, PlannedSource } from "./plan-site"

/** How much of each item a page's blocks show: all of it, what lists and cards show, or its showtimes and name. */
export type ItemScope = "detail" | "listing" | "schedule"

export interface ScopedSource extends PlannedSource {
  scope: ItemScope
}

function limitOf(block: Page["blocks"][number]): number {
  return "limit" in block.props && typeof block.props.limit === "number" ? block.props.limit : Infinity
}

export function scopeSources(planned: PlannedPage, page: Page): ScopedSource[] {
  const visible = page.blocks.filter((block) => !block.hide)
  return planned.sources.map((source) => {
    const readers = visible.filter((block) => block.data.includes(source.name))
    const scope: ItemScope = readers.some((block) => DETAIL_BLOCKS.has(block.component))
      ? "detail"
      : readers.length > 0 && readers.every((block) => SCHEDULE_BLOCKS.has(block.component))
        ? "schedule"
        : "listing"
    const ownItem = planned.item !== null && source.ids.includes(planned.item.id)
    if (ownItem) return { ...source, scope }
    const shown = readers.length === 0 ? 0 : Math.max(...readers.map(limitOf))
    return { ...source, ids: source.ids.slice(0, shown), scope }
  })
}
