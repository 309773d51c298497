/**
 * What the build adds to public/ beside Gatsby's pages, once they are
 * written: a page at every redirected path, the host rules, the search
 * index, the planner's screenings, robots.txt; and into them, their JSON-LD.
 */
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises"
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
import { robotsTxt } from "./crawling"
import { withJsonLd } from "./json-ld"
import type { PlannedRedirect } from "./plan-site"
import { redirectHtml } from "./redirect-html"
import { gatsbyPath } from "./routes"
import { SECURITY_TXT_FILE, securityTxt } from "./security-txt"

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

export interface SearchEngineExtras {
  /** The site's public address, without a trailing slash. */
  siteUrl: string
  /** The JSON-LD text of each page that has some, by path. */
  structuredData: ReadonlyMap<string, string>
  /** security.txt's contacts; without any, the site has no security.txt. */
  securityContacts: readonly string[]
}

/** /.well-known/security.txt, or none (also not one left in public/ by an earlier build). */
async function writeSecurityTxt(publicDir: string, siteUrl: string, contacts: readonly string[]): Promise<void> {
  const file = path.join(publicDir, SECURITY_TXT_FILE)
  if (contacts.length === 0) return rm(file, { force: true })
  await mkdir(path.dirname(file), { recursive: true })
  await writeIfChanged(file, securityTxt(contacts, siteUrl, new Date()))
}

/**
 * Pages whose HTML is read and rewritten at a time. A production page is
 * about 55 KB (Gatsby inlines the stylesheet): all 10,000 of the benchmark's
 * at once, each read twice, took 10 s and 3 GB (docs/performance.md).
 */
const PAGES_AT_ONCE = 32

/**
 * Puts each page's JSON-LD last in its head. Gatsby writes only the pages
 * whose data changed, so a page left from an earlier build has the block
 * already and gets it replaced; the file is rewritten only if that changes it.
 */
async function writeStructuredData(publicDir: string, structuredData: ReadonlyMap<string, string>): Promise<void> {
  const pages = [...structuredData]
  for (let first = 0; first < pages.length; first += PAGES_AT_ONCE) {
    await Promise.all(
      pages.slice(first, first + PAGES_AT_ONCE).map(async ([pagePath, json]) => {
        const file = path.join(publicDir, gatsbyPath(pagePath), "index.html")
        const html = await readFile(file, "utf8")
        const withIt = withJsonLd(html, json)
        if (withIt !== html) await writeFile(file, withIt)
      }),
    )
  }
}

/**
 * Leaves a small HTML file at every redirected path of public/, for hosts
 * without rules, writes the host rules for those with them, the search
 * index, the screenings, robots.txt and security.txt, and the pages' JSON-LD.
 */
export async function writePublicExtras(
  publicDir: string,
  redirects: readonly PlannedRedirect[],
  searchDocuments: readonly SearchDocument[],
  screenings: ScreeningsFile,
  { siteUrl, structuredData, securityContacts }: SearchEngineExtras,
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
  await writeIfChanged(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  await writeSecurityTxt(publicDir, siteUrl, securityContacts)
  await writeStructuredData(publicDir, structuredData)
}
