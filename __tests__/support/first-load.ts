import { readFileSync } from "node:fs"
import path from "node:path"

interface Stats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>
}

/**
 * The scripts a visitor's browser loads before a page can be used, as file
 * names in dist/: the page's script tags plus the chunk group of its
 * component (what Gatsby's loader fetches for it). Lazy chunks are not in it.
 * The chunk groups are in Gatsby's own output: webpack.stats.json is in
 * public/ and is not published to dist/.
 */
export function initialScripts(route: string, root = process.cwd()): string[] {
  const dist = path.join(root, "dist")
  const html = readFileSync(path.join(dist, route, "index.html"), "utf8")
  const tags = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((match) => match[1] ?? "")
  const pageData = JSON.parse(
    readFileSync(path.join(dist, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"),
  ) as { componentChunkName: string }
  const stats = JSON.parse(readFileSync(path.join(root, "public", "webpack.stats.json"), "utf8")) as Stats
  const group = stats.namedChunkGroups[pageData.componentChunkName]
  if (!group) throw new Error(`No chunk group for ${pageData.componentChunkName}`)
  return [...new Set([...tags, ...group.assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"))])]
}
