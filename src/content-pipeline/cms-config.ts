/**
 * Where the content comes from, as the environment says: data/ (the
 * default) or the festival's CMS. Every CMS_* variable is documented in
 * docs/cms.md; a variable set wrongly is a problem naming the variable.
 */
import type { ContentProblem } from "./problems"

export type CmsAuth =
  | { kind: "none" }
  | { kind: "basic"; user: string; password: string }
  /** A token to start with, and/or where to get a fresh one (OAuth 2 client credentials). */
  | { kind: "bearer"; token?: string; tokenUrl?: string; user?: string; password?: string }

export interface CmsConfig {
  /** The platform API: `sites`, `sites/{siteId}/events`. */
  platformUrl: string
  /** The management API: `site/{siteId}/block-data`, `site/{siteId}/article`. */
  managementUrl: string
  siteId: string
  auth: CmsAuth
  /** Per request, the body included; 0 waits for ever. */
  timeoutMs: number
  /**
   * Drafts over published content (CMS_PREVIEW=1): every call asks for the
   * latest version (`stable=0`) with the preview token, which then stands in
   * for CMS_AUTH, as Contentful's Preview API and Storyblok's draft version do.
   */
  preview?: boolean
}

export const DEFAULT_CMS_TIMEOUT_MS = 30_000

type Env = Record<string, string | undefined>

const CMS_SWITCHES = ["CMS_PLATFORM_URL", "CMS_MANAGEMENT_URL", "CMS_SITE_ID"] as const

/**
 * True when the build is a preview (CMS_PREVIEW=1): drafts are read when the
 * source is the CMS, and every page says it is a preview and asks not to be indexed.
 */
export function wantsPreview(env: Env = process.env): boolean {
  return env.CMS_PREVIEW === "1"
}

/** True when the environment asks for the CMS rather than data/. */
export function wantsCms(env: Env = process.env): boolean {
  return CMS_SWITCHES.some((name) => (env[name] ?? "") !== "")
}

function problem(variable: string, message: string): ContentProblem {
  return { file: variable, field: "", message }
}

function httpUrl(env: Env, name: string, problems: ContentProblem[]): string {
  const value = env[name] ?? ""
  if (value === "") {
    problems.push(
      problem(name, "is not set (the CMS source needs CMS_PLATFORM_URL, CMS_MANAGEMENT_URL and CMS_SITE_ID)"),
    )
    return ""
  }
  if (!/^https?:\/\/[^\s]+$/.test(value)) problems.push(problem(name, `${JSON.stringify(value)} is not an http(s) URL`))
  return value
}

/** The CMS configuration from the environment, or the problems with it. */
export function cmsConfigFromEnv(env: Env = process.env): { config?: CmsConfig; problems: ContentProblem[] } {
  const problems: ContentProblem[] = []
  if ((env.CONTENT_DIR ?? "") !== "") {
    problems.push(problem("CONTENT_DIR", "is set as well as the CMS_* variables: build from one source, not both"))
  }
  const platformUrl = httpUrl(env, "CMS_PLATFORM_URL", problems)
  const managementUrl = httpUrl(env, "CMS_MANAGEMENT_URL", problems)
  const siteId = env.CMS_SITE_ID ?? ""
  if (siteId === "") problems.push(problem("CMS_SITE_ID", "is not set (the site's id in the CMS, e.g. ramaskrik)"))

  const timeoutText = env.CMS_TIMEOUT_MS ?? ""
  const timeoutMs = timeoutText === "" ? DEFAULT_CMS_TIMEOUT_MS : Number(timeoutText)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 0) {
    problems.push(problem("CMS_TIMEOUT_MS", `${JSON.stringify(timeoutText)} is not a whole number of milliseconds`))
  }

  const user = env.CMS_USER ?? ""
  const password = env.CMS_PASSWORD ?? ""
  const kind = env.CMS_AUTH ?? "none"
  let auth: CmsAuth = { kind: "none" }
  if (kind === "basic") {
    if (user === "" || password === "")
      problems.push(problem("CMS_AUTH", "is basic, but CMS_USER or CMS_PASSWORD is not set"))
    auth = { kind: "basic", user, password }
  } else if (kind === "bearer") {
    const token = env.CMS_TOKEN || undefined
    const tokenUrl = env.CMS_TOKEN_URL || undefined
    if (token === undefined && tokenUrl === undefined) {
      problems.push(problem("CMS_AUTH", "is bearer, but neither CMS_TOKEN nor CMS_TOKEN_URL is set"))
    }
    if (tokenUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(tokenUrl)) {
      problems.push(problem("CMS_TOKEN_URL", `${JSON.stringify(tokenUrl)} is not an http(s) URL`))
    }
    auth = { kind: "bearer", token, tokenUrl, user: user || undefined, password: password || undefined }
  } else if (kind !== "none") {
    problems.push(problem("CMS_AUTH", `${JSON.stringify(kind)} is not one of none, basic, bearer`))
  }

  const previewText = env.CMS_PREVIEW ?? ""
  const preview = wantsPreview(env)
  if (!["", "0", "1"].includes(previewText)) {
    problems.push(problem("CMS_PREVIEW", `${JSON.stringify(previewText)} is not 1 (drafts) or 0 (published only)`))
  }
  const previewToken = env.CMS_PREVIEW_TOKEN ?? ""
  if (preview) {
    if (previewToken === "") problems.push(problem("CMS_PREVIEW_TOKEN", "is not set: drafts are read with it only"))
    else auth = { kind: "bearer", token: previewToken }
  }

  if (problems.length > 0) return { problems }
  return { config: { platformUrl, managementUrl, siteId, auth, timeoutMs, ...(preview ? { preview } : {}) }, problems }
}
