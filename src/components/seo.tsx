import React from "react"

export interface SeoProps {
  siteTitle: string
  siteHost: string
  title: string
  path: string
  description?: string
  keywords?: readonly string[]
  image?: string
  favicon?: string
}

/** `{festival} | {page}`, unless the page is the festival itself. */
export function documentTitle(siteTitle: string, title: string): string {
  return title === siteTitle ? siteTitle : `${siteTitle} | ${title}`
}

/**
 * The page's title, canonical address and sharing tags, for a page's `Head`
 * export (Gatsby's Head API): Gatsby writes them into the page's HTML at
 * build time, and its runtime (already in every page's app bundle) swaps
 * them on an in-site navigation. `<html lang="nb">` comes from gatsby-ssr's
 * onRenderBody: the site has one language.
 */
export function Seo({ siteTitle, siteHost, title, path, description, keywords, image, favicon }: SeoProps) {
  const fullTitle = documentTitle(siteTitle, title)
  const url = new URL(path, siteHost).href
  return (
    <>
      <title>{fullTitle}</title>
      <link rel="canonical" href={url} />
      {favicon && <link rel="icon" href={favicon} type={favicon.endsWith(".svg") ? "image/svg+xml" : undefined} />}
      {description && <meta name="description" content={description} />}
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="nb_NO" />
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={new URL(image, siteHost).href} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
    </>
  )
}
