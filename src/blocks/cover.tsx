import React from "react"

import { Picture } from "./picture"
import { articlesOf, coverImageOf, productionsOf, type BlockProps, type ImageData } from "./types"

function sourceImage(sources: BlockProps<"cover">["sources"]): ImageData | undefined {
  const production = productionsOf(sources)[0]
  if (production) return coverImageOf(production)
  const article = articlesOf(sources)[0]
  return article?.image ? { url: article.image, alt: "", width: 1600, height: 900 } : undefined
}

export function Cover({ block, sources }: BlockProps<"cover">) {
  const image = block.props.image ?? sourceImage(sources)
  if (!image) return null
  return (
    <figure className="cover">
      <Picture image={image} eager />
      {block.props.heading && <figcaption className="cover__heading">{block.props.heading}</figcaption>}
    </figure>
  )
}
