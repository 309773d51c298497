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
