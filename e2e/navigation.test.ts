/**
 * How the built site moves between pages and what it does when a page's
 * resources are slow or fail. Most of it is Gatsby's runtime (see the
 * table of where each behaviour lives, in docs/offline.md); these tests prove it in
 * Chromium, with the service worker blocked so that request routing sees
 * every request.
 */
import type { Locator, Page } from "@playwright/test"

import { SLOW_NAVIGATION_TEXT } from "../src/navigation/slow-navigation"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

// Without the offline worker, so that request routing sees every request the page makes.
test.use({ serviceWorkers: "block" })

/** Marks the window, so a test can tell an in-site navigation from a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { beforeNavigating: true }))
const windowIsMarked = (page: Page) => page.evaluate(() => "beforeNavigating" in window)

async function followMenuLink(page: Page, name: string): Promise<void> {
  await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name, exact: true }).first().click()
}

/** Waits until Gatsby holds the page at `pathname` in memory, loaded ahead (src/navigation/load-ahead.ts). */
async function loadedAhead(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction(
    (path) => (window as { ___loader?: { loadPageSync: (path: string) => unknown } }).___loader?.loadPageSync(path),
    pathname,
    // Gatsby's three seconds, the fetches, and room for a busy machine; without loading ahead it never comes.
    { timeout: 20_000 },
  )
}

/** From now on, the paths of what Gatsby asks for to draw a page: its data (the build's, the queries') and templates. */
function pageRequests(page: Page): string[] {
  const asked: string[] = []
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith("/page-data/") || pathname.startsWith("/component---")) asked.push(pathname)
  })
  return asked
}

/** A page (home unless said) with its scripts up and the network quiet, its window marked to tell a new document. */
async function openAndMarkWindow(page: Page, path = "/"): Promise<void> {
  await page.goto(`${BASE_URL}${path}`)
  await expect(page.locator("html.js")).toBeAttached()
  await page.waitForLoadState("networkidle")
  await markWindow(page)
}

/** Brings a link into view, waits until its page is loaded ahead, and taps it: the page opens in this window, asking for nothing. */
async function tapLoadedAhead(page: Page, link: Locator): Promise<void> {
  const pathname = (await link.getAttribute("href")) ?? ""
  await link.scrollIntoViewIfNeeded()
  await loadedAhead(page, pathname)
  const asked = pageRequests(page)
  await link.click()
  await expect(page).toHaveURL(`${BASE_URL}${pathname}`)
  await expect(page.locator("h1")).not.toHaveText("")
  expect(asked).toEqual([])
  expect(await windowIsMarked(page)).toBe(true)
}

