/**
 * The cookie question before analytics, as a visitor meets it on the demo
 * site, which names a tag manager container. The tag manager is never
 * fetched from Google: a stand-in answers for it, setting a cookie as
 * Google Analytics would, so that what a "Godta" stores and an "Avvis"
 * removes can be seen.
 */
import type { BrowserContext, Page } from "@playwright/test"

import { CONSENT_STORAGE_KEY } from "../src/analytics/consent"
import { LAST_SEEN_STORAGE_KEY } from "../src/live-status/last-seen"
import { violations } from "./support/axe"
import { controlledByWorker, pageIsUp } from "./support/browser"
import { layoutShiftTotal, recordLayoutShifts } from "./support/layout-shifts"
import { BASE_URL } from "./support/server"
import { GOOGLE_TAGS, expect, test } from "./support/test"

// A visitor who has not answered yet. The offline worker sits out: Playwright would see each
// request it passes on twice (once from the page, once from the worker), and the counts below are per fetch.
test.use({ consent: null, serviceWorkers: "block" })
test.describe.configure({ timeout: 90_000 })

const FILM = "/trolljegeren-dxm1015/"
const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-RMSK2026$/
const STAND_IN = 'document.cookie = "_ga=GA1.1.111.222; path=/; max-age=3600"; window.__tagManagerRan = true'

/** Answers the tag manager's requests with the stand-in, and counts them. */
async function standInTagManager(context: BrowserContext): Promise<() => number> {
  let requests = 0
  await context.route(TAG_MANAGER, (route) => {
    requests += 1
    return route.fulfill({ contentType: "text/javascript", body: STAND_IN })
  })
  return () => requests
}

const question = (page: Page) => page.getByRole("region", { name: "Informasjonskapsler" })
const settingsLink = (page: Page) => page.getByRole("link", { name: "Innstillinger for informasjonskapsler" })

/**
 * Presses the footer's settings link once the page's scripts have taken it over. Before that it is
 * a plain link to the cookie page (as without scripts): the part of the page that takes it over
 * hydrates apart, later than the header on a loaded machine (CI, 27 November), and a real click
 * then left for the cookie page. Each try is a click the page's own handler either takes (and
 * prevents the navigation, so the question opens here) or leaves, and then this one stops the
 * navigation and tries again.
 */
async function openSettings(page: Page): Promise<void> {
  await expect(settingsLink(page)).toBeVisible()
  await expect
    .poll(() =>
      settingsLink(page).evaluate((link) => {
        let taken = false
        window.addEventListener(
          "click",
          (event) => {
            taken = event.defaultPrevented
            event.preventDefault()
          },
          { once: true },
        )
        link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }))
        return taken
      }),
    )
    .toBe(true)
}

/**
 * What the page keeps in local storage, less what the cookie page lists as stored without asking
 * because it does what the visitor asked for: the seat status last seen, for offline use.
 */
const FUNCTIONAL_KEYS = [LAST_SEEN_STORAGE_KEY]
const storageKeys = (page: Page) =>
  page.evaluate(
    (functional) =>
      Object.keys(window.localStorage)
        .filter((key) => !functional.includes(key))
        .sort(),
    FUNCTIONAL_KEYS,
  )
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name)
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) =>
      typeof entry === "object" && entry !== null && "event" in entry ? [String(entry.event)] : [],
    ),
  )

