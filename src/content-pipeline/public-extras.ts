/**
 * What the build adds to public/ beside Gatsby's pages, once they are
 * written: a page at every redirected path, the host rules, the search index
 * and the planner's screenings.
 */
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises"
import path from "node:path"

import {
  NGINX_REDIRECTS,
  headersFile,
  isBuildInternal,
  nginxRedirects,
  redirectsFile,
} from "../../deploy/host-rules.mjs"

import { SCREENINGS_FILE, type ScreeningsFile } from "../content-model/screening"
import { SEARCH_INDEX_FILE, type SearchDocument } from "../content-model/search-document"
import type { PlannedRedirect } from "./plan-site"
import { redirectHtml } from "./redirect-html"
import { gatsbyPath } from "./routes"

/**
 * Writes a file unless it already holds exactly that text, so a rebuild
 * leaves untouched what did not change (and publishing can skip it).
 */
async function writeIfChanged(file: string, text: string): Promise<void> {
  const current = await readFile(file, "utf8").catch(() => undefined)
  if (current !== text) await writeFile(file, text)
}

/**
 * The URL paths of the published files at the top of public/: the only ones
 * `_headers` names one by one (webpack's hashed chunks and styles; Gatsby's
 * /static/ has a pattern). Not a walk of the whole folder, which holds every
 * page and its data, on every rebuild.
 */
async function publishedRootFiles(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && !isBuildInternal(entry.name)).map((entry) => `/${entry.name}`)
}

/**
 * The host rules (deploy/host-rules.mjs): `_redirects` and `_headers` for
 * Netlify and Cloudflare Pages, and the redirects for deploy/nginx.conf.
 * Netlify sets NETLIFY=true in its builds, and only it needs forced rules.
 */
async function writeHostRules(publicDir: string, redirects: readonly PlannedRedirect[]): Promise<void> {
  const nginxFile = path.join(publicDir, NGINX_REDIRECTS)
  await mkdir(path.dirname(nginxFile), { recursive: true })
  await Promise.all([
    writeIfChanged(
      path.join(publicDir, "_redirects"),
      redirectsFile(redirects, { force: process.env.NETLIFY === "true" }),
    ),
    writeIfChanged(nginxFile, nginxRedirects(redirects)),
    writeIfChanged(path.join(publicDir, "_headers"), headersFile(await publishedRootFiles(publicDir))),
  ])
}

/**
 * Leaves a small HTML file at every redirected path of public/, for hosts
 * without rules, writes the host rules for those with them, and writes the
 * search index and the screenings.
 */
export async function writePublicExtras(
  publicDir: string,
  redirects: readonly PlannedRedirect[],
  searchDocuments: readonly SearchDocument[],
  screenings: ScreeningsFile,
): Promise<void> {
  await Promise.all(
    redirects.map(async ({ fromPath, toPath }) => {
      const file = path.join(publicDir, gatsbyPath(fromPath), "index.html")
      await mkdir(path.dirname(file), { recursive: true })
      await writeIfChanged(file, redirectHtml(toPath))
    }),
  )
  await writeHostRules(publicDir, redirects)
  await writeIfChanged(path.join(publicDir, SEARCH_INDEX_FILE), JSON.stringify(searchDocuments))
  await writeIfChanged(path.join(publicDir, SCREENINGS_FILE), JSON.stringify(screenings))
}
