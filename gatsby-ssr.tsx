import type { GatsbySSR } from "gatsby"
import React, { isValidElement, type ReactNode } from "react"

import { PreviewBanner, previewHead } from "./src/frame/preview-banner"
import { APPLE_TOUCH_ICON } from "./src/offline/web-app-manifest"
import { PolicyMeta, policyFor } from "./src/security/policy-meta"
import "./src/styles/global.css"

/**
 * `js` on <html> before the first paint, when scripts run at all: what
 * appears with JavaScript can hold its place from the start (the programme's
 * filters), and take none when scripts are off.
 */
const MARK_SCRIPTS = 'document.documentElement.classList.add("js")'

/** The offline plugin's app shell: the frame its service worker hands out for a page not yet visited. */
const APP_SHELL = "/offline-plugin-app-shell-fallback/"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
  pathname,
}) => {
  setHtmlAttributes({ lang: "nb" })
  // A preview of drafts says so on every page, and keeps search engines out (docs/deploy.md, "Preview of drafts").
  if (__SITE_PREVIEW__) {
    setHeadComponents(previewHead())
    setPreBodyComponents([<PreviewBanner key="preview-banner" />])
  }
  setHeadComponents([
    <script key="mark-scripts" dangerouslySetInnerHTML={{ __html: MARK_SCRIPTS }} />,
    // Safari's home-screen icon; other browsers take theirs from the manifest.
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />,
    // Every HTML document needs a title; the page drawn into the shell brings its own through its
    // Head export, and Gatsby's runtime removes what it marked as a page's head (data-gatsby-head)
    // and is not in the new one: marked so, the shell's title gives way instead of standing first.
    ...(pathname === APP_SHELL
      ? [
          <title key="app-shell-title" data-gatsby-head>
            Laster siden …
          </title>,
        ]
      : []),
  ])
}

/**
 * The app shell's refresh for visitors without scripts, written as HTML
 * wants it (`0; url=…`: the plugin leaves out the space, which the Nu Html
 * Checker reports as an error).
 */
function validRefresh(component: ReactNode): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(component) || component.type !== "noscript") return component
  const meta = component.props.children
  if (!isValidElement<{ httpEquiv?: string; content?: string }>(meta) || meta.props.httpEquiv !== "refresh") {
    return component
  }
  const content = (meta.props.content ?? "").replace(/^(\d+);\s*url=/i, "$1; url=")
  return React.cloneElement(component, {}, React.cloneElement(meta, { content }))
}

/** Every script of the page is in place now: the page's security policy lists their hashes, first in the head. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  getPostBodyComponents,
}) => {
  if (process.env.NODE_ENV !== "production") return
  const head = getHeadComponents().map(validRefresh)
  const policy = policyFor([...head, ...getPreBodyComponents(), ...getPostBodyComponents()])
  replaceHeadComponents([<PolicyMeta key="content-security-policy" policy={policy} />, ...head])
}
