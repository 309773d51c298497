import type { GatsbyBrowser } from "gatsby"

import { announceOfflineReady } from "./src/offline/announce"
import { watchResourceFailures } from "./src/offline/resource-failures"
import "./src/styles/global.css"

/** A new deploy's worker replaced the one controlling this page: load the new site. */
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = () => {
  window.location.reload()
}

/** The first worker is installed: the site now works offline. */
export const onServiceWorkerInstalled: GatsbyBrowser["onServiceWorkerInstalled"] = () => {
  announceOfflineReady()
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchResourceFailures()
}
