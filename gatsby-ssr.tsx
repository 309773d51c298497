import type { GatsbySSR } from "gatsby"
import React from "react"

import { RootProviders } from "./src/account/root-providers"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "nb" })
}

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>
