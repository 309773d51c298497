import React, { lazy, Suspense, useState, type ComponentType } from "react"
import type { HelmetProps } from "react-helmet"

import { documentTitle } from "../components/seo"
import { useFestivalSite } from "../components/use-festival-site"

/**
 * react-helmet, fetched the first time a search is typed or opened: the one
 * place the document head changes at run time (every other page's head is
 * rendered at build time through Gatsby's Head API), so no other page, and
 * no search page without a query, loads its code. A chunk that cannot be
 * fetched (offline) leaves the page's own title and is logged, never thrown.
 */
const Helmet = lazy<ComponentType<HelmetProps>>(() =>
  import(/* webpackChunkName: "search-title" */ "react-helmet")
    .then((module) => ({ default: module.Helmet }))
    .catch((error: Error) => {
      console.error(`The search's title could not be updated: ${error.message}`)
      return { default: () => null }
    }),
)

/** "Ramaskrik | Søk: orgel": the tab, the history and a bookmark say what was searched for. */
export function searchTitle(siteTitle: string, pageTitle: string, query: string): string {
  return documentTitle(siteTitle, query ? `${pageTitle}: ${query}` : pageTitle)
}

/**
 * The document's title follows the search field. Once a query has been
 * typed it stays rendered, so that emptying the field gives the page's own
 * title back (react-helmet leaves the title as it was when its last instance goes).
 * `defer={false}`: titles can fail to update in background tabs with the offline plugin on.
 */
export function SearchTitle({ query, pageTitle }: { query: string; pageTitle: string }) {
  const site = useFestivalSite()
  const [searched, setSearched] = useState(false)
  if (query && !searched) setSearched(true)
  if (!searched && !query) return null
  return (
    <Suspense fallback={null}>
      <Helmet defer={false}>
        <title>{searchTitle(site.title, pageTitle, query)}</title>
      </Helmet>
    </Suspense>
  )
}
