import { keepLoadedScripts, whenControlled } from "../../src/offline/keep-loaded-scripts"

import { workerContainer } from "./support/worker-container"

const entry = (name: string) => ({ name }) as PerformanceEntry

describe("keeping the scripts loaded before the worker took control", () => {
  afterEach(() => jest.useRealTimers())

  it("fetches this site's scripts and page data again, through the worker, and nothing else", () => {
    jest.useFakeTimers()
    const origin = document.location.origin
    const urls = keepLoadedScripts(document, [
      entry(`${origin}/react-helmet-3f9a.js`),
      entry(`${origin}/page-data/program/page-data.json`),
      entry(`${origin}/page-data/sq/d/3341048666.json`),
      entry("https://www.googletagmanager.com/gtm.js"),
      entry(`${origin}/component---src-account-header-account-tsx-77aa.js`),
      entry(`${origin}/page-data/min-side/page-data.json`),
      entry(`${origin}/page-data/app-data.json`),
      entry(`${origin}/images/trolljegeren.svg`),
    ])
    expect(urls).toEqual([
      `${origin}/react-helmet-3f9a.js`,
      `${origin}/page-data/program/page-data.json`,
      `${origin}/page-data/sq/d/3341048666.json`,
      `${origin}/component---src-account-header-account-tsx-77aa.js`,
      `${origin}/page-data/min-side/page-data.json`,
      `${origin}/page-data/app-data.json`,
    ])
    const links = () =>
      [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute("href"))
    // One fetch starts in each idle moment, none in the task that asked: twenty at once were a
    // long task on a first visit.
    urls.forEach((url, index) => {
      expect(links()).toEqual(urls.slice(0, index))
      jest.runOnlyPendingTimers()
    })
    expect(links()).toEqual(urls)
    jest.runAllTimers()
    expect(links()).toEqual(urls)
  })
})

describe("waiting for the worker to control the page", () => {
  it("fetches nothing again until the worker controls the page, then once", () => {
    const container = workerContainer()
    const keep = jest.fn()
    whenControlled(keep, container)
    expect(keep).not.toHaveBeenCalled()
    container.takeOver()
    container.takeOver()
    expect(keep).toHaveBeenCalledTimes(1)
  })

  it("fetches at once when the worker already controls the page", () => {
    const container = workerContainer()
    container.takeOver()
    const keep = jest.fn()
    whenControlled(keep, container)
    expect(keep).toHaveBeenCalledTimes(1)
  })
})
