/**
 * A feature with nothing to show loads nothing: the scripts a first visit
 * loads until the network is idle, for a visitor with no plan, never signed
 * in, who has answered the cookie question. The three features' chunks are
 * named (webpackChunkName) so that a file name says which one arrived; each
 * test that sees one arrive also proves the names still match.
 */
import type { Page } from "@playwright/test"

import { DEMO, signIn } from "./support/account"
import { pageIsUp } from "./support/browser"
import { layoutShiftTotal, recordLayoutShifts, recordShiftsWithin, shiftsWithin } from "./support/layout-shifts"
import { BASE_URL } from "./support/server"
import { expect, test } from "./support/test"

// The offline worker sits out: it would fetch scripts of its own, and the count is the page's.
test.use({ serviceWorkers: "block" })

const FEATURES = { plan: /^\/plan-link-/, account: /^\/header-account-/, question: /^\/consent-question-/ }

/** The site's scripts the page fetches from now on, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = []
  page.on("response", (response) => {
    const url = new URL(response.url())
    if (url.origin === BASE_URL && url.pathname.endsWith(".js")) scripts.push(url.pathname)
  })
  return scripts
}

const loaded = (scripts: string[], feature: RegExp) => scripts.some((script) => feature.test(script))

async function firstVisitUntilIdle(page: Page): Promise<string[]> {
  const scripts = scriptsOf(page)
  await page.goto(`${BASE_URL}/`)
  await pageIsUp(page)
  await page.waitForLoadState("networkidle")
  return scripts
}

test("a first visit loads no plan store, no account code and no cookie question", async ({ page }) => {
  const scripts = await firstVisitUntilIdle(page)
  expect(scripts).toContainEqual(expect.stringMatching(/^\/component---src-templates-/))
  expect(scripts.filter((script) => Object.values(FEATURES).some((feature) => feature.test(script)))).toEqual([])
  const header = page.getByRole("banner")
  await expect(header.getByRole("link", { name: "Logg inn" })).toHaveAttribute("href", "/logg-inn/")
  await expect(header.getByRole("link", { name: "Min festival" })).toHaveAttribute("href", "/min-festival/")
})

test("a plan saved and a sign-in in another tab load the plan and account links", async ({ page, context }) => {
  const scripts = await firstVisitUntilIdle(page)
  const other = await context.newPage()
  await other.goto(`${BASE_URL}/blodmane-dxm1001/`)
  await pageIsUp(other)
  await other
    .getByRole("button", { name: /^Legg Blodmåne .* i planen$/i })
    .first()
    .click()
  await expect.poll(() => loaded(scripts, FEATURES.plan)).toBe(true)
  expect(loaded(scripts, FEATURES.account)).toBe(false)

  await other.goto(`${BASE_URL}/logg-inn/`)
  await other.getByLabel("E-post").fill(DEMO.email)
  await other.getByLabel("Passord").fill(DEMO.password)
  await other.getByRole("button", { name: "Logg inn" }).click()
  await expect(page.getByRole("banner").getByRole("link", { name: `Innlogget som ${DEMO.userName}` })).toBeVisible()
  expect(loaded(scripts, FEATURES.account)).toBe(true)
})

test("the footer's cookie settings fetch the question when asked for", async ({ page }) => {
  const scripts = await firstVisitUntilIdle(page)
  expect(loaded(scripts, FEATURES.question)).toBe(false)
  await page.getByRole("link", { name: "Innstillinger for informasjonskapsler" }).click()
  const question = page.getByRole("region", { name: "Informasjonskapsler" })
  await expect(question.getByRole("heading", { name: "Informasjonskapsler" })).toBeFocused()
  await expect(question).toContainText("Nå har du avvist.")
  expect(loaded(scripts, FEATURES.question)).toBe(true)
})

/** Every request the page makes from now on, by URL. */
function requestsOf(page: Page): string[] {
  const urls: string[] = []
  page.on("request", (request) => urls.push(request.url()))
  return urls
}

