import React from "react"

import { HtmlContent } from "./html-content"
import { articlesOf, productionsOf, type BlockProps } from "./types"

export function Content({ block, sources }: BlockProps<"content">) {
  const html = block.props.html ?? (articlesOf(sources)[0]?.content || productionsOf(sources)[0]?.contents[0]?.body)
  return html ? <HtmlContent html={html} /> : null
}
