/**
 * The block components a page may name. The build rejects any other name; the
 * runtime registry (src/blocks/registry.ts) must map every one of them.
 */
export const BLOCK_COMPONENTS = [
  "slideshow",
  "article-card-list",
  "quick-links",
  "manual-card-list",
  "newsletter-subscribe",
  "cover",
  "title",
  "content",
  "movie-info",
  "ticket-list",
  "program",
  "events",
  "search",
  "article",
] as const

export type BlockComponent = (typeof BLOCK_COMPONENTS)[number]

/**
 * Blocks that show an item in full: an article's text, a production's
 * description and facts. Only the sources they read carry those fields in a
 * page's data; every other source carries what lists and cards show.
 */
export const DETAIL_BLOCKS: ReadonlySet<BlockComponent> = new Set(["article", "content", "movie-info"])

/**
 * Blocks that show showtimes and, of each production, no more than its name,
 * code and kind. A production source only they read carries just that and
 * the showtimes (a programme of every film does not carry every poster and
 * summary).
 */
export const SCHEDULE_BLOCKS: ReadonlySet<BlockComponent> = new Set(["program", "events", "ticket-list"])
