/**
 * The sandbox CMS's webhooks: when an editor saves a file of its content
 * folder, it tells the publisher, as the festival's CMS (and Contentful,
 * Sanity, Storyblok) do. Each delivery is signed the Standard Webhooks way
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256
 * of "id.timestamp.body">`, secret `whsec_<base64>`) with the reference
 * library, `standardwebhooks`, so the publisher verifies exactly what a real
 * CMS would send. Saves are debounced per file (an editor's save is several
 * file-system events); a delivery that fails is sent again with backoff,
 * under the same id and freshly signed, so a receiver can see one delivery twice.
 *
 * The folder is watched with chokidar: Node's own recursive fs.watch on Linux
 * misses folders made after it started and reports an editor's atomic save
 * (write a temporary file, rename it over the old one) as events on the
 * temporary name.
 */
import { randomUUID } from "node:crypto"
import { readFile } from "node:fs/promises"
import path from "node:path"

import { watch } from "chokidar"
import { Webhook } from "standardwebhooks"

import { contentKind } from "../content-pipeline/read-local-content"

export interface CmsWebhookSettings {
  /** Where the webhooks go, e.g. the publisher's `http://localhost:9300/hooks/cms`. */
  hookUrl: string
  /** The shared secret, `whsec_` and base64, as Standard Webhooks gives it. */
  secret: string
}

/** Standard Webhooks recommends secrets of 24 to 64 bytes. */
const MIN_SECRET_BYTES = 24

/**
 * The webhook settings from the environment: undefined when neither
 * PUBLISHER_HOOK_URL nor PUBLISHER_WEBHOOK_SECRET is set; an error naming the
 * variable when only one is, or when one is not what it must be.
 */
export function cmsWebhookSettings(env: Record<string, string | undefined>): CmsWebhookSettings | undefined {
  const hookUrl = env.PUBLISHER_HOOK_URL ?? ""
  const secret = env.PUBLISHER_WEBHOOK_SECRET ?? ""
  if (hookUrl === "" && secret === "") return undefined
  if (hookUrl === "")
    throw new Error("PUBLISHER_HOOK_URL: missing: where the CMS's webhooks go, beside PUBLISHER_WEBHOOK_SECRET")
  if (secret === "") throw new Error("PUBLISHER_WEBHOOK_SECRET: missing: the secret the CMS signs its webhooks with")
  let url: URL
  try {
    url = new URL(hookUrl)
  } catch {
    throw new Error(`PUBLISHER_HOOK_URL: ${JSON.stringify(hookUrl)} is not a URL`)
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`PUBLISHER_HOOK_URL: ${JSON.stringify(hookUrl)} is not an http or https address`)
  }
  const key = secret.startsWith("whsec_") ? secret.slice("whsec_".length) : ""
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key) || Buffer.from(key, "base64").length < MIN_SECRET_BYTES) {
    throw new Error(
      `PUBLISHER_WEBHOOK_SECRET: must be whsec_ and at least ${MIN_SECRET_BYTES} random bytes in base64, ` +
        "e.g. node -e \"console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))\"",
    )
  }
  return { hookUrl: url.href, secret }
}

/**
 * What a webhook's body says: Standard Webhooks' `type`, `timestamp` and
 * `data`. `draft.*` is a save in the drafts folder: it changes the preview only.
 */
export interface CmsEvent {
  type: "content.saved" | "content.deleted" | "draft.saved" | "draft.deleted"
  timestamp: string
  data: {
    /** The file in the content folder, `/` separated, e.g. `productions/blodmane.json`. */
    file: string
    /** page, article, production, site or redirects. */
    kind: string
    /** The item's `id` when the saved file has one (a deleted file has none to read). */
    id?: string
  }
}

export interface CmsWebhookOptions extends CmsWebhookSettings {
  contentDir: string
  /** The drafts folder, watched too when given (its saves are `draft.*` events). */
  draftsDir?: string
  /** Quiet time after a file's last event before its webhook is sent. */
  debounceMs?: number
  /** The waits before each retry; the delivery is given up after the last. */
  retryDelaysMs?: readonly number[]
  /** How long one attempt may take. */
  timeoutMs?: number
  log?: (line: string) => void
}

export interface CmsWebhookSender {
  /** Resolves once the folder is being watched. */
  ready: Promise<void>
  /** Resolves once every delivery under way has been accepted or given up. */
  idle: () => Promise<void>
  /** Stops watching, drops the saves not yet sent and the retries not yet made. */
  close: () => Promise<void>
}

/** About a minute of retries: Sanity and Svix go on for longer, but an editor at the sandbox is waiting. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 32000]

/** Whether a receiver's answer is worth asking again: it was busy or down, not refusing. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 429

/** fetch says only "fetch failed"; the reason (ECONNREFUSED, a timeout) is in its cause. */
function whyFailed(error: unknown): string {
  const cause: unknown = typeof error === "object" && error !== null ? (error as { cause?: unknown }).cause : undefined
  const message = typeof cause === "object" && cause !== null ? (cause as { message?: unknown }).message : undefined
  return typeof message === "string" && message !== "" ? message : String(error)
}

