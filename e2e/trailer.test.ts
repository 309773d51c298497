import type { Page } from "@playwright/test"

import { violations as axeViolations } from "./support/axe"
import { pageIsUp } from "./support/browser"
import { layoutShiftTotal, recordLayoutShifts } from "./support/layout-shifts"
import { watchViolations } from "./support/policy-violations"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

test.describe.configure({ timeout: 60_000 })

/** Films of the demo with each kind of trailer (data/productions/). */
const YOUTUBE_FILM = "/de-druknede-dxm1026/"
const VIMEO_FILM = "/carnivora-dxm1022/"
const FILE_FILM = "/blodmane-dxm1001/"

/** The video hosts and their image and script hosts: nothing may reach them before the press. */
const VIDEO_HOSTS =
  /^https?:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com|vimeo\.com|vimeocdn\.com)\//

/**
 * Cuts the video hosts off (nothing leaves the machine) and logs every request the page makes to
 * them, with the moment: before or after the press.
 */
async function logVideoHosts(page: Page): Promise<{ requests: string[]; pressed: () => void }> {
  const requests: string[] = []
  let phase = "before"
  await page.context().route(VIDEO_HOSTS, async (route) => {
    requests.push(`${phase}: ${route.request().url()}`)
    await route.abort("blockedbyclient")
  })
  return { requests, pressed: () => (phase = "after") }
}

/**
 * Cumulative layout shift of the page's own elements, from the read HTML on: a shift within half a
 * second of the visitor's own input is not counted (`hadRecentInput`), and neither is one that
 * moved only what the browser draws inside the <video> (its controls, the caption cue it places
 * above them: no element of the page, so the shift names no node). That cue lands 0.5–0.8 s
 * after the press on this machine, about 0.018 of the view, on either side of input's half second.
 */
const cumulativeShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const parsed = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const shifts = list.getEntries() as unknown as {
            value: number
            hadRecentInput: boolean
            startTime: number
            sources: { node: Node | null }[]
          }[]
          resolve(
            shifts
              .filter((shift) => !shift.hadRecentInput && shift.startTime >= parsed.domInteractive)
              .filter((shift) => shift.sources.some(({ node }) => node !== null))
              .reduce((sum, shift) => sum + shift.value, 0),
          )
        }).observe({ type: "layout-shift", buffered: true })
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500)
      }),
  )

const playButton = (page: Page, title: string) => page.getByRole("button", { name: `Spill av traileren til ${title}` })

