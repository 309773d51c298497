/**
 * `npm run publisher`: the publishing service (docs/deploy.md, "The publisher").
 * `npm run publisher -- rollback [id]`, `-- lock`, `-- unlock`: asks the
 * running publisher, or acts on the releases itself when none runs.
 */
import { mkdirSync } from "node:fs"

import { Cron } from "croner"
import lockfile from "proper-lockfile"

import { configFromEnv, type PublisherConfig } from "./config"
import { PreviewPublisher } from "./preview"
import { Publisher, UnknownRelease } from "./publisher"
import { isReleaseId } from "./releases"
import { createServer } from "./server"

const LOCK = { stale: 3000, update: 1000, retries: { retries: 10, minTimeout: 500, maxTimeout: 500 } }

async function serve(config: PublisherConfig): Promise<void> {
  mkdirSync(config.dir, { recursive: true })
  // One publisher per releases folder: a second one would swap links under the first. The lock
  // of one that was killed goes stale within 3 s; a restart waits that long for it.
  const release = await lockfile.lock(config.dir, LOCK).catch(() => {
    throw new Error(`another publisher is running on ${config.dir}`)
  })
  // The service logs through Fastify's logger (pino, one JSON object a line), which exists once the server does.
  const logs: { app?: ReturnType<typeof createServer> } = {}
  const publisher = new Publisher(config, process.env, {
    info: (object, message) => logs.app?.log.info(object, message),
    error: (object, message) => logs.app?.log.error(object, message),
  })
  const preview = new PreviewPublisher(publisher, process.env, publisher.log)
  const app = createServer(publisher, preview)
  logs.app = app
  await publisher.recover()
  await preview.recover()
  const reconcile =
    config.reconcile === "off" ? undefined : new Cron(config.reconcile, { protect: true }, () => publisher.reconcile())
  await app.listen({ port: config.port, host: config.host })
  const stop = async () => {
    reconcile?.stop()
    publisher.stop()
    preview.stop()
    await app.close()
    await release()
    process.exit(0)
  }
  process.once("SIGINT", () => void stop())
  process.once("SIGTERM", () => void stop())
}

const unknown = (id: string) =>
  `rollback: ${id} is not one of the earlier releases (npm run publisher shows them on /publisering/): nothing changed`

/** Rollback, lock and unlock through the running publisher; on the folder itself when none answers. */
async function command(config: PublisherConfig, name: string, id: string | undefined): Promise<void> {
  const paths: Record<string, string> = {
    rollback: "/publisering/rollback",
    lock: "/publisering/lock",
    unlock: "/publisering/unlock",
  }
  const auth = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString("base64")}`
  const url = `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${config.port}${paths[name]}`
  const response = await fetch(url, {
    method: "POST",
    headers: { Authorization: auth, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: id ? new URLSearchParams({ id }).toString() : "",
    redirect: "manual",
  }).catch(() => undefined)
  if (response !== undefined) {
    if (response.status === 400 && id !== undefined) throw new Error(unknown(id))
    if (response.status >= 400) throw new Error(`${name}: ${response.status} ${await response.text()}`)
    console.log(`${name}: done by the running publisher`)
    return
  }
  const release = await lockfile.lock(config.dir, LOCK)
  try {
    const publisher = new Publisher(config, process.env, { info: () => undefined, error: () => undefined })
    if (name === "rollback")
      console.log(
        `rolled back to ${await publisher.rollback(id).catch((error: unknown) => {
          throw error instanceof UnknownRelease && id !== undefined ? new Error(unknown(id)) : error
        })}`,
      )
    else if (name === "lock") await publisher.lock("låst fra kommandolinjen")
    else await publisher.unlock()
  } finally {
    await release()
  }
}

async function main(): Promise<void> {
  const { config, problems } = configFromEnv(process.env, process.cwd())
  if (config === undefined) {
    console.error(`${problems.join("\n")}\n\nThe publisher did not start (docs/deploy.md, "The publisher").`)
    process.exit(1)
  }
  const [name, id, ...rest] = process.argv.slice(2)
  if (name === undefined) return serve(config)
  if (!["rollback", "lock", "unlock"].includes(name))
    throw new Error(`unknown command ${name}: rollback [id], lock, unlock`)
  // A typo must not roll back to the release before: only no id at all means that one.
  if (rest.length > 0 || (id !== undefined && (name !== "rollback" || !isReleaseId(id))))
    throw new Error(
      name === "rollback"
        ? `rollback: ${JSON.stringify([id, ...rest].join(" "))} is not a release id (as 20260131-235959-0a1b2c): nothing changed`
        : `${name} takes no argument: nothing changed`,
    )
  await command(config, name, id)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
