import { lazy } from "react"

import { staticBlock } from "../components/static-html"
import type { TemplateBlock } from "../content-model/page-templates"
import { Article } from "./article"
import { ArticleCardList } from "./article-card-list"
import { Content } from "./content"
import { Cover } from "./cover"
import { ManualCardList } from "./manual-card-list"
import { QuickLinks } from "./quick-links"
import { Slideshow } from "./slideshow"
import { Title } from "./title"
import type { BlockRegistry } from "./types"

/**
 * The newsletter form, in a chunk of its own: few pages have one, and it works as a plain form
 * until its code arrives. Its block is a Suspense boundary (HydratesApart), so React keeps the
 * form's server HTML and hydrates it once the chunk is in; a press before that posts the form.
 */
const NewsletterSubscribe = lazy(() =>
  import(/* webpackChunkName: "newsletter" */ "./newsletter-subscribe").then((code) => ({
    default: code.NewsletterSubscribe,
  })),
)

/**
 * The blocks of text, pictures, cards and the newsletter form: every page template draws them.
 * All but the form have nothing to do in the browser: the first page keeps their server HTML
 * unhydrated (staticBlock). A template that draws one of them with work to do (a production's
 * cover with its trailer, production-cover.tsx) wraps it in its own component, which hydrates.
 */
export const TEXT_BLOCK_REGISTRY: BlockRegistry<TemplateBlock<"page-text">> = {
  slideshow: staticBlock(Slideshow),
  "article-card-list": staticBlock(ArticleCardList),
  "quick-links": staticBlock(QuickLinks),
  "manual-card-list": staticBlock(ManualCardList),
  "newsletter-subscribe": NewsletterSubscribe,
  cover: staticBlock(Cover),
  title: staticBlock(Title),
  content: staticBlock(Content),
  article: staticBlock(Article),
}
