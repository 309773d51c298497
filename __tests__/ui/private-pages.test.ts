import { readdirSync } from "node:fs"
import path from "node:path"

import { isPrivatePage } from "../../src/analytics/private-pages"

/** Every page made of code, by the path Gatsby gives it (`min-festival/delt.tsx` → `/min-festival/delt/`). */
function pagesOfCode(): string[] {
  const folder = path.resolve("src", "pages")
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => `/${file.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "")}/`.replace(/\/+/g, "/"))
}

describe("the private pages, where the tag manager never runs", () => {
  it("are every page made of code: log in, new user, forgotten password, Min side, Min festival", () => {
    const pages = pagesOfCode()
    expect(pages).toEqual(expect.arrayContaining(["/logg-inn/", "/ny-bruker/", "/glemt-passord/", "/min-side/"]))
    for (const page of pages) expect([page, isPrivatePage(page)]).toEqual([page, true])
  })

  it.each([
    "/logg-inn",
    "/LOGG-INN/",
    "/logg%2Dinn/",
    "//min-side/",
    "/min-side/index.html",
    "/min-festival/delt/",
    "/\\ny-bruker/",
  ])("knows %s however it is spelled", (pathname) => {
    expect(isPrivatePage(pathname)).toBe(true)
  })

  it.each(["/", "/program/", "/min-sider/", "/article/logg-inn/", "/trolljegeren-dxm1015/", "/%E0%A4%A"])(
    "leaves the content page %s to the router",
    (pathname) => {
      expect(isPrivatePage(pathname)).toBe(false)
    },
  )
})
