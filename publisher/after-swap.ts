/**
 * What runs after `dist` was swapped to another release whose redirect table
 * differs from the one before: `PUBLISHER_AFTER_SWAP`, a shell command such
 * as `nginx -s reload`. nginx reads the redirects (`include
 * …/dist/_nginx/redirects.conf` in deploy/nginx.conf) only when it starts or
 * reloads, while it reads pages through the link at every request; a reload
 * is graceful (the old workers finish what they serve), so it runs only when
 * the redirects changed, not on every publish.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import execa from "execa"

import { NGINX_EVENTS_PROXY, NGINX_REDIRECTS } from "../deploy/host-rules.mjs"
import { withoutSecrets, type PublisherConfig } from "./config"

/** The hosts' redirect files a release carries, and the events call's proxy rule nginx reads with them (deploy/host-rules.mjs). */
const REDIRECT_FILES = ["_redirects", NGINX_REDIRECTS, NGINX_EVENTS_PROXY]

const bytesOf = (file: string): Buffer => {
  try {
    return readFileSync(file)
  } catch {
    return Buffer.alloc(0)
  }
}

/** Whether the two releases' redirect tables differ (a release with none counts as an empty table). */
export function redirectsDiffer(dir: string, from: string | null, to: string): boolean {
  if (from === null) return true
  return REDIRECT_FILES.some((file) => !bytesOf(path.join(dir, from, file)).equals(bytesOf(path.join(dir, to, file))))
}

export interface SwapLog {
  info(object: object, message?: string): void
  error(object: object, message?: string): void
}

/**
 * Runs the after-swap command when `from` → `to` changed the redirects;
 * what it printed goes to the log. It gets RELEASE_ID, PREVIOUS_RELEASE_ID and
 * RELEASE_DIR, and the publisher's environment without its secrets. A command that fails or hangs (30 s) is logged, never undoes
 * the swap: the meta-refresh pages at old addresses cover until it works.
 */
export async function afterSwap(config: PublisherConfig, from: string | null, to: string, log: SwapLog): Promise<void> {
  if (config.afterSwap === "" || from === to || !redirectsDiffer(config.dir, from, to)) return
  const result = await execa(config.afterSwap, {
    shell: true,
    reject: false,
    all: true,
    timeout: 30_000,
    env: {
      ...withoutSecrets(process.env),
      RELEASE_ID: to,
      PREVIOUS_RELEASE_ID: from ?? "",
      RELEASE_DIR: path.join(config.dir, to),
    },
    extendEnv: false,
  })
  const output = (result.all ?? "").trim().slice(-2000)
  if (result.exitCode === 0) log.info({ id: to, output }, "redirects changed: after-swap command ran")
  else log.error({ id: to, exitCode: result.exitCode, timedOut: result.timedOut, output }, "after-swap command failed")
}
