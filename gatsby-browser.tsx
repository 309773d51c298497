import type { GatsbyBrowser } from "gatsby"

import { guardNavigation } from "./src/analytics/navigation-guard"
import { announceSlowNavigation, endSlowNavigation } from "./src/navigation/slow-navigation"
import { watchResourceFailures } from "./src/offline/resource-failures"
import "./src/styles/global.css"

/** A new deploy's worker replaced the one controlling this page: load the new site. */
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = () => {
  window.location.reload()
}

/**
 * The first worker is installed: the site now works offline. Loaded when it
 * happens (once per device), not in every page's first load.
 */
export const onServiceWorkerInstalled: GatsbyBrowser["onServiceWorkerInstalled"] = () => {
  void import(/* webpackChunkName: "offline-ready" */ "./src/offline/announce").then(({ announceOfflineReady }) =>
    announceOfflineReady(),
  )
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchResourceFailures()
}

/** A page's data and scripts have taken more than a second: say that they are on their way. */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  announceSlowNavigation()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  endSlowNavigation()
}

/** An in-site navigation into a private page: a document that has loaded the tag manager loads it in full instead. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (__MAY_HAVE_TAG_MANAGER__ && prevLocation) guardNavigation(location.pathname)
}

/**
 * The worker is active: once it controls the page, keep the scripts and data
 * loaded before it did (this module's own chunk among them: it is fetched first).
 */
export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => {
  void import(/* webpackChunkName: "keep-loaded" */ "./src/offline/keep-loaded-scripts").then(
    ({ keepLoadedScripts, whenControlled }) => whenControlled(() => keepLoadedScripts()),
  )
}
