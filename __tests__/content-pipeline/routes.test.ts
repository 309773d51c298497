import { CULTURE_CODE, MOVIE_CODE } from "../../src/content-model/schema"
import { gatsbyPath, itemSlug, normalizePath } from "../../src/content-pipeline/routes"
import { slugify } from "../../src/content-model/norwegian-text"

describe("paths", () => {
  it("slugs Norwegian titles", () => {
    expect(slugify("Blodmåne: Del II")).toBe("blodmane-del-ii")
    expect(slugify("Ærlig talt, Øyvind!")).toBe("aerlig-talt-oyvind")
    expect(itemSlug("Trolljegeren", "DXM1015")).toBe("trolljegeren-dxm1015")
  })

  it("treats a trailing slash and index.html as the same page", () => {
    expect(normalizePath("/program")).toBe("/program")
    expect(normalizePath("/program/")).toBe("/program")
    expect(normalizePath("/program/index.html")).toBe("/program")
    expect(normalizePath("/index.html")).toBe("/")
    expect(normalizePath("/")).toBe("/")
  })

  it("builds pages with a trailing slash and the not-found page at /404/", () => {
    expect(gatsbyPath("/program")).toBe("/program/")
    expect(gatsbyPath("/")).toBe("/")
    expect(gatsbyPath("/404.html")).toBe("/404/")
  })
})

describe("production codes", () => {
  it.each(["DXM1", "DXM1001", "DXM123456"])("%s is a film code", (code) => expect(MOVIE_CODE.test(code)).toBe(true))
  it.each(["KONS25A", "SCENE01", "ABC123"])("%s is a stage show or concert code", (code) =>
    expect(CULTURE_CODE.test(code)).toBe(true),
  )
  it.each(["DXM", "dxm1001", "AB12", "ABCDEFGH", "KONS-25"])("%s is neither", (code) =>
    expect(MOVIE_CODE.test(code) || CULTURE_CODE.test(code)).toBe(false),
  )
})
