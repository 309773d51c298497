/**
 * The web app manifest in dist/: what a phone shows when the festival is put
 * on its home screen, every icon it names, and the tags every page's head
 * carries for it.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

import sharp from "sharp"

const dist = path.resolve("dist")
const read = (file: string) => readFileSync(path.join(dist, file), "utf8")

describe("the web app manifest", () => {
  interface Icon {
    src: string
    sizes: string
    type: string
    purpose?: string
  }
  const manifest = () =>
    JSON.parse(read("manifest.webmanifest")) as Record<string, unknown> & {
      icons: Icon[]
      shortcuts: { name: string; url: string; icons: Icon[] }[]
    }
  const cssColour = (name: string) =>
    new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, "i").exec(readFileSync("src/styles/global.css", "utf8"))?.[1]

  it("names the festival in Norwegian and opens on the programme, standalone, in its colours", () => {
    expect(manifest()).toMatchObject({
      name: "Ramaskrik – skrekkfilmfestival i Oppdal",
      short_name: "Ramaskrik",
      lang: "nb",
      start_url: "/program/",
      display: "standalone",
      background_color: cssColour("bg"),
      theme_color: cssColour("bg"),
    })
    expect(existsSync(path.join(dist, "program/index.html"))).toBe(true)
  })

  it("has shortcuts to Min festival and the programme", () => {
    expect(manifest().shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ["Min festival", "/min-festival/"],
      ["Program", "/program/"],
    ])
  })

  it("has every icon it names, at the size it claims, with maskable ones for Android", async () => {
    const { icons, shortcuts } = manifest()
    expect(icons.map(({ sizes }) => sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    expect(icons.filter(({ purpose }) => purpose === "maskable").map(({ sizes }) => sizes)).toEqual([
      "192x192",
      "512x512",
    ])
    for (const icon of [...icons, ...shortcuts.flatMap((shortcut) => shortcut.icons)]) {
      expect(icon.src).not.toContain("?")
      const { width, height, format } = await sharp(path.join(dist, icon.src)).metadata()
      expect(`${width}x${height}`).toBe(icon.sizes)
      expect(`image/${format}`).toBe(icon.type)
    }
  })

  it("is linked from every page's head with the theme colour and one apple-touch-icon, and no more", async () => {
    const head = /<head>([\s\S]*)<\/head>/.exec(read("index.html"))?.[1] ?? ""
    expect(head).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/)
    expect(head).toContain(`<meta name="theme-color" content="${cssColour("bg")}"/>`)
    const apple = [...head.matchAll(/<link rel="apple-touch-icon" href="([^"]+)"/g)].map(([, href]) => href ?? "")
    expect(apple).toHaveLength(1)
    const { width } = await sharp(path.join(dist, apple[0] ?? "")).metadata()
    expect(width).toBe(180)
    expect(head).not.toMatch(/favicon-32x32|rel="icon"[^>]*image\/png/)
  })
})
