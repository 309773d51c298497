import React from "react"

import { COOKIE_PAGE } from "../analytics/consent"
import { TrailerPlayer } from "../trailer/trailer-player"
import { Cover } from "./cover"
import { coverImageOf, productionsOf, type BlockProps } from "./types"

/**
 * The cover of a production's page: its trailer in the picture's place when
 * it has one (the picture is the trailer's frame until it is played), its
 * picture otherwise. Only the templates of productions' pages draw it, so
 * no other page carries the player's code.
 */
export function ProductionCover(props: BlockProps<"cover">) {
  const production = props.block.props.image ? undefined : productionsOf(props.sources)[0]
  const poster = production && coverImageOf(production)
  if (!production?.trailer || !poster) return <Cover {...props} />
  return <TrailerPlayer title={production.title} video={production.trailer} poster={poster} cookiePage={COOKIE_PAGE} />
}
