import { render } from "@testing-library/react"
import React from "react"

import { BlockList } from "../../../src/blocks/block-list"
import { block, sources } from "./fixtures"

/** The programme block over the fixtures' film and concert, as the programme page places it. */
export const renderProgramme = () =>
  render(
    <BlockList
      pageTitle="Program"
      sources={sources}
      blocks={[block("program", "program", { heading: "Program" }, 0, { data: ["programme"] })]}
    />,
  )
