import React, { useContext } from "react"

import { LazyFilmAccountPanel } from "../account/lazy-film-account-panel"
import { ageLimitLabel, ageLimitMark, isRated, type RatedAgeLimit } from "../content-model/age-limits"
import { AudiencePanelAfter } from "./audience-panel-place"
import { HtmlContent } from "./html-content"
import { Picture } from "./picture"
import { ProductionHeading } from "./production-heading"
import { productionsOf, type BlockProps, type ProductionData } from "./types"

/** The age limit as a fact beside "Aldersgrense": "15 år", "Tillatt for alle". */
const ageFact = (limit: RatedAgeLimit): string => (limit === "A" ? ageLimitLabel(limit) : ageLimitMark(limit))

/** The editor's facts, then the ones the content model holds in fields of their own (the age limit once it is set). */
const factsOf = ({ features, ageLimit, durationMinutes }: ProductionData) => [
  ...features,
  ...(isRated(ageLimit) ? [{ name: "Aldersgrense", value: ageFact(ageLimit) }] : []),
  ...(durationMinutes ? [{ name: "Lengde", value: `${durationMinutes} min` }] : []),
]

export function MovieInfo({ block, sources }: BlockProps<"movie-info">) {
  const production = productionsOf(sources)[0]
  // The audience panel goes after the page's showtimes where it has them (audience-panel-place.ts).
  const panelAfterShowtimes = useContext(AudiencePanelAfter) !== undefined
  if (!production) return null
  const content = production.contents[0]
  if (block.props.variant === "summary") return <ProductionHeading production={production} summary={content?.summary} />
  const poster = production.assets.find((asset) => asset.type === "poster")
  return (
    <section className="movie-info movie-info--details" aria-label={`Om ${production.title}`}>
      {poster && <Picture className="movie-info__poster" image={poster} />}
      <dl className="movie-info__features">
        {factsOf(production).map((feature) => (
          <div key={feature.name}>
            <dt>{feature.name}</dt>
            <dd>{feature.value}</dd>
          </div>
        ))}
      </dl>
      {content?.body && <HtmlContent html={content.body} />}
      {production.ediNumber && !panelAfterShowtimes && (
        <LazyFilmAccountPanel ediNumber={production.ediNumber} title={production.title} />
      )}
    </section>
  )
}
