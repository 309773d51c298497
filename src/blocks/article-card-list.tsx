import { Link } from "gatsby"
import React from "react"

import { formatDate } from "../components/oslo-time"
import { articlesOf, type BlockProps } from "./types"

export function ArticleCardList({ block, sources }: BlockProps<"article-card-list">) {
  const articles = articlesOf(sources).slice(0, block.props.limit)
  return (
    <section className="card-list" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{block.props.heading || "Nyheter"}</h2>
      <ul className="card-list__items">
        {articles.map((article) => (
          <li key={article.id} className="card">
            <img
              className="card__image"
              src={article.thumbnail}
              alt=""
              width={600}
              height={400}
              loading="lazy"
              decoding="async"
            />
            <h3 className="card__title">
              <Link to={article.path}>{article.title}</Link>
            </h3>
            <p className="card__meta">
              <time dateTime={new Date(article.createdAt).toISOString()}>{formatDate(article.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