test("a row's toggle is in the page's HTML and answers its first press at once, with no request on the way", async ({
  page,
}) => {
  const requests = requestsOf(page)
  await page.goto(`${BASE_URL}/blodmane-dxm1001/`)
  await pageIsUp(page)
  await page.waitForLoadState("networkidle")
  // Nothing of the plan is fetched for it: what the plan keeps of a showing is what the row shows.
  expect(requests.filter((url) => url.endsWith("/screenings.json"))).toEqual([])
  const toggle = page.getByRole("button", { name: /^Legg Blodmåne .* i planen$/i }).first()
  await expect(toggle).toHaveAttribute("aria-pressed", "false")
  await toggle.focus()
  // The change is drawn in the microtask after the press, before any answer from a network could
  // have arrived: the press waits for nothing. (What the save then starts, the header's plan link,
  // follows it.)
  const { pressed, answeredAt } = await toggle.evaluate(async (button: HTMLElement) => {
    button.click()
    await Promise.resolve()
    return { pressed: button.getAttribute("aria-pressed"), answeredAt: performance.now() }
  })
  expect(pressed).toBe("true")
  // Nothing of the plan was asked for before the answer. What the save starts after it (the header's
  // plan link, which reads the screenings at idle) may come within the moment the test takes to look,
  // on a busy machine: so the page's own clock says when each request started.
  await page.waitForLoadState("networkidle")
  const askedBefore = await page.evaluate(
    (answered) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith("/screenings.json") && entry.startTime <= answered)
        .map((entry) => entry.name),
    answeredAt,
  )
  expect(askedBefore).toEqual([])
  await expect(toggle).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(toggle).toHaveAttribute("aria-pressed", "false")
  await page.keyboard.press("Enter")
  await page.reload()
  await expect(page.getByRole("button", { name: /^Legg Blodmåne .* i planen$/i, pressed: true })).toHaveCount(1)
})

test("the film's audience panel loads as it comes near for a visitor never signed in", async ({ page }) => {
  // A short window: the panel, at the end of the film's details, is more than a screen below it.
  await page.setViewportSize({ width: 1280, height: 400 })
  const requests = requestsOf(page)
  await page.goto(`${BASE_URL}/trolljegeren-dxm1015/`)
  await pageIsUp(page)
  await page.waitForLoadState("networkidle")
  const panel = page.getByRole("region", { name: "Publikum om Trolljegeren" })
  await expect(panel).toHaveCount(0)
  expect(requests.filter((url) => /\/movie\/(info|reviews)/.test(url))).toEqual([])
  await page.getByRole("region", { name: "Om Trolljegeren" }).getByRole("definition").last().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 600)
  await expect(panel.getByRole("img", { name: /^Vurdering .* stemmer$/ })).toBeVisible()
  await expect(panel.getByRole("link", { name: "Logg inn" })).toHaveAttribute("href", "/logg-inn/")
})

for (const { width, height } of [
  { width: 375, height: 700 },
  { width: 1280, height: 720 },
]) {
  test(`a visitor who jumps to the showtimes can press them as the audience panel arrives: nothing moves them, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    // Shifts of the showtimes themselves: the panel may move what is below them, never them.
    await recordShiftsWithin(page, ".ticket-list")
    await page.goto(`${BASE_URL}/blodmane-dxm1001/`)
    await pageIsUp(page)
    await page.waitForLoadState("networkidle")
    const panel = page.getByRole("region", { name: "Publikum om Blodmåne" })
    // Far below the first screen, the panel has not loaded yet.
    await expect(panel).toHaveCount(0)
    // The keyboard's focus brings a showtime's toggle into view at once, with the panel's place near: it loads.
    await page.getByRole("button", { name: /^Legg Blodmåne onsdag 13\. oktober kl\. 19:00 i planen$/i }).focus()
    await expect(panel.getByRole("region", { name: "Anmeldelser av Blodmåne" })).toBeAttached()
    await page.waitForLoadState("networkidle")
    expect(await shiftsWithin(page)).toEqual([])
  })
}

test("a signed-in visitor gets the film's audience panel without scrolling to it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 })
  await signIn(page)
  await page.goto(`${BASE_URL}/trolljegeren-dxm1015/`)
  await pageIsUp(page)
  // The watch list's button, or its note once another test has put the film there: signed-in answers both.
  await expect(
    page
      .getByRole("region", { name: "Publikum om Trolljegeren" })
      .getByText(/^(Legg til i ønskelisten|På ønskelisten din)$/),
  ).toBeAttached()
})

for (const width of [375, 1280]) {
  test(`the rows' plan controls, the view buttons and the content choices move nothing as scripts enhance them, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    // A plan on the device: the toggles that show a saved showtime change their face once it is read.
    await page.addInitScript(() =>
      window.localStorage.setItem(
        "ramaskrik.plan",
        JSON.stringify([
          {
            id: "st-dxm1001-1",
            seen: {
              start: "2027-10-13T19:00:00+02:00",
              venue: "Oppdal kulturhus",
              hall: "Store sal",
              status: "sold-out",
            },
          },
        ]),
      ),
    )
    await recordLayoutShifts(page)
    for (const path of ["/blodmane-dxm1001/", "/program/"]) {
      await page.goto(`${BASE_URL}${path}`)
      await pageIsUp(page)
      await expect(
        page.getByRole("button", { name: /^Legg Blodmåne onsdag 13\. oktober kl\. 19:00 i planen$/i }).first(),
      ).toHaveAttribute("aria-pressed", "true")
      await page.waitForLoadState("networkidle")
      expect({ path, shifted: await layoutShiftTotal(page) }).toEqual({ path, shifted: 0 })
    }
  })
}
