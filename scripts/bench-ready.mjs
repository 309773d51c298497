#!/usr/bin/env node
/**
 * `npm run bench:ready`: what a visitor waits for before the festival's own
 * controls answer, on a phone. For each kind of page, a first visit (empty
 * storage, service worker blocked) at 375 px with the CPU slowed 4x, on two
 * networks: Lighthouse's slow 4G (150 ms, 1.6 Mbps) and a festival foyer
 * (400 ms, 1 Mbps). It prints:
 *
 * - first paint, and when the page is interactive (hydrated: the header's
 *   account link has become "Logg inn", as e2e/support/browser.ts waits for);
 * - per control: whether it is in the server's HTML (usable from first
 *   paint, as a link or a form), and when its script has enhanced it;
 * - per control, once the page is quiet: its first press → the visible
 *   change, timed in the page from the press to the frame that shows it,
 *   and the requests started in between (Resource Timing).
 *
 * A benchmark: it prints, and asserts nothing (the times depend on the host;
 * the browser tests assert what is deterministic). The ticketing calls go to
 * the sandbox beside the site, as in bench:js. Serves dist/ on
 * BENCH_READY_PORT (9420) and the sandbox on the next port.
 */
import path from "node:path"

import { answerFromSandbox, launchBrowser, serveSite } from "./js-weight.mjs"

const dist = path.resolve(process.env.DIST_DIR ?? "dist")
const port = Number(process.env.BENCH_READY_PORT ?? 9420)
const CPU_SLOWDOWN = 4

const NETWORKS = [
  { name: "slow 4G", latency: 150, down: 1.6, up: 0.75 },
  { name: "festival", latency: 400, down: 1, up: 0.5 },
]

/**
 * The controls, each as the page finds it (`selector`, in the server's HTML or
 * not) and once its script has enhanced it (`enhanced`). How each is pressed,
 * and what shows the press was answered, is in `pressAndWait`, run in the page.
 */
const CONTROLS = {
  menu: { name: "Meny (header)", selector: ".menu-toggle", enhanced: "button.menu-toggle" },
  plan: {
    name: "Legg i planen",
    selector: ".showtime__plan button",
    enhanced: ".showtime__plan button[aria-pressed]",
  },
  timeline: {
    name: "Tidslinje",
    selector: ".program-view button",
    enhanced: ".program-view:not([data-pending]) button",
  },
  notes: {
    name: "Varsle meg om innhold",
    selector: "details.note-settings summary",
    enhanced: "details.note-settings input[type=checkbox]",
  },
  search: {
    name: "Søk (typing)",
    selector: "form.search__form input[name=q]",
    enhanced: "form.search__form input[name=q]",
  },
  remove: { name: "Fjern (Min festival)", selector: ".plan-row button", enhanced: ".plan-row button" },
}

/**
 * In the page: presses control `key` and waits, frame by frame, for its
 * visible answer; returns the time from the press to that frame and the
 * requests started in between (undefined time: no answer in 10 s). Where the
 * answer comes in two steps (the pressed button, then the view drawn in the
 * background), `complete` is the second.
 */
async function pressAndWait(key) {
  const $ = (selector) => document.querySelector(selector)
  const controls = {
    menu: [
      () => $("button.menu-toggle").click(),
      () => $("button.menu-toggle")?.getAttribute("aria-expanded") === "true",
    ],
    plan: [
      () => $(".showtime__plan button[aria-pressed]").click(),
      () => $(".showtime__plan button")?.getAttribute("aria-pressed") === "true",
    ],
    timeline: [
      () => [...document.querySelectorAll(".program-view button")].find((b) => b.textContent === "Tidslinje").click(),
      () => $(".program-view button[aria-pressed=true]")?.textContent === "Tidslinje",
      () => $(".timeline__scroll") !== null,
    ],
    notes: [
      () => $("details.note-settings summary").click(),
      () => $("details.note-settings[open] input[type=checkbox]") !== null,
    ],
    search: [
      () => {
        const input = $("form.search__form input[name=q]")
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, "orgel")
        input.dispatchEvent(new Event("input", { bubbles: true }))
      },
      () => /treff/i.test($(".search__outcome")?.textContent ?? ""),
    ],
    remove: [
      () => [...document.querySelectorAll("button")].find((b) => b.textContent.startsWith("Fjern")).click(),
      () => /er fjernet fra planen/.test(document.body.textContent),
    ],
  }
  const [press, answered, complete = answered] = controls[key]
  const start = performance.now()
  let end
  press()
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    end ??= answered() ? performance.now() : undefined
    if (end !== undefined && complete()) break
    if (performance.now() - start > 10_000) return { requests: [] }
  }
  const done = performance.now()
  const requests = performance
    .getEntriesByType("resource")
    .filter((entry) => entry.startTime >= start && entry.startTime <= end)
    .map((entry) => new URL(entry.name).pathname)
  return { time: end - start, complete: complete === answered ? undefined : done - start, requests }
}