test.describe("the cookie question", () => {
  test("asks before anything is stored or loaded, with Avvis and Godta alike", async ({ page, context }) => {
    const tagManagerRequests = await standInTagManager(context)
    await page.goto(BASE_URL + FILM)
    await expect(question(page)).toBeVisible()
    await expect(question(page).getByRole("checkbox")).toHaveCount(0)
    await expect(question(page).getByRole("link", { name: "Les mer om informasjonskapsler" })).toHaveAttribute(
      "href",
      "/article/info-om-cookies/",
    )
    const look = (name: string) =>
      question(page)
        .getByRole("button", { name, exact: true })
        .evaluate((button) => {
          const style = getComputedStyle(button)
          const box = button.getBoundingClientRect()
          return [style.backgroundColor, style.color, style.fontWeight, style.fontSize, box.width, box.height]
        })
    expect(await look("Avvis")).toEqual(await look("Godta"))
    await page.waitForLoadState("networkidle")
    expect(tagManagerRequests()).toBe(0)
    expect(await cookieNames(context)).toEqual([])
    expect(await storageKeys(page)).toEqual([])
    expect(await dataLayerEvents(page)).toEqual([])
  })

  test("is one Tab away from the start, Avvis and Godta one Tab apart, and lets the page be read", async ({
    page,
    context,
  }) => {
    const tagManagerRequests = await standInTagManager(context)
    await page.goto(`${BASE_URL}/`)
    await expect(question(page)).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(question(page).getByRole("link", { name: "Les mer om informasjonskapsler" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(question(page).getByRole("button", { name: "Avvis" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(question(page).getByRole("button", { name: "Godta" })).toBeFocused()
    // Not a modal: the page under it scrolls, and its links still work by keyboard.
    await page.mouse.wheel(0, 800)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.keyboard.press("Enter")
    await expect(question(page)).toBeHidden()
    await expect(page.getByRole("link", { name: "Hopp til innhold" })).toBeFocused()
    await expect.poll(tagManagerRequests).toBe(1)
  })

  test("after Avvis loads nothing and stores only the answer, also after a reload", async ({ page, context }) => {
    const tagManagerRequests = await standInTagManager(context)
    await page.goto(BASE_URL + FILM)
    await question(page).getByRole("button", { name: "Avvis" }).click()
    await expect(question(page)).toBeHidden()
    await page.reload()
    await pageIsUp(page)
    await expect(question(page)).toBeHidden()
    await page.waitForLoadState("networkidle")
    expect(tagManagerRequests()).toBe(0)
    expect(await cookieNames(context)).toEqual([])
    expect(await storageKeys(page)).toEqual([CONSENT_STORAGE_KEY])
    expect(await dataLayerEvents(page)).toEqual([])
  })

  test("after Godta loads the tag manager and sends the events, also after a reload", async ({ page, context }) => {
    const tagManagerRequests = await standInTagManager(context)
    const policyViolations: string[] = []
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text())
    })
    await page.goto(BASE_URL + FILM)
    await question(page).getByRole("button", { name: "Godta" }).click()
    await expect(question(page)).toBeHidden()
    await expect.poll(tagManagerRequests).toBe(1)
    await expect.poll(() => page.evaluate(() => "__tagManagerRan" in window)).toBe(true)
    // What was viewed before the yes is not sent after it.
    expect(await dataLayerEvents(page)).toEqual(["gtm.js"])
    await page.reload()
    await expect.poll(tagManagerRequests).toBe(2)
    await expect.poll(() => dataLayerEvents(page)).toEqual(expect.arrayContaining(["gtm.js", "VIEW_ITEM"]))
    await expect(question(page)).toBeHidden()
    expect(await cookieNames(context)).toEqual(["_ga"])
    expect(policyViolations).toEqual([])
  })

  test("reopens from the footer link, and a changed answer holds", async ({ page, context }) => {
    const tagManagerRequests = await standInTagManager(context)
    await page.goto(BASE_URL + FILM)
    await question(page).getByRole("button", { name: "Godta" }).click()
    await expect.poll(() => cookieNames(context)).toEqual(["_ga"])

    await openSettings(page)
    await expect(question(page)).toBeVisible()
    await expect(question(page).getByRole("heading", { name: "Informasjonskapsler" })).toBeFocused()
    await expect(question(page)).toContainText("Nå har du godtatt.")
    // Taking the yes back: the analytics cookies go, and the page starts again without the tag manager.
    await Promise.all([page.waitForEvent("load"), question(page).getByRole("button", { name: "Avvis" }).click()])
    await pageIsUp(page)
    await expect(question(page)).toBeHidden()
    expect(await cookieNames(context)).toEqual([])
    expect(tagManagerRequests()).toBe(1)
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe("denied")

    await page.goto(`${BASE_URL}/program/`)
    await pageIsUp(page)
    expect(tagManagerRequests()).toBe(1)
    await openSettings(page)
    await expect(question(page)).toContainText("Nå har du avvist.")
    await question(page).getByRole("button", { name: "Godta" }).click()
    await expect(settingsLink(page)).toBeFocused()
    await expect.poll(tagManagerRequests).toBe(2)
  })

  test("without JavaScript asks nothing, and the footer link leads to the cookie page", async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/`)
    await expect(question(page)).toHaveCount(0)
    await settingsLink(page).click()
    await expect(page).toHaveURL(`${BASE_URL}/article/info-om-cookies/`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Informasjon om cookies")
    await expect(page.getByRole("heading", { name: "Dette lagrer vi uten å spørre" })).toBeVisible()
  })

  for (const [name, route] of [
    ["home page", "/"],
    ["film page", FILM],
  ]) {
    test(`passes axe with the question open on the ${name}`, async ({ page }) => {
      await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
      await expect(question(page)).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    for (const width of [375, 1280]) {
      test(`moves nothing on the ${name} at ${width} px when it appears`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await recordLayoutShifts(page)
        await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
        await expect(question(page)).toBeVisible()
        // Two frames after it is drawn, any shift it caused has been reported.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
        )
        // From the moment the HTML is read, as every layout-shift check here: the question comes later.
        expect(await layoutShiftTotal(page)).toBe(0)
      })
    }
  }
})

const tagManagerRan = (page: Page) =>
  // A page reloading in between has no answer yet: ask again.
  page.evaluate(() => "__tagManagerRan" in window).catch(() => undefined)

/** Every request to Google's tag hosts from the pages of `context`, the stand-in's included. */
function googleRequests(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on("request", (request) => {
    if (GOOGLE_TAGS.test(request.url())) urls.push(request.url())
  })
  return urls
}

/** The visitor says yes on a film page, and the tag manager runs there. */
async function sayYes(page: Page) {
  await page.goto(BASE_URL + FILM)
  await question(page).getByRole("button", { name: "Godta" }).click()
  await expect.poll(() => tagManagerRan(page)).toBe(true)
}

test.describe("the tag manager and the visitor's own pages", () => {
  test("after a yes, a link to Logg inn loads the page in full, with no tag manager in it", async ({
    page,
    context,
  }) => {
    const tagManagerRequests = await standInTagManager(context)
    const requests = googleRequests(context)
    await sayYes(page)
    // Browsing the content pages stays in the same document, with the tag manager in it.
    await page.getByRole("banner").getByRole("link", { name: "Ramaskrik", exact: true }).click()
    await expect(page).toHaveURL(`${BASE_URL}/`)
    await pageIsUp(page)
    expect(await tagManagerRan(page)).toBe(true)

    await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).click()
    await expect(page).toHaveURL(`${BASE_URL}/logg-inn/`)
    await expect(page.getByRole("textbox", { name: "E-post" })).toBeVisible()
    await pageIsUp(page)
    expect(await tagManagerRan(page)).toBe(false)
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0)
    expect(await dataLayerEvents(page)).toEqual([])
    await page.waitForLoadState("networkidle")
    expect(tagManagerRequests()).toBe(1)
    expect(requests).toHaveLength(1)
  })

  test("after a yes, a navigation by script to Min side loads it in full too", async ({ page, context }) => {
    const tagManagerRequests = await standInTagManager(context)
    await sayYes(page)
    await pageIsUp(page)
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/min-side/"))
    await expect(page).toHaveURL(`${BASE_URL}/min-side/`)
    await expect.poll(() => tagManagerRan(page)).toBe(false)
    await pageIsUp(page)
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0)
    expect(tagManagerRequests()).toBe(1)
  })
})

test.describe("the answer across tabs", () => {
  test("a no in one tab stops the tag manager in every open tab, and its cookies go", async ({ context }) => {
    const tagManagerRequests = await standInTagManager(context)
    const first = await context.newPage()
    await sayYes(first)
    const second = await context.newPage()
    await second.goto(`${BASE_URL}/program/`)
    await expect.poll(() => tagManagerRan(second)).toBe(true)
    await expect.poll(() => cookieNames(context)).toEqual(["_ga"])

    await openSettings(second)
    await Promise.all([second.waitForEvent("load"), question(second).getByRole("button", { name: "Avvis" }).click()])

    // The first tab starts again without it, though nothing was pressed there.
    await expect.poll(() => tagManagerRan(first)).toBe(false)
    await pageIsUp(first)
    await expect(question(first)).toBeHidden()
    expect(await dataLayerEvents(first)).toEqual([])
    await first.waitForLoadState("networkidle")
    expect(await cookieNames(context)).toEqual([])
    expect(tagManagerRequests()).toBe(2)
  })

  test("a yes in one tab holds in the other, which stops asking", async ({ context }) => {
    const tagManagerRequests = await standInTagManager(context)
    const first = await context.newPage()
    await first.goto(BASE_URL + FILM)
    const second = await context.newPage()
    await second.goto(`${BASE_URL}/program/`)
    await expect(question(second)).toBeVisible()
    await question(first).getByRole("button", { name: "Godta" }).click()
    await expect(question(second)).toBeHidden()
    await expect.poll(() => tagManagerRan(second)).toBe(true)
    expect(tagManagerRequests()).toBe(2)
  })
})

test.describe("the cookie question beside the offline notice", () => {
  test.use({ serviceWorkers: "allow", viewport: { width: 375, height: 780 } })

  test("says the site works offline once the question is answered, out of the way and closable", async ({ page }) => {
    await page.goto(`${BASE_URL}/`)
    await expect(question(page)).toBeVisible()
    await controlledByWorker(page)
    const offline = page.getByRole("status").filter({ hasText: /virker nå også uten nett/ })
    await expect(offline).toHaveCount(0)
    // A click on a covered button waits for it to be uncovered: here it would time out.
    await question(page).getByRole("button", { name: "Avvis" }).click({ timeout: 5_000 })
    await expect(question(page)).toHaveCount(0)
    await expect(offline).toBeVisible()
    const header = await page.getByRole("banner").boundingBox()
    const notice = await page.locator(".notice").boundingBox()
    expect(notice && header && notice.y >= header.y + header.height).toBe(true)
    await page.getByRole("button", { name: "Lukk meldingen" }).click()
    await expect(offline).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
    await expect(offline).toHaveCount(0)
  })
})