test.describe("moving between pages", () => {
  test("loads the next page's data, one file for its path, without loading a new document", async ({ page }) => {
    // Asked for from before the page opens: Gatsby fetches a link's data ahead when the browser is
    // idle and keeps it, and the click then asks for nothing. On a busy machine that came before the
    // network was quiet (run D2, 29 November 2026), and a wait begun after it waited in vain.
    const pageData = page.waitForRequest(`${BASE_URL}/page-data/festivalhotell/page-data.json`)
    await openAndMarkWindow(page)
    await followMenuLink(page, "Festivalhotell")
    await pageData
    await expect(page).toHaveTitle("Ramaskrik | Festivalhotell")
    expect(await windowIsMarked(page)).toBe(true)
  })

  test("moves from a page of text to the programme, whose template and blocks' own code load on demand", async ({
    page,
  }) => {
    // Each kind of page has its template (src/content-model/page-templates.ts): home draws text
    // only, the programme its showtimes, and a showtime row loads its plan toggle by itself. Asked
    // for from before the page opens: the template comes on the click, or ahead of it once Gatsby
    // has fetched the link's data (src/navigation/load-ahead.ts), whichever is first.
    const template = page.waitForRequest(/\/component---src-templates-page-programme-tsx-[0-9a-f]+\.js$/)
    await openAndMarkWindow(page)
    await followMenuLink(page, "Program")
    await template
    await expect(page).toHaveTitle("Ramaskrik | Program")
    const toggle = page.getByRole("button", { name: /^Legg .+ i planen$/i }).first()
    await expect(toggle).toHaveAttribute("aria-pressed", "false")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-pressed", "true")
    expect(await windowIsMarked(page)).toBe(true)
  })

  test("asks the network for nothing on a tap on a link in view, once the page is idle", async ({ page }) => {
    // Gatsby fetches the data of the links in view three seconds after they come into view;
    // load-ahead.ts then loads the rest of each such page (template, query results) at idle.
    await openAndMarkWindow(page)
    await loadedAhead(page, "/program/")
    const asked = pageRequests(page)
    await followMenuLink(page, "Program")
    await expect(page).toHaveTitle("Ramaskrik | Program")
    expect(asked).toEqual([])
    expect(await windowIsMarked(page)).toBe(true)
  })

  test("asks for nothing on a tap on a link in a block kept as the server drew it, once it has been in view", async ({
    page,
  }) => {
    // Home's news cards are kept as the server drew them (static-html.tsx), not Gatsby Links:
    // load-ahead.ts hands Gatsby the ones in view, and loads their pages ahead as it does a Link's.
    await openAndMarkWindow(page)
    await tapLoadedAhead(page, page.locator(".static-html a[href^='/article/']").first())
  })

  test("asks for nothing on a tap on a programme row's title once it has been in view, drawn first or reached by a link", async ({
    page,
  }) => {
    // The rows' titles are plain links with one observer for all (src/components/plain-link.tsx), not Gatsby Links.
    const titles = page.locator("li[data-showtime] .showtime__title a:not(.trailer-link)")
    await openAndMarkWindow(page, "/program/")
    // The last row's: far below the first screen, so only its coming into view fetches it.
    await tapLoadedAhead(page, titles.last())

    // Back, the programme is drawn by React, not hydrated: a row in the middle, never in view so far.
    await page.goBack()
    await expect(page).toHaveURL(`${BASE_URL}/program/`)
    await tapLoadedAhead(page, titles.nth(Math.floor((await titles.count()) / 2)))
  })

  test("swaps the head with the page (title, canonical address, description), never doubling a tag", async ({
    page,
  }) => {
    // The head has no roles or text a visitor meets: its tags are found as a search engine reads them.
    const head = (selector: string) => page.locator(`head ${selector}`)
    const canonical = head('link[rel="canonical"]')
    await openAndMarkWindow(page)
    const homeDescription = await head('meta[name="description"]').getAttribute("content")
    await expect(canonical).toHaveAttribute("href", /^https?:\/\/[^/]+\/$/)

    await followMenuLink(page, "Festivalhotell")
    await expect(page).toHaveTitle("Ramaskrik | Festivalhotell")
    await expect(canonical).toHaveAttribute("href", /\/festivalhotell\/$/)
    await followMenuLink(page, "Program")
    await expect(page).toHaveTitle("Ramaskrik | Program")
    await expect(canonical).toHaveAttribute("href", /\/program\/$/)
    expect(await windowIsMarked(page)).toBe(true)

    await expect(head("title")).toHaveCount(1)
    await expect(canonical).toHaveCount(1)
    await expect(head('meta[property="og:title"]')).toHaveAttribute("content", "Ramaskrik | Program")
    await expect(head('meta[property="og:url"]')).toHaveAttribute("content", /\/program\/$/)
    for (const tag of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[property="og:url"]']) {
      await expect(head(tag)).toHaveCount(1)
    }
    await expect(head('meta[name="description"]')).not.toHaveAttribute("content", homeDescription ?? "")
  })

  test("says after a second that a slow page is on its way, then shows it", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await page.waitForLoadState("networkidle")
    await page.route("**/page-data/reisen-hit/page-data.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    const clicked = Date.now()
    await followMenuLink(page, "Reisen hit")
    const notice = page.getByRole("status").filter({ hasText: SLOW_NAVIGATION_TEXT })
    await expect(notice).toBeVisible()
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000)
    await expect(page).toHaveTitle("Ramaskrik | Reisen hit")
    await expect(notice).toHaveCount(0)
  })

  test("loads the page in full when its data cannot be fetched", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await page.waitForLoadState("networkidle")
    await markWindow(page)
    await page.route("**/page-data/frivillig/page-data.json", (route) => route.abort("failed"))
    const document = page.waitForRequest(
      (request) => request.url() === `${BASE_URL}/frivillig/` && request.resourceType() === "document",
    )
    await followMenuLink(page, "Frivillig")
    await document
    await expect(page.getByRole("heading", { level: 1 }).filter({ hasText: /frivillig/i })).toBeVisible()
    expect(await windowIsMarked(page)).toBe(false)
  })
})

test.describe("the service worker", () => {
  test("logs why it could not be registered", async ({ page }) => {
    const logged: string[] = []
    page.on("console", (message) => logged.push(`${message.type()}: ${message.text()}`))
    await page.goto(`${BASE_URL}/`)
    await page.waitForLoadState("networkidle")
    expect(logged.some((line) => line.startsWith("error: Error during service worker registration"))).toBe(true)
  })
})

test.describe("a script that fails to load after the page is up", () => {
  test("is logged as a bundle loading error, kept in the history, and its caller says what it means", async ({
    page,
  }) => {
    const logged: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text())
    })
    // The search library, which the search page fetches once it is up, fails to arrive.
    await page.route("**/*.js", async (route) => {
      const response = await route.fetch()
      if ((await response.text()).includes("MiniSearch: duplicate")) await route.abort("connectionrefused")
      else await route.fulfill({ response })
    })
    await page.goto(`${BASE_URL}/search/?q=orgel`)
    await expect(page.getByRole("alert").filter({ hasText: "Søket virker ikke akkurat nå" })).toBeVisible()
    expect(logged.some((line) => line.startsWith("bundle loading error"))).toBe(true)
    const history = await page.evaluate(() => window.__ramaskrikFailedResources ?? [])
    expect(history.length).toBeGreaterThanOrEqual(1)
    expect(history.length).toBeLessThanOrEqual(5)
  })
})
