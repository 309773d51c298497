import React from "react"

/**
 * Whether this build is a preview of the CMS's drafts (CMS_PREVIEW=1), fixed
 * when the server render is bundled (gatsby/on-create-webpack-config.ts).
 */
declare global {
  const __SITE_PREVIEW__: boolean
}

export const PREVIEW_BANNER_TEXT = "Forhåndsvisning – ikke publisert"

/**
 * The preview's banner, first in every page's body and outside the React
 * root: server HTML that needs no script and stays through in-site
 * navigation. A named region, so a screen reader lists it among the landmarks.
 */
export function PreviewBanner() {
  return (
    <section className="preview-banner" aria-label="Forhåndsvisning">
      <p>
        <strong>{PREVIEW_BANNER_TEXT}</strong>: utkast fra CMS-et, bare for redaksjonen.
      </p>
    </section>
  )
}

/** The banner's look, in the preview's head only: the live site's stylesheet (inlined in every page) stays as it is. */
const BANNER_STYLE =
  ".preview-banner{background:#ffcf4a;color:#000;border-bottom:4px solid #000;padding:.5rem 1rem;text-align:center}" +
  ".preview-banner p{margin:0}"

/** Search engines keep out of the preview, whoever finds its address; and the banner's style. */
export function previewHead() {
  return [
    <meta key="preview-robots" name="robots" content="noindex, nofollow" />,
    <style key="preview-banner-style">{BANNER_STYLE}</style>,
  ]
}
