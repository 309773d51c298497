import React from "react"

import { articlesOf, productionsOf, type BlockProps } from "./types"

export function Title({ block, sources, pageTitle }: BlockProps<"title">) {
  const text = block.props.text || productionsOf(sources)[0]?.title || articlesOf(sources)[0]?.title || pageTitle
  return (
    <header className="page-title">
      <h1>{text}</h1>
      {block.props.lead && <p className="page-title__lead">{block.props.lead}</p>}
    </header>
  )
}
