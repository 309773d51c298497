import React, { type ReactNode } from "react"

import { PlainLink } from "../components/plain-link"
import { kindLabel } from "../content-model/production-kinds"
import { TrailerLink } from "./trailer-link"
import type { EventData } from "./types"

/**
 * A showtime row's production in a list of many (ShowtimeRow's `title`): its title as a link to its
 * page, its kind and its trailer. Called by the row, not drawn as a component of its own: one fewer
 * for React to hydrate in each of the programme's 86 rows.
 */
export function showtimeTitle(production: EventData["production"]): ReactNode {
  return (
    <span className="showtime__title">
      {production.path ? <PlainLink to={production.path}>{production.title}</PlainLink> : production.title}{" "}
      <span className="showtime__kind">{kindLabel(production.objectClass)}</span>
      {production.hasTrailer && production.path && <TrailerLink path={production.path} title={production.title} />}
    </span>
  )
}
