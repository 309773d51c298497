import type { ComponentType } from "react"

import type { BlockComponent } from "../content-model/blocks"
import { Article } from "./article"
import { ArticleCardList } from "./article-card-list"
import { Content } from "./content"
import { Cover } from "./cover"
import { Events } from "./events"
import { ManualCardList } from "./manual-card-list"
import { MovieInfo } from "./movie-info"
import { NewsletterSubscribe } from "./newsletter-subscribe"
import { Program } from "./program"
import { QuickLinks } from "./quick-links"
import { Search } from "./search"
import { Slideshow } from "./slideshow"
import { TicketList } from "./ticket-list"
import { Title } from "./title"
import type { BlockProps } from "./types"

/** The one map from a block's `component` name to what draws it; the build allows no other names. */
export const BLOCK_REGISTRY: { [C in BlockComponent]: ComponentType<BlockProps<C>> } = {
  slideshow: Slideshow,
  "article-card-list": ArticleCardList,
  "quick-links": QuickLinks,
  "manual-card-list": ManualCardList,
  "newsletter-subscribe": NewsletterSubscribe,
  cover: Cover,
  title: Title,
  content: Content,
  "movie-info": MovieInfo,
  "ticket-list": TicketList,
  program: Program,
  events: Events,
  search: Search,
  article: Article,
}
