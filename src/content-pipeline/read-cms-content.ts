/**
 * Reads the content from the CMS as the same raw documents the local reader
 * makes of data/, so both go through one validation, one sanitizer and one
 * set of nodes. Each item of a reply becomes one document named by its
 * endpoint and position, `GET https://…/site/ramaskrik/article?stable=1 [3]`,
 * and a problem in it reads `… [3]: title: is required (expected string)`.
 *
 * The replies (see docs/cms.md) are JSON arrays of the same objects as the
 * files of data/; the site object may carry the redirects as `redirects`.
 */
import { createCmsClient, CmsRequestError, type CmsClient } from "./cms-client"
import type { CmsConfig } from "./cms-config"
import type { ContentKind, RawDocument } from "./load-content"
import type { ContentProblem } from "./problems"

export interface CmsEndpoints {
  sites: string
  events: string
  blockData: string
  articles: string
}

function under(base: string, relative: string): string {
  return new URL(relative, base.endsWith("/") ? base : `${base}/`).toString()
}

/** Published content asks the management API for `stable=1`; a preview asks every call for `stable=0`, drafts included. */
export function cmsEndpoints({ platformUrl, managementUrl, siteId, preview }: CmsConfig): CmsEndpoints {
  const site = encodeURIComponent(siteId)
  const latest = preview ? "?stable=0" : ""
  const stable = preview ? "?stable=0" : "?stable=1"
  return {
    sites: under(platformUrl, `sites${latest}`),
    events: under(platformUrl, `sites/${site}/events${latest}`),
    blockData: under(managementUrl, `site/${site}/block-data${stable}`),
    articles: under(managementUrl, `site/${site}/article${stable}`),
  }
}

function describe(value: unknown): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return "an array"
  return typeof value === "object" ? "an object" : `a ${typeof value}`
}

function documentsOf(endpoint: string, reply: unknown, kind: ContentKind, what: string): RawDocument[] {
  if (!Array.isArray(reply)) {
    throw new CmsRequestError(endpoint, `expected a JSON array of ${what}, found ${describe(reply)}`)
  }
  return reply.map((item, index) => ({ file: `${endpoint} [${index}]`, kind, text: JSON.stringify(item) }))
}

/** The site with the configured id; its `redirects`, when there, become the redirects document. */
function siteDocuments(endpoint: string, reply: unknown, siteId: string): RawDocument[] {
  if (!Array.isArray(reply)) {
    throw new CmsRequestError(endpoint, `expected a JSON array of sites, found ${describe(reply)}`)
  }
  const ids = reply.map((site: unknown) =>
    site !== null && typeof site === "object" ? (site as Record<string, unknown>).id : undefined,
  )
  const index = ids.indexOf(siteId)
  if (index < 0) {
    const found = ids.filter((id) => typeof id === "string").map((id) => JSON.stringify(id))
    throw new CmsRequestError(
      endpoint,
      `has no site with id ${JSON.stringify(siteId)} (CMS_SITE_ID); it has ${found.length > 0 ? found.join(", ") : "none"}`,
    )
  }
  const file = `${endpoint} [${index}]`
  const { redirects, ...site } = reply[index] as Record<string, unknown>
  const documents: RawDocument[] = [{ file, kind: "site", text: JSON.stringify(site) }]
  if (redirects !== undefined) {
    documents.push({ file: `${file}.redirects`, kind: "redirects", text: JSON.stringify(redirects) })
  }
  return documents
}

/**
 * Fetches the four endpoints at once. A request that fails is one problem
 * naming its endpoint; the documents of the others are returned all the same
 * (a build stops on any problem, but an editor sees every failed call at once).
 */
export async function readCmsContent(
  config: CmsConfig,
  client: CmsClient = createCmsClient(config),
): Promise<{ documents: RawDocument[]; problems: ContentProblem[] }> {
  const endpoints = cmsEndpoints(config)
  const read = async (url: string, toDocuments: (endpoint: string, reply: unknown) => RawDocument[]) =>
    toDocuments(`GET ${url}`, await client.getJson(url))

  const results = await Promise.allSettled([
    read(endpoints.sites, (endpoint, reply) => siteDocuments(endpoint, reply, config.siteId)),
    read(endpoints.blockData, (endpoint, reply) => documentsOf(endpoint, reply, "page", "pages")),
    read(endpoints.articles, (endpoint, reply) => documentsOf(endpoint, reply, "article", "articles")),
    read(endpoints.events, (endpoint, reply) => documentsOf(endpoint, reply, "production", "productions")),
  ])

  const documents: RawDocument[] = []
  const problems: ContentProblem[] = []
  for (const result of results) {
    if (result.status === "fulfilled") documents.push(...result.value)
    else if (result.reason instanceof CmsRequestError) {
      // Requests that share a failed token refresh fail with the same error.
      const { endpoint, reason } = result.reason
      if (!problems.some((known) => known.file === endpoint && known.message === reason)) {
        problems.push({ file: endpoint, field: "", message: reason })
      }
    } else throw result.reason
  }
  return { documents, problems }
}
