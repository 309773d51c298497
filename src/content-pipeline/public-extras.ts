/**
 * What the build adds to public/ beside Gatsby's pages, once they are
 * written: a page at every redirected path, the host rules, the search
 * index, the planner's screenings, robots.txt; and into them, their JSON-LD.
 */
import { createHash } from "node:crypto"
import { statSync } from "node:fs"
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises"
import path from "node:path"

import {
  NGINX_EVENTS_PROXY,
  NGINX_REDIRECTS,
  eventsProxyRedirect,
  headersFile,
  isBuildInternal,
  nginxEventsProxy,
  nginxRedirects,
  redirectsFile,
  type EventsProxy,
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
 * Netlify and Cloudflare Pages, and the redirects for deploy/nginx.conf;
 * where the build turned on the events call's shared cache, its rule for
 * each (the nginx one is always written, empty without it, so that a
 * rebuild without it also removes it).
 * Netlify sets NETLIFY=true in its builds, and only it needs forced rules.
 */
async function writeHostRules(
  publicDir: string,
  redirects: readonly PlannedRedirect[],
  eventsProxy: EventsProxy | undefined,
): Promise<void> {
  const nginxFile = path.join(publicDir, NGINX_REDIRECTS)
  await mkdir(path.dirname(nginxFile), { recursive: true })
  await Promise.all([
    writeIfChanged(
      path.join(publicDir, "_redirects"),
      // The proxy rule first: Netlify and Cloudflare apply the first rule that matches.
      eventsProxyRedirect(eventsProxy) + redirectsFile(redirects, { force: process.env.NETLIFY === "true" }),
    ),
    writeIfChanged(nginxFile, nginxRedirects(redirects)),
    writeIfChanged(path.join(publicDir, NGINX_EVENTS_PROXY), nginxEventsProxy(eventsProxy)),
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
  /** The events call's shared cache on the host, where the build turned it on. */
  eventsProxy?: EventsProxy
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
 * What the JSON-LD step left in each page, by path: the file's modification
 * time and size after it, and a digest of the JSON-LD it put in.
 */
export type StructuredDataStamps = ReadonlyMap<string, string>

const stampOf = (file: string, digest: string): string => {
  const { mtimeNs, size } = statSync(file, { bigint: true })
  return `${mtimeNs}:${size}:${digest}`
}

/**
 * Puts each page's JSON-LD last in its head. Gatsby writes only the pages
 * whose data changed, so a page left from an earlier build has the block
 * already and gets it replaced; the file is rewritten only if that changes it.
 * A page whose file and JSON-LD are as `earlier` says this step left them
 * is not read at all: on a rebuild after one edit, that is all but the few
 * Gatsby wrote again, where reading every page took 4 s (docs/performance.md).
 * Returns the stamps to pass to the next build.
 */
async function writeStructuredData(
  publicDir: string,
  structuredData: ReadonlyMap<string, string>,
  earlier: StructuredDataStamps,
): Promise<Map<string, string>> {
  const stamps = new Map<string, string>()
  const pages = [...structuredData].flatMap(([pagePath, json]) => {
    const file = path.join(publicDir, gatsbyPath(pagePath), "index.html")
    const digest = createHash("sha1").update(json).digest("base64")
    const stamp = earlier.get(pagePath)
    if (stamp !== undefined && stamp === stampOf(file, digest)) {
      stamps.set(pagePath, stamp)
      return []
    }
    return [{ pagePath, json, file, digest }]
  })
  for (let first = 0; first < pages.length; first += PAGES_AT_ONCE) {
    await Promise.all(
      pages.slice(first, first + PAGES_AT_ONCE).map(async ({ pagePath, json, file, digest }) => {
        const html = await readFile(file, "utf8")
        const withIt = withJsonLd(html, json)
        if (withIt !== html) await writeFile(file, withIt)
        stamps.set(pagePath, stampOf(file, digest))
      }),
    )
  }
  return stamps
}

/**
 * Leaves a small HTML file at every redirected path of public/, for hosts
 * without rules, writes the host rules for those with them, the search
 * index, the screenings, robots.txt and security.txt, and the pages' JSON-LD.
 * Returns the JSON-LD step's stamps, for the next build's `earlierStamps`.
 */
export async function writePublicExtras(
  publicDir: string,
  redirects: readonly PlannedRedirect[],
  searchDocuments: readonly SearchDocument[],
  screenings: ScreeningsFile,
  { siteUrl, structuredData, securityContacts, eventsProxy }: SearchEngineExtras,
  earlierStamps: StructuredDataStamps = new Map(),
): Promise<Map<string, string>> {
  await Promise.all(
    redirects.map(async ({ fromPath, toPath }) => {
      const file = path.join(publicDir, gatsbyPath(fromPath), "index.html")
      await mkdir(path.dirname(file), { recursive: true })
      await writeIfChanged(file, redirectHtml(toPath))
    }),
  )
  await writeHostRules(publicDir, redirects, eventsProxy)
  await writeIfChanged(path.join(publicDir, SEARCH_INDEX_FILE), JSON.stringify(searchDocuments))
  await writeIfChanged(path.join(publicDir, SCREENINGS_FILE), JSON.stringify(screenings))
  await writeIfChanged(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  await writeSecurityTxt(publicDir, siteUrl, securityContacts)
  return writeStructuredData(publicDir, structuredData, earlierStamps)
}
