import React, { type ComponentProps } from "react"

import { PageBlocks } from "./page-blocks"
import { BLOCK_REGISTRY } from "./registry"

/** The page's visible blocks, drawn from every block there is (a page template draws from its own part). */
export function BlockList(props: Omit<ComponentProps<typeof PageBlocks>, "registry">) {
  return <PageBlocks {...props} registry={BLOCK_REGISTRY} />
}
