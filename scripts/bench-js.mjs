#!/usr/bin/env node
/**
 * `npm run bench:js`: the JavaScript each kind of page loads before the
 * visitor can use it, in gzip bytes, from the build in dist/ (its script
 * tags plus its component's chunk group; lazy chunks are not counted).
 * Prints; the budgets are 80 KB for content pages and 100 KB for account pages.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"

const dist = path.resolve(process.env.DIST_DIR ?? "dist")
// Gatsby's own output holds the chunk groups: webpack.stats.json is not published to dist/.
const stats = JSON.parse(readFileSync(path.resolve("public", "webpack.stats.json"), "utf8"))
const pages = [
  ["home", "/", 80],
  ["programme", "/program/", 80],
  ["film", "/trolljegeren-dxm1015/", 80],
  ["article", "/article/info-om-cookies/", 80],
  ["search", "/search/", 80],
  ["log in", "/logg-inn/", 100],
  ["Min side", "/min-side/", 100],
  ["Min festival", "/min-festival/", 100],
]

const rows = pages.map(([name, route, budget]) => {
  const html = readFileSync(path.join(dist, route, "index.html"), "utf8")
  const tags = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((match) => match[1])
  const pageData = JSON.parse(
    readFileSync(path.join(dist, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"),
  )
  const group = stats.namedChunkGroups[pageData.componentChunkName].assets
    .map((asset) => asset.name)
    .filter((file) => file.endsWith(".js"))
  const files = [...new Set([...tags, ...group])]
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0)
  return {
    page: name,
    route,
    "KB gzip": (bytes / 1024).toFixed(1),
    budget: `${budget} KB`,
    within: bytes <= budget * 1024 ? "yes" : "NO",
  }
})
console.table(rows)
