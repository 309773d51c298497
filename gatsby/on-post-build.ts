import { mkdir, readFile, readdir, writeFile } from "node:fs/promises"
import path from "node:path"

import type { GatsbyNode } from "gatsby"

import { NGINX_REDIRECTS, headersFile, isBuildInternal, nginxRedirects, redirectsFile } from "../deploy/host-rules.mjs"

import { redirectHtml } from "../src/content-pipeline/redirect-html"
import { gatsbyPath } from "../src/content-pipeline/routes"
import { SEARCH_INDEX_FILE } from "../src/content-model/search-document"
import { rememberedSite } from "./site-store"

/**
 * Writes a file unless it already holds exactly that text, so a rebuild
 * leaves untouched what did not change (and publishing can skip it).
 */
async function writeIfChanged(file: string, text: string): Promise<void> {
  const current = await readFile(file, "utf8").catch(() => undefined)
  if (current !== text) await writeFile(file, text)
}

/** The URL paths of the files of public/ that are published. */
async function publishedFiles(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !isBuildInternal(file))
    .map((file) => `/${file}`)
}

/**
 * The host rules (deploy/host-rules.mjs): `_redirects` and `_headers` for
 * Netlify and Cloudflare Pages, and the redirects for deploy/nginx.conf.
 * Netlify sets NETLIFY=true in its builds, and only it needs forced rules.
 */
async function writeHostRules(publicDir: string, redirects: { fromPath: string; toPath: string }[]): Promise<void> {
  const nginxFile = path.join(publicDir, NGINX_REDIRECTS)
  await mkdir(path.dirname(nginxFile), { recursive: true })
  await Promise.all([
    writeIfChanged(
      path.join(publicDir, "_redirects"),
      redirectsFile(redirects, { force: process.env.NETLIFY === "true" }),
    ),
    writeIfChanged(nginxFile, nginxRedirects(redirects)),
    writeIfChanged(path.join(publicDir, "_headers"), headersFile(await publishedFiles(publicDir))),
  ])
}

/**
 * Leaves a small HTML file at every redirected path of public/, for hosts
 * without rules, writes the host rules for those with them, and writes the
 * search index.
 */
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
  await writeHostRules(publicDir, site.plan.redirects)
  reporter.info(`redirects: ${site.plan.redirects.length} files for direct loads, and 301s in the host rules`)
  const documents = site.searchDocuments
  await writeIfChanged(path.join(publicDir, SEARCH_INDEX_FILE), JSON.stringify(documents))
  reporter.info(`search: ${documents.length} documents in /${SEARCH_INDEX_FILE}`)
}
