import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { writePublicExtras, type StructuredDataStamps } from "../../src/content-pipeline/public-extras"

const PAGE = "<html><head><title>Blodmåne</title></head><body></body></html>"

let publicDir: string
beforeEach(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), "public-extras-"))
})
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

/** A page as Gatsby writes it, without JSON-LD. */
function render(pagePath: string): string {
  const file = path.join(publicDir, pagePath, "index.html")
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, PAGE)
  return file
}

const build = (structuredData: Map<string, string>, earlier?: StructuredDataStamps) =>
  writePublicExtras(
    publicDir,
    [],
    [],
    { screenings: [], travelMinutes: [] },
    { siteUrl: "https://ramaskrik.example", structuredData, securityContacts: [] },
    earlier,
  )

const jsonLdOf = (file: string) =>
  /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(readFileSync(file, "utf8"))?.[1]

describe("the JSON-LD written into the pages after a build", () => {
  it("leaves a page as the last build left it, when neither it nor its JSON-LD changed", async () => {
    const file = render("blodmane-dxm1001")
    const structuredData = new Map([["/blodmane-dxm1001/", '{"name":"Blodmåne"}']])
    const stamps = await build(structuredData)
    const written = statSync(file).mtimeMs
    expect(await build(structuredData, stamps)).toEqual(stamps)
    expect(statSync(file).mtimeMs).toBe(written)
    expect(jsonLdOf(file)).toBe('{"name":"Blodmåne"}')
  })

  it("puts it into a page Gatsby wrote again since", async () => {
    const file = render("blodmane-dxm1001")
    const structuredData = new Map([["/blodmane-dxm1001/", '{"name":"Blodmåne"}']])
    const stamps = await build(structuredData)
    render("blodmane-dxm1001")
    expect(jsonLdOf(file)).toBeUndefined()
    await build(structuredData, stamps)
    expect(jsonLdOf(file)).toBe('{"name":"Blodmåne"}')
  })

  it("replaces it in a page Gatsby left alone when the JSON-LD changed", async () => {
    const file = render("blodmane-dxm1001")
    const stamps = await build(new Map([["/blodmane-dxm1001/", '{"name":"Blodmåne"}']]))
    await build(new Map([["/blodmane-dxm1001/", '{"name":"Blodmåne (rettet)"}']]), stamps)
    expect(jsonLdOf(file)).toBe('{"name":"Blodmåne (rettet)"}')
  })

  it("reads every page when there are no stamps of an earlier build", async () => {
    const file = render("blodmane-dxm1001")
    await build(new Map([["/blodmane-dxm1001/", '{"name":"Blodmåne"}']]))
    render("blodmane-dxm1001")
    await build(new Map([["/blodmane-dxm1001/", '{"name":"Blodmåne"}']]))
    expect(jsonLdOf(file)).toBe('{"name":"Blodmåne"}')
  })
})