const hidden = (file: string) => path.basename(file).startsWith(".")

async function itemId(file: string): Promise<string | undefined> {
  try {
    const value: unknown = JSON.parse(await readFile(file, "utf8"))
    const id = typeof value === "object" && value !== null ? (value as { id?: unknown }).id : undefined
    return typeof id === "string" ? id : undefined
  } catch {
    // A file saved half-way or broken: the publisher's build will say what is wrong with it.
    return undefined
  }
}

export function sendCmsWebhooks(options: CmsWebhookOptions): CmsWebhookSender {
  const contentDir = path.resolve(options.contentDir)
  const draftsDir = options.draftsDir === undefined ? undefined : path.resolve(options.draftsDir)
  const { hookUrl, debounceMs = 300, retryDelaysMs = RETRY_DELAYS_MS, timeoutMs = 10_000 } = options
  const log = options.log ?? ((line: string) => console.log(line))
  const signer = new Webhook(options.secret)
  const stopped = new AbortController()
  const waiting = new Map<string, NodeJS.Timeout>()
  const deliveries = new Set<Promise<void>>()

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      stopped.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true })
    })

  /** One attempt: the answer's status, or why there was none. */
  async function attempt(id: string, body: string): Promise<number | string> {
    const now = new Date()
    try {
      const response = await fetch(hookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "webhook-id": id,
          "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
          "webhook-signature": signer.sign(id, now, body),
        },
        body,
        signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(timeoutMs)]),
      })
      await response.body?.cancel()
      return response.status
    } catch (error) {
      return whyFailed(error)
    }
  }

  async function deliver(event: CmsEvent): Promise<void> {
    const id = `msg_${randomUUID()}`
    const body = JSON.stringify(event)
    const what = `${event.type} ${event.data.file}`
    for (let tries = 0; !stopped.signal.aborted; tries += 1) {
      const outcome = await attempt(id, body)
      if (typeof outcome === "number" && outcome >= 200 && outcome < 300) {
        log(`CMS webhook ${id} (${what}) delivered to ${hookUrl}: ${outcome}`)
        return
      }
      const failure = typeof outcome === "number" ? `answered ${outcome}` : `failed (${outcome})`
      const delay = retryDelaysMs[tries]
      if ((typeof outcome === "number" && !retryable(outcome)) || delay === undefined) {
        log(`CMS webhook ${id} (${what}) to ${hookUrl} ${failure}; given up after ${tries + 1} attempts`)
        return
      }
      if (stopped.signal.aborted) return
      log(`CMS webhook ${id} (${what}) to ${hookUrl} ${failure}; trying again in ${delay} ms`)
      await pause(delay)
    }
  }

  async function announce(root: string, relativePath: string, deleted: boolean): Promise<void> {
    const kind = contentKind(relativePath)
    if (kind === undefined || stopped.signal.aborted) return
    const file = relativePath.split(path.sep).join("/")
    const id = deleted ? undefined : await itemId(path.join(root, relativePath))
    const prefix = root === contentDir ? "content" : "draft"
    const event: CmsEvent = {
      type: `${prefix}.${deleted ? "deleted" : "saved"}`,
      timestamp: new Date().toISOString(),
      data: { file, kind, ...(id === undefined ? {} : { id }) },
    }
    const delivery = deliver(event)
    deliveries.add(delivery)
    await delivery.finally(() => deliveries.delete(delivery))
  }

  function saved(absolutePath: string, deleted: boolean): void {
    // The drafts folder may sit inside the content folder: the nearer root wins.
    const root =
      draftsDir !== undefined && !path.relative(draftsDir, absolutePath).startsWith("..") ? draftsDir : contentDir
    const relativePath = path.relative(root, absolutePath)
    if (!relativePath.endsWith(".json") || relativePath.startsWith("..") || hidden(relativePath)) return
    const key = `${root}\0${relativePath}`
    clearTimeout(waiting.get(key))
    waiting.set(
      key,
      setTimeout(() => {
        waiting.delete(key)
        void announce(root, relativePath, deleted)
      }, debounceMs),
    )
  }

  const roots = draftsDir === undefined ? [contentDir] : [contentDir, draftsDir]
  const watcher = watch(roots, {
    ignoreInitial: true,
    // A link out of the folder is not the CMS's content.
    followSymlinks: false,
    ignored: (file) => !roots.includes(file) && hidden(file),
  })
  watcher.on("add", (file) => saved(file, false))
  watcher.on("change", (file) => saved(file, false))
  watcher.on("unlink", (file) => saved(file, true))
  watcher.on("error", (error) => log(`CMS webhooks: watching ${contentDir} failed: ${String(error)}`))
  const ready = new Promise<void>((resolve) => watcher.once("ready", () => resolve()))

  const idle = async () => {
    while (deliveries.size > 0) await Promise.all([...deliveries])
  }
  return {
    ready,
    idle,
    async close() {
      stopped.abort()
      waiting.forEach((timer) => clearTimeout(timer))
      waiting.clear()
      await watcher.close()
      await idle()
    },
  }
}
