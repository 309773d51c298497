import { expect, type Page } from "@playwright/test"

import { keptForTheWorker } from "../../src/offline/keep-loaded-scripts"

/**
 * Waits until the page is up: hydrated, its mount effects run (the search
 * field has read the address, the programme its filter) and the parts that
 * load after that begun. The header's account link is one of those parts, on
 * every page. `window.___navigate` alone is not enough: Gatsby defines it
 * before React has hydrated, and what is typed or navigated to before the
 * mount effects run can be undone by them on a busy machine.
 */
export async function pageIsUp(page: Page): Promise<void> {
  await expect(page.getByRole("banner").getByRole("link", { name: /^(Logg inn$|Innlogget som )/ })).toBeVisible()
  await page.waitForFunction(() => "___navigate" in window)
}

/** Waits until the offline worker controls the page. */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 })
}

/**
 * Waits until the offline worker would serve `pathname` without a network, by
 * gatsby-plugin-offline's own rule (its sw-append.js): the page told the
 * worker which resources the path needs (idb-keyval's store), and the worker
 * has cached every one. Being in control is not enough: the worker caches a
 * page's resources after it takes control, and where one is missing it sends
 * the whole page to the network, which offline fails as a bare
 * net::ERR_FAILED. Here the test says what is missing instead. And every
 * script and page data the page loaded is cached too: the chunks loaded after
 * the first render, which the site fetches again through the worker one idle
 * moment at a time (src/offline/keep-loaded-scripts.ts).
 */
export async function workerCanServe(page: Page, pathname: string): Promise<void> {
  // expect.poll and evaluate, not waitForFunction, which would take the predicate's promise as a truthy answer.
  const cached = async () => {
    const resources = await workerRecord(page, pathname)
    if (!resources) return false
    const { loaded, origin } = await page.evaluate(() => ({
      loaded: performance.getEntriesByType("resource").map((entry) => entry.name),
      origin: location.origin,
    }))
    return page.evaluate(
      async (listed) => (await Promise.all(listed.map((resource) => caches.match(resource)))).every(Boolean),
      [...resources, ...keptForTheWorker(loaded, origin)],
    )
  }
  await expect
    .poll(cached, {
      message: `the offline worker has cached every resource the page listed for ${pathname}, and every script it loaded`,
      timeout: 30_000,
    })
    .toBe(true)
}

/** The resources the page told the offline worker `pathname` needs (idb-keyval's store), if it has. */
function workerRecord(page: Page, pathname: string): Promise<string[] | undefined> {
  return page.evaluate(
    (path) =>
      new Promise<string[] | undefined>((resolve) => {
        // Opened as idb-keyval opens it (version 1, store "keyval"), so the worker finds it as it expects.
        const open = indexedDB.open("keyval-store", 1)
        open.onupgradeneeded = () => open.result.createObjectStore("keyval")
        open.onerror = () => resolve(undefined)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction("keyval").objectStore("keyval").get(`resources:${path}`)
          read.onsuccess = () => resolve(Array.isArray(read.result) ? read.result : undefined)
          read.onerror = () => resolve(undefined)
          db.close()
        }
      }),
    pathname,
  )
}

/**
 * Waits until the offline worker's record for `pathname` names the page's
 * template (src/offline/path-resources.ts completes the plugin's list, which
 * holds the page data alone): until then the worker would answer the path
 * offline with its app shell even when the template is not cached.
 */
export async function workerKnowsTemplate(page: Page, pathname: string): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await workerRecord(page, pathname)) ?? []).some((resource) => /\/component---.+\.js$/.test(resource)),
      {
        message: `the offline worker's record for ${pathname} names the page's template`,
        timeout: 30_000,
      },
    )
    .toBe(true)
}

/** Waits until every QR code on the page has loaded its image. */
export async function qrImagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>("img[alt^='QR-kode']")].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  )
}