test.describe("a film's trailer", () => {
  test("on YouTube fetches nothing from a video host before the press, then plays from youtube-nocookie with focus in it", async ({
    page,
  }) => {
    const log = await logVideoHosts(page)
    const violations = await watchViolations(page)
    await recordLayoutShifts(page)
    await page.goto(BASE_URL + YOUTUBE_FILM, { waitUntil: "networkidle" })
    await pageIsUp(page)
    const button = playButton(page, "De druknede")
    await expect(button).toBeVisible()
    await expect(page.getByText("Når du spiller av, hentes videoen fra YouTube")).toBeVisible()
    // Idle for a moment too: nothing fetched at idle may reach a host either.
    await page.waitForTimeout(1_000)
    expect(log.requests).toEqual([])
    expect(await layoutShiftTotal(page)).toBe(0)

    log.pressed()
    await button.click()
    const player = page.getByTitle("Trailer: De druknede")
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/EKSEMPEL-01?autoplay=1")
    await expect(player).toHaveAttribute("allow", /autoplay/)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME")
    await expect
      .poll(() => log.requests)
      .toContain("after: https://www.youtube-nocookie.com/embed/EKSEMPEL-01?autoplay=1")
    expect(log.requests.filter((request) => request.startsWith("before"))).toEqual([])
    expect(log.requests.every((request) => request.includes("youtube-nocookie.com"))).toBe(true)
    expect(await layoutShiftTotal(page)).toBe(0)
    expect(await violations()).toEqual([])
  })

  test("on Vimeo plays from the keyboard, without tracking", async ({ page }) => {
    const log = await logVideoHosts(page)
    const violations = await watchViolations(page)
    await page.goto(BASE_URL + VIMEO_FILM, { waitUntil: "networkidle" })
    await pageIsUp(page)
    const button = playButton(page, "Carnívora")
    await button.focus()
    expect(log.requests).toEqual([])
    log.pressed()
    await page.keyboard.press("Enter")
    const player = page.getByTitle("Trailer: Carnívora")
    await expect(player).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1")
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME")
    expect(await violations()).toEqual([])
  })

  test("of the site's own plays in a <video> put in place on Space, its time advancing", async ({ page }) => {
    const violations = await watchViolations(page)
    await recordLayoutShifts(page)
    const videoRequests: string[] = []
    page.on("request", (request) => {
      // The captions (a few bytes) come with the page; the video only on the press.
      if (/\/trailers\/.*\.webm$/.test(request.url())) videoRequests.push(request.url())
    })
    await page.goto(BASE_URL + FILE_FILM, { waitUntil: "networkidle" })
    await pageIsUp(page)
    // No <video> before the press: its controls' style would be on the page's first paint.
    await expect(page.locator("video")).toHaveCount(0)
    const video = page.getByLabel("Trailer: Blodmåne")
    expect(videoRequests).toEqual([])
    expect(await layoutShiftTotal(page)).toBe(0)
    await playButton(page, "Blodmåne").focus()
    await page.keyboard.press(" ")
    await expect(video).toBeFocused()
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5)
    expect(videoRequests).toEqual([`${BASE_URL}/trailers/blodmane-dxm1001.webm`])
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.kind)).toBe("captions")
    expect(await cumulativeShift(page)).toBe(0)
    expect(await violations()).toEqual([])
  })

  test("says in Norwegian that it needs a connection when the browser is offline", async ({ page }) => {
    await logVideoHosts(page)
    await page.goto(BASE_URL + YOUTUBE_FILM, { waitUntil: "networkidle" })
    await pageIsUp(page)
    await page.context().setOffline(true)
    await expect(page.getByText("Traileren trenger nettforbindelse. Koble til nettet for å se den.")).toBeVisible()
    await expect(playButton(page, "De druknede")).toHaveCount(0)
    await page.context().setOffline(false)
    await expect(playButton(page, "De druknede")).toBeVisible()
  })

  test("is a link to YouTube in a new window without JavaScript", async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false })
    const requests: string[] = []
    await context.route(VIDEO_HOSTS, async (route) => {
      requests.push(route.request().url())
      await route.abort("blockedbyclient")
    })
    const page = await context.newPage()
    await page.goto(BASE_URL + YOUTUBE_FILM, { waitUntil: "networkidle" })
    const link = page.getByRole("link", { name: "Se traileren på YouTube (åpnes i et nytt vindu)" })
    await expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=EKSEMPEL-01")
    await expect(link).toHaveAttribute("target", "_blank")
    expect(requests).toEqual([])
  })

  test("of the site's own plays in the page's <video>, with its captions, without JavaScript", async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(BASE_URL + FILE_FILM, { waitUntil: "networkidle" })
    const video = page.getByLabel("Trailer: Blodmåne")
    await expect(video).toBeVisible()
    await expect(video).toHaveAttribute("controls", "")
    await expect(video).toHaveAttribute("preload", "none")
    // The link that stands in for it while scripts are on and have not run takes no place.
    await expect(page.getByRole("link", { name: "Spill av traileren til Blodmåne" })).toBeHidden()
    const box = await video.boundingBox()
    const frame = await page.locator(".trailer__frame").boundingBox()
    expect(box).toEqual(frame)
    await video.evaluate((element: HTMLVideoElement) => element.play())
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5)
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.kind)).toBe("captions")
  })

  for (const [kind, route, title] of [
    ["YouTube", YOUTUBE_FILM, "De druknede"],
    ["Vimeo", VIMEO_FILM, "Carnívora"],
    ["file", FILE_FILM, "Blodmåne"],
  ] as const) {
    test(`on ${kind} leaves axe nothing to report, before the press and after`, async ({ page }) => {
      await logVideoHosts(page)
      await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
      await pageIsUp(page)
      expect(await axeViolations(page)).toEqual([])
      await playButton(page, title).click()
      await expect(playButton(page, title)).toHaveCount(0)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test("is linked from the programme, /alle-filmer and a search hit", async ({ page }) => {
    for (const route of ["/program/", "/alle-filmer/"]) {
      await page.goto(BASE_URL + route)
      await expect(page.getByRole("link", { name: "Se trailer til Blodmåne" }).first()).toHaveAttribute(
        "href",
        `${FILE_FILM}#trailer`,
      )
    }
    await page.goto(`${BASE_URL}/search/?q=blodm%C3%A5ne`)
    await pageIsUp(page)
    await page.getByRole("link", { name: "Se trailer til Blodmåne" }).first().click()
    await expect(page).toHaveURL(`${BASE_URL}${FILE_FILM}#trailer`)
    await expect(playButton(page, "Blodmåne")).toBeInViewport()
  })
})
