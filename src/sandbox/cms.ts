/**
 * The festival's CMS, as the sandbox plays it: the demo content of data/
 * served through the CMS paths the build reads (docs/cms.md), so a build
 * from the CMS can be compared with a build from data/. The files are read
 * on every request: an edit in data/ is in the next reply.
 *
 *   GET  /cms/platform/sites                           every site, each with its redirects
 *   GET  /cms/platform/sites/:siteId/events            the site's productions, showtimes inside
 *   GET  /cms/management/site/:siteId/block-data?stable=1   the site's pages
 *   GET  /cms/management/site/:siteId/article?stable=1      the site's articles
 *   POST /cms/auth/token                               a bearer token (OAuth 2 client credentials)
 *
 * Drafts, as Contentful's Preview API, Sanity's drafts and Storyblok's draft
 * version keep them: a drafts folder beside the content folder holds what
 * editors saved but did not publish, the same files as the content folder.
 * A draft with the id of a published item is an unpublished change to it; a
 * draft with a new id is an unpublished item. Any call with `stable=0` and
 * the preview token (`Authorization: Bearer …`, a credential of its own)
 * answers with the drafts over the published content; without the token it
 * is refused, and the published calls never show a draft.
 */
import { randomUUID, timingSafeEqual } from "node:crypto"
import { readFile } from "node:fs/promises"
import path from "node:path"

import { contentKind, listContentFiles } from "../content-pipeline/read-local-content"
import { json, type SandboxRoute } from "./routes"

export const CMS_PLATFORM_PATH = "/cms/platform"
export const CMS_MANAGEMENT_PATH = "/cms/management"
export const CMS_TOKEN_PATH = "/cms/auth/token"

export interface CmsSandboxOptions {
  /** The content folder served; data/ unless CMS_SANDBOX_CONTENT_DIR says otherwise. */
  contentDir?: string
  /** What the CMS asks of callers: nothing (the default), a user and password, or a bearer token. */
  auth?: { kind: "none" } | { kind: "basic" | "bearer"; user: string; password: string }
  /** The drafts: `drafts/` beside the content folder unless CMS_SANDBOX_DRAFTS_DIR says otherwise. */
  draftsDir?: string
  /** The token that reads drafts (CMS_SANDBOX_PREVIEW_TOKEN); without one, no caller reads drafts. */
  previewToken?: string
}

interface Collections {
  sites: unknown[]
  pages: unknown[]
  articles: unknown[]
  productions: unknown[]
}

type Folder = Collections & { redirects: unknown }

/** The drafts folder of a content folder: a sibling named `drafts`. */
export function draftsDirOf(contentDir: string, env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.CMS_SANDBOX_DRAFTS_DIR || path.join(path.dirname(path.resolve(contentDir)), "drafts"))
}

const idOf = (item: unknown): unknown =>
  typeof item === "object" && item !== null ? (item as { id?: unknown }).id : undefined

/** Drafts over published items: a draft replaces the item with its id where it stands, a new one comes last. */
function overlay(published: unknown[], drafts: unknown[]): unknown[] {
  const merged = [...published]
  for (const draft of drafts) {
    const id = idOf(draft)
    const at = typeof id === "string" ? merged.findIndex((item) => idOf(item) === id) : -1
    if (at >= 0) merged[at] = draft
    else merged.push(draft)
  }
  return merged
}

/** The content as the CMS serves it, the drafts over it when `drafts` is given. */
async function collections(dir: string, drafts?: string): Promise<Collections> {
  const read = await folder(dir)
  if (drafts !== undefined) {
    const draft = await folder(drafts).catch((error: unknown) => {
      // No drafts folder: no drafts.
      if ((error as { code?: unknown }).code === "ENOENT") return undefined
      throw error
    })
    if (draft) {
      read.sites = overlay(read.sites, draft.sites)
      read.pages = overlay(read.pages, draft.pages)
      read.articles = overlay(read.articles, draft.articles)
      read.productions = overlay(read.productions, draft.productions)
      if (Array.isArray(draft.redirects) && draft.redirects.length > 0) read.redirects = draft.redirects
    }
  }
  read.sites = read.sites.map((site) => ({ ...(site as object), redirects: read.redirects }))
  return read
}

/** A content folder as the CMS would hold it, items in file-name order (the order the local reader uses). */
async function folder(dir: string): Promise<Folder> {
  const files = (await listContentFiles(dir))
    .filter((file) => file.relativePath.endsWith(".json"))
    .sort((a, b) => a.relativePath.localeCompare(b.relativePath))
  const read: Folder = {
    sites: [],
    pages: [],
    articles: [],
    productions: [],
    redirects: [],
  }
  for (const file of files) {
    const kind = contentKind(file.relativePath)
    const text = await readFile(file.absolutePath, "utf8")
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      throw new Error(`${file.relativePath} is not valid JSON: ${(error as Error).message}`)
    }
    if (kind === "site") read.sites.push(value)
    else if (kind === "redirects") read.redirects = value
    else if (kind === "page") read.pages.push(value)
    else if (kind === "article") read.articles.push(value)
    else if (kind === "production") read.productions.push(value)
  }
  return read
}

