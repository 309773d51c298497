/**
 * What the offline worker is told a page needs, as the site and
 * gatsby-plugin-offline tell it from the page (both gatsby-browser files, their
 * hooks called in Gatsby's order: the plugin's, then the site's). The worker
 * answers a page it has a list for, and every resource of the list cached, with
 * the app shell; offline, a page whose template is not cached must instead get
 * "Du er uten nett" (src/offline/path-resources.ts).
 */
import { waitFor } from "@testing-library/react"
import type { GatsbyBrowser } from "gatsby"

import * as site from "../../gatsby-browser"
import { intersections } from "../support/intersections"

/** The plugin's own hooks, as Gatsby runs them in the browser (it ships no types). */
const plugin = jest.requireActual<GatsbyBrowser>("gatsby-plugin-offline/gatsby-browser")

const LOGIN_DATA = "/page-data/logg-inn/page-data.json"
const LOGIN_CHUNK = "/component---src-templates-account-page-tsx-1f2e.js"
const PROGRAMME_DATA = "/page-data/program/page-data.json"
const PROGRAMME_CHUNK = "/component---src-templates-page-tsx-ab57.js"

/** Gatsby's lister: for a page fetched ahead, Gatsby 5.16 gives its page data alone. */
const lister = (path: string) => [`/page-data${path}page-data.json`]

type Message = { gatsbyApi: string; path?: string; resources?: string[] }

/** The worker as the page sees it: not yet in control, then in control and active. */
function worker() {
  const messages: Message[] = []
  const active = { postMessage: (message: Message) => messages.push(message) }
  const container = Object.assign(new EventTarget(), { controller: null as typeof active | null })
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true })
  return {
    messages,
    takeControl: () => {
      container.controller = active
      container.dispatchEvent(new Event("controllerchange"))
    },
    /** What the worker last heard `path` needs. */
    listFor: (path: string) => messages.filter((message) => message.path === path).at(-1)?.resources,
    active,
  }
}

beforeAll(() => {
  intersections().install()
  // jsdom keeps no resource timings: the scripts the page loaded, which the site has the worker keep too.
  Object.assign(performance, { getEntriesByType: () => [] })
  // As Gatsby 5 writes the chunk mapping into every page: a string.
  Object.assign(window, {
    ___chunkMapping: JSON.stringify({
      "component---src-templates-account-page-tsx": [LOGIN_CHUNK],
      "component---src-templates-page-tsx": [PROGRAMME_CHUNK],
    }),
  })
  // The worker's cache holds both pages' data, which Gatsby fetched ahead through it.
  const pageData: Record<string, object> = {
    [LOGIN_DATA]: { componentChunkName: "component---src-templates-account-page-tsx", staticQueryHashes: [] },
    [PROGRAMME_DATA]: { componentChunkName: "component---src-templates-page-tsx", staticQueryHashes: [] },
  }
  Object.defineProperty(window, "caches", {
    configurable: true,
    value: {
      match: async (request: RequestInfo | URL) => {
        const body = pageData[String(request)]
        return body && new Response(JSON.stringify(body))
      },
    },
  })
})

/** A Gatsby hook, called as Gatsby calls it: the plugin's first, then the site's. */
function gatsbyCalls<Hook extends keyof GatsbyBrowser>(hook: Hook, args: object): void {
  ;[plugin, site].forEach((file) => {
    const run = (file as Record<string, unknown>)[hook]
    if (typeof run === "function") run(args)
  })
}

it("keeps the whole list of a page fetched ahead before the worker was in control, when the worker turns active", async () => {
  const { takeControl, listFor, active } = worker()
  // Home's header links to the sign-in page: Gatsby fetched its data ahead, before any worker.
  gatsbyCalls("onPostPrefetchPathname", { pathname: "/logg-inn/", getResourceURLsForPathname: lister })

  // The worker claims the page (it does so as it activates), and another link's data is fetched ahead.
  takeControl()
  gatsbyCalls("onPostPrefetchPathname", { pathname: "/program/", getResourceURLsForPathname: lister })
  await waitFor(() => expect(listFor("/logg-inn/")).toEqual([LOGIN_CHUNK, LOGIN_DATA]))

  // Only then is it active: the plugin writes its list for what was fetched ahead before it.
  gatsbyCalls("onServiceWorkerActive", { serviceWorker: { active }, getResourceURLsForPathname: lister })

  // Had the plugin's list (the page data alone, which is cached) stood, the worker would answer the sign-in
  // page offline with its app shell, which stays blank without the template.
  await waitFor(() => expect(listFor("/logg-inn/")).toEqual([LOGIN_CHUNK, LOGIN_DATA]))
  expect(listFor("/program/")).toEqual([PROGRAMME_CHUNK, PROGRAMME_DATA])
})
