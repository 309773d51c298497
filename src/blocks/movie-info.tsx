import React from "react"

import { LazyFilmAccountPanel } from "../account/lazy-film-account-panel"
import { kindLabel } from "../content-model/production-kinds"
import { HtmlContent } from "./html-content"
import { Picture } from "./picture"
import { productionsOf, type BlockProps } from "./types"

export function MovieInfo({ block, sources }: BlockProps<"movie-info">) {
  const production = productionsOf(sources)[0]
  if (!production) return null
  const content = production.contents[0]
  if (block.props.variant === "summary") {
    return (
      <header className="movie-info movie-info--summary">
        <p className="movie-info__kind">{kindLabel(production.objectClass)}</p>
        <h1>{production.title}</h1>
        {content?.summary && <p className="movie-info__summary">{content.summary}</p>}
      </header>
    )
  }
  const poster = production.assets.find((asset) => asset.type === "poster")
  return (
    <section className="movie-info movie-info--details" aria-label={`Om ${production.title}`}>
      {poster && <Picture className="movie-info__poster" image={poster} />}
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
      {production.ediNumber && <LazyFilmAccountPanel ediNumber={production.ediNumber} title={production.title} />}
    </section>
  )
}