/** A saved screening for Min festival's page, as a row's toggle would have saved it. */
const A_PLAN = JSON.stringify([
  {
    id: "st-dxm1001-2",
    seen: { start: "2027-10-15T19:15:00+02:00", venue: "Oppdal kulturhus", hall: "Lille sal", status: "available" },
  },
])

const PAGES = [
  { kind: "home", route: "/", controls: ["menu"] },
  { kind: "film", route: "/blodmane-dxm1001/", controls: ["menu", "plan"] },
  { kind: "programme", route: "/program/", controls: ["menu", "plan", "timeline", "notes"] },
  { kind: "article", route: "/article/rekordar-med-6481-besokende/", controls: ["menu"] },
  { kind: "search", route: "/search/", controls: ["menu", "search"] },
  { kind: "Min festival", route: "/min-festival/", controls: ["menu", "remove"], plan: A_PLAN },
]

/** Marks, in the page's own clock, when each selector first matches and when the page is interactive. */
function watchScript(selectors) {
  return `(() => {
    const marks = (window.__ready = {})
    const selectors = ${JSON.stringify(selectors)}
    const look = () => {
      for (const [name, selector] of Object.entries(selectors)) {
        if (marks[name] === undefined && document.querySelector(selector)) marks[name] = performance.now()
      }
      if (marks.interactive === undefined && [...document.querySelectorAll('.header-account')].some((a) => a.textContent === 'Logg inn')) {
        marks.interactive = performance.now()
      }
    }
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true })
    document.addEventListener('DOMContentLoaded', look)
  })()`
}

const ms = (value) => (value === undefined ? "never" : `${Math.round(value)} ms`)

async function visit(browser, site, page, network) {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 375, height: 740 } })
  await answerFromSandbox(context, site.sandboxUrl)
  if (page.plan) {
    await context.addInitScript((plan) => window.localStorage.setItem("ramaskrik.plan", plan), page.plan)
  }
  // Every cookie question answered "no", so no banner covers a control.
  await context.addInitScript(() => window.localStorage.setItem("ramaskrik.consent", "denied"))
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.latency,
    downloadThroughput: (network.down * 1_000_000) / 8,
    uploadThroughput: (network.up * 1_000_000) / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  const selectors = Object.fromEntries(page.controls.map((key) => [key, CONTROLS[key].enhanced]))
  await tab.addInitScript(watchScript(selectors))
  const response = await tab.goto(`${site.base}${page.route}`, { waitUntil: "load", timeout: 120_000 })
  const html = (await response?.text()) ?? ""
  await tab.waitForLoadState("networkidle", { timeout: 120_000 })
  await tab.waitForTimeout(1_000)
  const { marks, paint } = await tab.evaluate(() => ({
    marks: window.__ready,
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
  }))
  const rows = []
  for (const key of page.controls) {
    const control = CONTROLS[key]
    const inHtml = await tab.evaluate(
      ({ html, selector }) => new DOMParser().parseFromString(html, "text/html").querySelector(selector) !== null,
      { html, selector: control.selector },
    )
    const pressed = await tab.evaluate(pressAndWait, key)
    rows.push({
      page: page.kind,
      network: network.name,
      "first paint": ms(paint),
      interactive: ms(marks.interactive),
      control: control.name,
      "usable from": inHtml ? "first paint (HTML)" : ms(marks[key]),
      "enhanced at": ms(marks[key]),
      "press → change": ms(pressed.time),
      "→ drawn in full": pressed.complete === undefined ? "" : ms(pressed.complete),
      "requests between": pressed.requests.length,
    })
  }
  await context.close()
  return rows
}

const site = await serveSite(dist, port)
const browser = await launchBrowser()
try {
  const rows = []
  for (const network of NETWORKS) {
    for (const page of PAGES) rows.push(...(await visit(browser, site, page, network)))
  }
  console.log(`CPU ${CPU_SLOWDOWN}x slower, 375 px, first visit (empty storage but the plan where named)`)
  console.table(rows)
} finally {
  await browser.close()
  site.stop()
}
