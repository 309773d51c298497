import React, { type ComponentType } from "react"

import { COOKIE_PAGE } from "../analytics/consent"
import { TrailerPlayer } from "../trailer/trailer-player"
import { coverImageOf, productionsOf, type BlockProps } from "./types"

type CoverBlock = ComponentType<BlockProps<"cover">>

/**
 * The cover block of the templates that draw a production's page: its
 * trailer in the picture's place when it has one (the picture is the
 * trailer's frame until it is played), `Cover` otherwise. Given the text
 * blocks' cover rather than importing it, so that the text template's copy
 * of the text blocks stays one module (webpack joins a module into its
 * importer only while it has no other) and no other page carries the
 * player's code.
 */
export const withTrailer = (Cover: CoverBlock): CoverBlock =>
  function ProductionCover(props) {
    const production = props.block.props.image ? undefined : productionsOf(props.sources)[0]
    const poster = production && coverImageOf(production)
    if (!production?.trailer || !poster) return <Cover {...props} />
    return (
      <TrailerPlayer title={production.title} video={production.trailer} poster={poster} cookiePage={COOKIE_PAGE} />
    )
  }
