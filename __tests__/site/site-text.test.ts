/**
 * The demo content describes the site as it is (issue #25, section 5): no
 * text promises what the page lacks, names another ticket host than its
 * links, or sends the visitor to a planner the site has replaced.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

import { htmlFiles } from "../support/project-copy"

const dist = path.resolve("dist")
const read = (file: string) => readFileSync(path.join(dist, file), "utf8")
const page = (route: string) => read(path.join(route, "index.html"))

/** The text of a page's <main>, without markup. */
const mainText = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ")

const hostsOf = (html: string, pattern: RegExp) =>
  new Set([...html.matchAll(pattern)].map(([, href]) => new URL(href ?? "").host))

describe("the text of the built site", () => {
  it("links nowhere to the old external festival planner: Min festival has replaced it", () => {
    const linking = htmlFiles(dist).filter((file) => file.endsWith(".html") && read(file).includes("rute.ramaskrik.no"))
    expect(linking).toEqual([])
  })

  it("names on /kjop-billetter/ the ticket host the buy links go to, and links there", () => {
    const buyHosts = hostsOf(page("/program/"), /class="showtime__buy" href="([^"]+)"/g)
    expect(buyHosts.size).toBeGreaterThan(0)
    const tickets = page("/kjop-billetter/")
    expect(new Set(mainText(tickets).match(/\bbillett\.[a-z.]+\.no\b/g))).toEqual(buyHosts)
    expect(hostsOf(tickets, /href="(https:\/\/billett\.[^"]+)"/g)).toEqual(buyHosts)
  })

  it("promises on /alle-filmer/ no alphabetical order, and a trailer only where the film's page has one", () => {
    const html = page("/alle-filmer/")
    expect(mainText(html)).not.toMatch(/alfabetisk/i)
    const trailerPages = new Set(
      [...html.matchAll(/class="trailer-link" href="([^"#]+)#trailer"/g)].map(([, path]) => path),
    )
    expect(trailerPages.size).toBeGreaterThan(0)
    for (const path of trailerPages) expect(page(path ?? "")).toContain('id="trailer"')
  })

  it.each([
    ["/program/", "program"],
    ["/alle-filmer/", "alle filmer"],
  ])("gives %s one visible heading for its programme, not two", (route, name) => {
    const visible = [...page(route).matchAll(/<h[1-3]( class="[^"]*")?[^>]*>([^<]*)</g)]
      .filter(([, className]) => !className?.includes("visually-hidden"))
      .map(([, , text]) => text?.trim().toLowerCase() ?? "")
    expect(visible).toContain(name)
    expect(visible.filter((text) => /^(program|programmet|årets filmer|alle filmer)$/.test(text))).toEqual([name])
  })

  it("answers /favicon.ico with an icon, for the browsers and tools that ask for it whatever the page names", () => {
    const file = path.join(dist, "favicon.ico")
    expect(existsSync(file)).toBe(true)
    expect([...readFileSync(file).subarray(0, 4)]).toEqual([0, 0, 1, 0])
  })
})