function siteIds(sites: unknown[]): unknown[] {
  return sites.map((site) => (site as { id?: unknown }).id)
}

export function createCmsRoutes(options: CmsSandboxOptions = {}): SandboxRoute[] {
  const dir = path.resolve(options.contentDir ?? process.env.CMS_SANDBOX_CONTENT_DIR ?? "data")
  const auth = options.auth ?? { kind: "none" }
  const drafts = options.draftsDir ?? draftsDirOf(dir)
  const previewToken = options.previewToken ?? process.env.CMS_SANDBOX_PREVIEW_TOKEN ?? ""
  const issued = new Set<string>()
  const credentials =
    auth.kind === "none" ? "" : `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString("base64")}`

  function refused(request: Request): Response | undefined {
    const given = request.headers.get("authorization") ?? ""
    if (auth.kind === "none") return undefined
    if (auth.kind === "basic" && given === credentials) return undefined
    if (auth.kind === "bearer" && given.startsWith("Bearer ") && issued.has(given.slice("Bearer ".length))) {
      return undefined
    }
    return json(
      { error: auth.kind === "basic" ? "wrong user or password" : "no valid token" },
      { status: 401, headers: { "WWW-Authenticate": auth.kind === "basic" ? 'Basic realm="cms"' : "Bearer" } },
    )
  }

  /**
   * The content a request may read: published (`stable=1`, or nothing on the
   * platform API), or, with `stable=0` and the preview token, drafts over it.
   */
  async function contentFor(request: Request, management: boolean): Promise<Collections | Response> {
    const stable = new URL(request.url).searchParams.get("stable")
    if (stable === "0") {
      const given = Buffer.from(request.headers.get("authorization") ?? "")
      const expected = Buffer.from(`Bearer ${previewToken}`)
      if (previewToken === "" || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return json(
          { error: "drafts (stable=0) are read with the preview token only" },
          { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="preview"' } },
        )
      }
      return collections(dir, drafts)
    }
    const denied = refused(request)
    if (denied) return denied
    if (management && stable !== "1") {
      return json({ error: "ask for published content with stable=1, or drafts with stable=0" }, { status: 400 })
    }
    return collections(dir)
  }

  /** A site's collection, or why not: the site must exist and, for the management API, stable=1 be asked for. */
  function siteRoute(routePath: string, pick: (content: Collections) => unknown[], management: boolean): SandboxRoute {
    return {
      method: "GET",
      path: routePath,
      async handle(request, { siteId }) {
        const content = await contentFor(request, management)
        if (content instanceof Response) return content
        if (!siteIds(content.sites).includes(siteId)) {
          return json({ error: `no site ${JSON.stringify(siteId)}` }, { status: 404 })
        }
        return json(pick(content))
      },
    }
  }

  return [
    {
      method: "GET",
      path: `${CMS_PLATFORM_PATH}/sites`,
      async handle(request) {
        const content = await contentFor(request, false)
        return content instanceof Response ? content : json(content.sites)
      },
    },
    siteRoute(`${CMS_PLATFORM_PATH}/sites/:siteId/events`, (content) => content.productions, false),
    siteRoute(`${CMS_MANAGEMENT_PATH}/site/:siteId/block-data`, (content) => content.pages, true),
    siteRoute(`${CMS_MANAGEMENT_PATH}/site/:siteId/article`, (content) => content.articles, true),
    {
      method: "POST",
      path: CMS_TOKEN_PATH,
      async handle(request) {
        const body = new URLSearchParams(await request.text())
        if (auth.kind !== "bearer") return json({ error: "this CMS does not issue tokens" }, { status: 404 })
        if (body.get("grant_type") !== "client_credentials") {
          return json({ error: "unsupported_grant_type" }, { status: 400 })
        }
        if (request.headers.get("authorization") !== credentials) {
          return json({ error: "invalid_client" }, { status: 401 })
        }
        const token = randomUUID()
        issued.add(token)
        return json({ access_token: token, token_type: "Bearer", expires_in: 3600 })
      },
    },
  ]
}

/** The sandbox's CMS, open to all, serving data/ (or CMS_SANDBOX_CONTENT_DIR). */
export const cmsRoutes: SandboxRoute[] = createCmsRoutes()
