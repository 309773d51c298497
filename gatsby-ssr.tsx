import type { GatsbySSR } from "gatsby"
import React from "react"

import "./src/styles/global.css"

/**
 * `js` on <html> before the first paint, when scripts run at all: what
 * appears with JavaScript can hold its place from the start (the programme's
 * filters), and take none when scripts are off.
 */
const MARK_SCRIPTS = 'document.documentElement.classList.add("js")'

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "nb" })
  setHeadComponents([<script key="mark-scripts" dangerouslySetInnerHTML={{ __html: MARK_SCRIPTS }} />])
}
