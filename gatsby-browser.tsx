import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

import { guardNavigation } from "./src/analytics/navigation-guard"
import { announceSlowNavigation, endSlowNavigation } from "./src/navigation/slow-navigation"
import { reloadWhenReplaced } from "./src/offline/reload-on-new-worker"
import { watchResourceFailures } from "./src/offline/resource-failures"
import "./src/styles/global.css"

/**
 * Runs a step whose code loads when it is needed. Its chunk can fail to load
 * (the network gone at that moment): that is logged and the step skipped,
 * never left as an unhandled rejection, which Gatsby answers by loading the
 * whole page again (offline: the page "Du er uten nett").
 */
function whenLoaded<Module>(step: string, load: () => Promise<Module>, run: (module: Module) => void): void {
  load().then(run, (error: Error) => console.error(`${step} could not be loaded: ${error.message}`))
}

/**
 * The first page hydrates as a transition. React 18 hydrates the root at a
 * blocking priority, in one task as long as the page outside its Suspense
 * boundaries; in a transition it yields to the browser every few milliseconds,
 * so a phone paints and answers between the slices. A press on a part not yet
 * hydrated still hydrates that part at once and is answered (React's own
 * replay). A page with no server HTML in it (none here today) is rendered, as
 * Gatsby's default does.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const renderer = (element: ReactElement, container: Element) => {
    if (document.getElementById("gatsby-focus-wrapper")?.children.length) {
      startTransition(() => {
        hydrateRoot(container, element)
      })
    } else createRoot(container).render(element)
  }
  // Gatsby types the renderer as the legacy ReactDOM.render; it calls it with these two arguments only.
  return renderer as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
}

/**
 * The first worker is installed: the site now works offline. Loaded when it
 * happens (once per device), not in every page's first load.
 */
export const onServiceWorkerInstalled: GatsbyBrowser["onServiceWorkerInstalled"] = () => {
  whenLoaded(
    "The offline notice",
    () => import(/* webpackChunkName: "offline-ready" */ "./src/offline/announce"),
    ({ announceOfflineReady }) => announceOfflineReady(),
  )
}

/** A new deploy's worker that replaces the one controlling this page reloads it (src/offline/reload-on-new-worker.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchResourceFailures()
  reloadWhenReplaced()
}

/** A page's data and scripts have taken more than a second: say that they are on their way. */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  announceSlowNavigation()
}

/**
 * The pages shown and fetched ahead, with Gatsby's lister of their
 * resources, whose whole list the offline worker is to be given
 * (src/offline/path-resources.ts): kept until a worker controls the page.
 */
const pathsToRecord = new Map<string, unknown>()

/**
 * Every path this page has recorded. When the worker turns active, the plugin
 * writes its own list, the page data alone, for each path fetched ahead before
 * a worker controlled the page. A worker takes control before it is active,
 * so the whole list may have gone to it already: it is given again after the
 * plugin's, or the plugin's would stand, and offline such a page opened blank.
 */
const pathsRecorded = new Map<string, unknown>()

function recordPaths(pathname?: string, getResourceURLsForPathname?: unknown): void {
  if (pathname) {
    pathsToRecord.set(pathname, getResourceURLsForPathname)
    pathsRecorded.set(pathname, getResourceURLsForPathname)
  }
  if (!navigator.serviceWorker?.controller) return
  const paths = new Map(pathsToRecord)
  pathsToRecord.clear()
  whenLoaded(
    "The offline worker's step that lists what a page needs",
    () => import(/* webpackChunkName: "keep-loaded" */ "./src/offline/keep-loaded-scripts"),
    ({ completePathResources }) => void completePathResources(paths),
  )
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, getResourceURLsForPathname }) => {
  endSlowNavigation()
  recordPaths(location.pathname, getResourceURLsForPathname)
}

/**
 * Gatsby has fetched a link's data ahead: the offline worker is told, and the
 * rest of the page is loaded at idle (src/navigation/load-ahead.ts), whose
 * code comes with the first such link and then hands Gatsby the links in view
 * of the blocks kept as the server drew them: a visitor who saves data, for
 * whom Gatsby fetches nothing ahead, never loads it.
 */
export const onPostPrefetchPathname: GatsbyBrowser["onPostPrefetchPathname"] = ({
  pathname,
  getResourceURLsForPathname,
}) => {
  recordPaths(pathname, getResourceURLsForPathname)
  whenLoaded(
    "Loading ahead",
    () => import(/* webpackChunkName: "load-ahead" */ "./src/navigation/load-ahead"),
    ({ loadAhead, watchKeptLinksOnce }) => {
      watchKeptLinksOnce()
      loadAhead(pathname)
    },
  )
}

/** An in-site navigation into a private page: a document that has loaded the tag manager loads it in full instead. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (__MAY_HAVE_TAG_MANAGER__ && prevLocation) guardNavigation(location.pathname)
}

/**
 * The worker is active: once it controls the page, keep the scripts and data
 * loaded before it did (this module's own chunk among them: it is fetched first),
 * and give it the whole list of every path recorded, after the plugin's.
 */
export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => {
  whenLoaded(
    "The offline worker's step that keeps this page's scripts",
    () => import(/* webpackChunkName: "keep-loaded" */ "./src/offline/keep-loaded-scripts"),
    ({ keepLoadedScripts, whenControlled }) =>
      whenControlled(() => {
        keepLoadedScripts()
        pathsRecorded.forEach((lister, path) => pathsToRecord.set(path, lister))
        recordPaths()
      }),
  )
}
