import React from "react"

import { formatDate } from "../components/oslo-time"
import { HtmlContent } from "./html-content"
import { articlesOf, type BlockProps } from "./types"

export function Article({ sources }: BlockProps<"article">) {
  const article = articlesOf(sources)[0]
  if (!article) return null
  return (
    <article className="article">
      <h1>{article.title}</h1>
      <p className="article__meta">
        Publisert <time dateTime={new Date(article.createdAt).toISOString()}>{formatDate(article.createdAt)}</time>
      </p>
      <HtmlContent html={article.content} />
    </article>
  )
}
