import path from "node:path"

import type { GatsbyNode } from "gatsby"

import { SCREENINGS_FILE } from "../src/content-model/screening"
import { SEARCH_INDEX_FILE } from "../src/content-model/search-document"
import { writePublicExtras } from "../src/content-pipeline/public-extras"
import { rememberedSite } from "./site-store"

/**
 * After Gatsby has written the pages: the redirects, host rules, search
 * index, screenings and robots.txt beside them, and the JSON-LD into them.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const site = rememberedSite()
  if (site === undefined) return
  const { redirects } = site.plan
  await writePublicExtras(path.resolve("public"), redirects, site.searchDocuments, site.screenings, site)
  reporter.info(`redirects: ${redirects.length} files for direct loads, and 301s in the host rules`)
  reporter.info(`search: ${site.searchDocuments.length} documents in /${SEARCH_INDEX_FILE}`)
  reporter.info(`planner: ${site.screenings.screenings.length} screenings in /${SCREENINGS_FILE}`)
  reporter.info(`search engines: JSON-LD on ${site.structuredData.size} pages, /robots.txt for ${site.siteUrl}`)
}
