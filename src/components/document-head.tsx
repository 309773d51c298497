import React, { lazy, Suspense, type ComponentType, type ReactNode } from "react"
import type { HelmetProps } from "react-helmet"

/**
 * react-helmet, fetched when it is first needed. The server's HTML already
 * carries each page's head (gatsby-plugin-react-helmet renders it at build
 * time), so a visitor's first page never needs react-helmet's code; it is
 * needed once they move to another page inside the site. Leaving it out of
 * the first load keeps content pages within their 80 KB of JavaScript.
 */
const Helmet = lazy<ComponentType<HelmetProps>>(() =>
  import("react-helmet")
    .then((module) => ({ default: module.Helmet }))
    .catch((error: Error) => {
      // Offline with the chunk not yet cached: the page works, its title stays the last page's.
      console.error(`The page head could not be updated: ${error.message}`)
      return { default: () => null }
    }),
)

declare global {
  interface Window {
    /** The path Gatsby rendered this document's HTML for. */
    pagePath?: string
  }
}

let navigatedInBrowser = false
let serverHeadStands: boolean | undefined

/**
 * True while the browser shows the very page whose HTML (and head) the
 * server sent. Not so when the offline worker answered with its app shell,
 * or a 404 document stands in for a missing path: the head is rendered then.
 */
function showingServerPage(): boolean {
  if (navigatedInBrowser) return false
  serverHeadStands ??= [window.location.pathname, decodeURI(window.location.pathname)].includes(window.pagePath ?? "")
  return serverHeadStands
}

/**
 * Fetches react-helmet's chunk ahead of need: after the first page is up,
 * when the browser is idle (so an in-site navigation, or a page opened
 * offline from the worker's app shell, finds it ready and cached), and at
 * once on a navigation.
 */
export function preloadDocumentHead(): void {
  import("react-helmet").catch(() => {
    // Reported by the lazy component above when it is needed.
  })
}

/**
 * The visitor moved to another page without a full load (gatsby-browser's
 * onPreRouteUpdate with a previous location): from now on the head follows
 * the page.
 */
export function followNavigation(): void {
  navigatedInBrowser = true
  preloadDocumentHead()
}

/**
 * The one way to put tags in the document head. On the server, and in the
 * browser whenever it shows another page than the one the server's HTML was
 * made for, it renders react-helmet; on the page the browser loaded, the
 * server's head stands and nothing is rendered. The Suspense boundary is
 * there on both sides, so hydration matches.
 * `defer={false}` because titles can fail to update in background tabs with
 * the offline plugin on.
 */
export function DocumentHead({ children, lang }: { children: ReactNode; lang?: string }) {
  const render = typeof window === "undefined" || !showingServerPage()
  return (
    <Suspense fallback={null}>
      {render ? (
        <Helmet defer={false} htmlAttributes={lang ? { lang } : undefined}>
          {children}
        </Helmet>
      ) : null}
    </Suspense>
  )
}
