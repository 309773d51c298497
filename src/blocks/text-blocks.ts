import type { TemplateBlock } from "../content-model/page-templates"
import { Article } from "./article"
import { ArticleCardList } from "./article-card-list"
import { Content } from "./content"
import { Cover } from "./cover"
import { ManualCardList } from "./manual-card-list"
import { NewsletterSubscribe } from "./newsletter-subscribe"
import { QuickLinks } from "./quick-links"
import { Slideshow } from "./slideshow"
import { Title } from "./title"
import type { BlockRegistry } from "./types"

/** The blocks of text, pictures, cards and the newsletter form: every page template draws them. */
export const TEXT_BLOCK_REGISTRY: BlockRegistry<TemplateBlock<"page-text">> = {
  slideshow: Slideshow,
  "article-card-list": ArticleCardList,
  "quick-links": QuickLinks,
  "manual-card-list": ManualCardList,
  "newsletter-subscribe": NewsletterSubscribe,
  cover: Cover,
  title: Title,
  content: Content,
  article: Article,
}
