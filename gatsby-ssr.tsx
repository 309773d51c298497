import type { GatsbySSR } from "gatsby"
import React from "react"

import { PolicyMeta, policyFor } from "./src/security/policy-meta"
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

/** Every script of the page is in place now: the page's security policy lists their hashes, first in the head. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  getPostBodyComponents,
}) => {
  if (process.env.NODE_ENV !== "production") return
  const head = getHeadComponents()
  const policy = policyFor([...head, ...getPreBodyComponents(), ...getPostBodyComponents()])
  replaceHeadComponents([<PolicyMeta key="content-security-policy" policy={policy} />, ...head])
}
