import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { deserialize, serialize } from "node:v8"

import type { GatsbyNode } from "gatsby"

import { SCREENINGS_FILE } from "../src/content-model/screening"
import { SEARCH_INDEX_FILE } from "../src/content-model/search-document"
import { writePublicExtras, type StructuredDataStamps } from "../src/content-pipeline/public-extras"
import { rememberedSite } from "./site-store"

/** The stamps of the last build's JSON-LD step, or none (a cold build, or after `gatsby clean`). */
async function earlierStamps(file: string): Promise<StructuredDataStamps> {
  try {
    const entries: unknown = deserialize(await readFile(file))
    return Array.isArray(entries) ? new Map(entries as [string, string][]) : new Map()
  } catch {
    return new Map()
  }
}

/**
 * After Gatsby has written the pages: the redirects, host rules, search
 * index, screenings and robots.txt beside them, and the JSON-LD into them.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, cache }) => {
  const site = rememberedSite()
  if (site === undefined) return
  const { redirects } = site.plan
  const stampsFile = path.join(cache.directory, "structured-data-stamps.v8")
  const stamps = await writePublicExtras(
    path.resolve("public"),
    redirects,
    site.searchDocuments,
    site.screenings,
    site,
    await earlierStamps(stampsFile),
  )
  await mkdir(cache.directory, { recursive: true })
  await writeFile(stampsFile, serialize([...stamps]))
  reporter.info(`redirects: ${redirects.length} files for direct loads, and 301s in the host rules`)
  reporter.info(`search: ${site.searchDocuments.length} documents in /${SEARCH_INDEX_FILE}`)
  reporter.info(`planner: ${site.screenings.screenings.length} screenings in /${SCREENINGS_FILE}`)
  reporter.info(`search engines: JSON-LD on ${site.structuredData.size} pages, /robots.txt for ${site.siteUrl}`)
}
