/**
 * The publisher's settings, from the environment (docs/deploy.md, "The
 * publisher"). A setting that is missing or unsafe stops the start with a
 * line naming the variable, as the build does for the CMS_* variables.
 */
import path from "node:path"

import { credentialsProblems } from "../deploy/editors-door.mjs"

type Env = Record<string, string | undefined>

export interface PublisherConfig {
  port: number
  host: string
  /** The Standard Webhooks secret, `whsec_` and base64. */
  secret: string
  /** Where releases live (`releases/` beside dist/ unless PUBLISHER_DIR says otherwise). */
  dir: string
  /** The link the hosts serve, swapped to the current release. */
  dist: string
  /** The command that builds the site from CONTENT_DIR into DIST_DIR. */
  buildCommand: string[]
  /** The status page's basic authentication. */
  user: string
  password: string
  quietMs: number
  maxWaitMs: number
  /** Croner pattern of the reconcile; "off" for none. */
  reconcile: string
  /** The first delay of the retries while the CMS is down; doubles up to 30 s. */
  retryMs: number
  /** How long a CMS that is down is retried before the build fails. */
  retryForMs: number
  /** How long the CMS may still serve the content from before a webhook. */
  staleForMs: number
  keep: number
  /** Where the content comes from when no CMS_* variable is set. */
  contentDir: string
  /** A shell command run after a swap that changed the redirect table (`nginx -s reload`); "" for none. */
  afterSwap: string
}

/**
 * What the publisher's children (the build, the after-swap command) are given
 * of `env`: all but its own secrets (PUBLISHER_*) and the CMS's (CMS_*), which
 * a build step or a command of the host has no use for and must not be able to read.
 */
export const withoutSecrets = (env: Env): Env =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("CMS_") && !name.startsWith("PUBLISHER_")))

/** A secret of at least 24 random bytes, as Standard Webhooks asks (`whsec_` + base64). */
export function secretProblem(secret: string | undefined): string | undefined {
  if (secret === undefined || secret === "") return "is not set"
  const body = secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return "is not base64 (whsec_ and base64, as Standard Webhooks prints it)"
  const bytes = Buffer.from(body, "base64")
  if (bytes.length < 24) return `is ${bytes.length} bytes: at least 24 random bytes are needed`
  if (new Set(bytes).size < 8) return "repeats too few byte values to be random"
  return undefined
}

const number = (env: Env, name: string, fallback: number, problems: string[]): number => {
  const text = env[name]
  if (text === undefined || text === "") return fallback
  const value = Number(text)
  if (!Number.isFinite(value) || value < 0) problems.push(`${name}: ${JSON.stringify(text)} is not a number`)
  return value
}

export function configFromEnv(env: Env, root: string): { config?: PublisherConfig; problems: string[] } {
  const problems: string[] = []
  const secret = env.PUBLISHER_WEBHOOK_SECRET ?? ""
  const weak = secretProblem(secret)
  if (weak) problems.push(`PUBLISHER_WEBHOOK_SECRET: ${weak}`)
  const user = env.PUBLISHER_STATUS_USER ?? ""
  const password = env.PUBLISHER_STATUS_PASSWORD ?? ""
  problems.push(...credentialsProblems(user, password))
  if ((env.CMS_PREVIEW ?? "") !== "")
    problems.push(
      "CMS_PREVIEW: must not be set: the publisher builds the live site from published content and the preview itself (with CMS_PREVIEW_TOKEN)",
    )
  const dist = path.resolve(root, env.DIST_DIR ?? "dist")
  const command = env.PUBLISHER_BUILD_COMMAND ?? ""
  const config: PublisherConfig = {
    port: number(env, "PUBLISHER_PORT", 9300, problems),
    host: env.PUBLISHER_HOST ?? "127.0.0.1",
    secret,
    dir: path.resolve(root, env.PUBLISHER_DIR ?? path.join(path.dirname(dist), "releases")),
    dist,
    buildCommand: command === "" ? [process.execPath, path.join(root, "scripts", "build.mjs")] : command.split(" "),
    user,
    password,
    quietMs: number(env, "PUBLISHER_QUIET_MS", 1500, problems),
    maxWaitMs: number(env, "PUBLISHER_MAX_WAIT_MS", 10_000, problems),
    reconcile: env.PUBLISHER_RECONCILE ?? "*/15 * * * *",
    retryMs: number(env, "PUBLISHER_RETRY_MS", 1000, problems),
    retryForMs: number(env, "PUBLISHER_RETRY_FOR_MS", 10 * 60_000, problems),
    staleForMs: number(env, "PUBLISHER_STALE_FOR_MS", 3000, problems),
    keep: Math.max(2, number(env, "PUBLISHER_KEEP", 5, problems)),
    contentDir: path.resolve(root, env.CONTENT_DIR || "data"),
    afterSwap: (env.PUBLISHER_AFTER_SWAP ?? "").trim(),
  }
  return problems.length > 0 ? { problems } : { config, problems }
}
