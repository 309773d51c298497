import React from "react"

import type { ImageData } from "./types"

/** An image with its size known up front, so nothing moves when it arrives. */
export function Picture({
  image,
  eager = false,
  className,
}: {
  image: ImageData
  eager?: boolean
  className?: string
}) {
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  )
}
