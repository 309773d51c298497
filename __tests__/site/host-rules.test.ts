/**
 * The host rules the build publishes beside the site (deploy/host-rules.mjs),
 * and what it leaves out of dist/.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import { CONTENT_HASHED, IMMUTABLE, NGINX_REDIRECTS } from "../../deploy/host-rules.mjs"
import { demoArticles, demoRedirects } from "./demo-content"

const dist = path.resolve("dist")
const published = (file: string) => readFileSync(path.join(dist, file), "utf8")
const allFiles = () =>
  readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)

const withSlash = (to: string) => (to.endsWith("/") ? to : `${to}/`)
const aliases = () =>
  demoArticles().flatMap(({ slug, aliases }) => aliases.map((from) => ({ from, to: `/article/${slug}` })))

describe("the host rules in dist/", () => {
  it("make every redirect of the content, and every article alias, a 301 in _redirects", () => {
    const rules = published("_redirects").split("\n")
    const table = [...demoRedirects(), ...aliases()]
    expect(table.length).toBeGreaterThan(0)
    table.forEach(({ from, to }) => {
      expect(rules).toContain(`${from} ${withSlash(to)} 301`)
      expect(rules).toContain(`${from}/ ${withSlash(to)} 301`)
    })
  })

  it("answer them with a 301 on nginx too", () => {
    const rules = published(NGINX_REDIRECTS)
    demoRedirects().forEach(({ from, to }) => {
      expect(rules).toContain(`location = "${from}/" { return 301 "${withSlash(to)}$is_args$args"; }`)
    })
  })

  it("keep every content-hashed script and style for a year in _headers", () => {
    const hashed = allFiles().filter((file) => CONTENT_HASHED.test(file))
    expect(hashed.length).toBeGreaterThan(3)
    const headers = published("_headers")
    hashed.forEach((file) => expect(headers).toContain(`${file}\n  Cache-Control: ${IMMUTABLE}`))
  })

  it("leave out the build's internals and source maps", () => {
    const files = allFiles()
    expect(files).not.toContain("/webpack.stats.json")
    expect(files).not.toContain("/chunk-map.json")
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([])
    expect(files.filter((file) => path.basename(file).startsWith("."))).toEqual([])
    expect(existsSync(`${dist}.published.json`)).toBe(true)
  })
})
