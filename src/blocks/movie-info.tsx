import React from "react"

import { HtmlContent } from "./html-content"
import { productionsOf, type BlockProps } from "./types"

const KIND_LABELS: Record<string, string> = {
  film: "Film",
  "short-film": "Kortfilm",
  "stage-show": "Scene",
  concert: "Konsert",
}

export function MovieInfo({ block, sources }: BlockProps<"movie-info">) {
  const production = productionsOf(sources)[0]
  if (!production) return null
  const content = production.contents[0]
  if (block.props.variant === "summary") {
    return (
      <header className="movie-info movie-info--summary">
        <p className="movie-info__kind">{KIND_LABELS[production.objectClass] ?? production.objectClass}</p>
        <h1>{production.title}</h1>
        {content?.summary && <p className="movie-info__summary">{content.summary}</p>}
      </header>
    )
  }
  return (
    <section className="movie-info movie-info--details" aria-label={`Om ${production.title}`}>
      {production.features.length > 0 && (
        <dl className="movie-info__features">
          {production.features.map((feature) => (
            <div key={feature.name}>
              <dt>{feature.name}</dt>
              <dd>{feature.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {content?.body && <HtmlContent html={content.body} />}
    </section>
  )
}
