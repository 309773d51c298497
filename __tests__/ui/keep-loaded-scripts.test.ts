import { keepLoadedScripts } from "../../src/offline/keep-loaded-scripts"

const entry = (name: string) => ({ name }) as PerformanceEntry

describe("keeping the scripts loaded before the worker took control", () => {
  it("fetches this site's scripts and static query results again, through the worker, and nothing else", () => {
    const origin = document.location.origin
    const urls = keepLoadedScripts(document, [
      entry(`${origin}/react-helmet-3f9a.js`),
      entry(`${origin}/page-data/program/page-data.json`),
      entry(`${origin}/page-data/sq/d/3341048666.json`),
      entry("https://www.googletagmanager.com/gtm.js"),
      entry(`${origin}/component---src-account-header-account-tsx-77aa.js`),
    ])
    expect(urls).toEqual([
      `${origin}/react-helmet-3f9a.js`,
      `${origin}/page-data/sq/d/3341048666.json`,
      `${origin}/component---src-account-header-account-tsx-77aa.js`,
    ])
    const links = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute("href"))
    expect(links).toEqual(urls)
  })
})
