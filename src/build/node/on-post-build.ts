import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

import type { GatsbyNode } from "gatsby"

import { redirectHtml } from "../redirect-html"
import { gatsbyPath } from "../routes"
import { SEARCH_INDEX_FILE } from "../../content-model/search-document"
import { rememberedSite } from "./site-store"

/**
 * Writes a file unless it already holds exactly that text, so a rebuild
 * leaves untouched what did not change (and publishing can skip it).
 */
async function writeIfChanged(file: string, text: string): Promise<void> {
  const current = await readFile(file, "utf8").catch(() => undefined)
  if (current !== text) await writeFile(file, text)
}

/** Leaves a small HTML file at every redirected path of public/, and writes the search index. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const site = rememberedSite()
  if (site === undefined) return
  const publicDir = path.resolve("public")
  await Promise.all(
    site.plan.redirects.map(async ({ fromPath, toPath }) => {
      const file = path.join(publicDir, gatsbyPath(fromPath), "index.html")
      await mkdir(path.dirname(file), { recursive: true })
      await writeIfChanged(file, redirectHtml(toPath))
    }),
  )
  reporter.info(`redirects: ${site.plan.redirects.length} files for direct loads`)
  const documents = site.searchDocuments
  await writeIfChanged(path.join(publicDir, SEARCH_INDEX_FILE), JSON.stringify(documents))
  reporter.info(`search: ${documents.length} documents in /${SEARCH_INDEX_FILE}`)
}
