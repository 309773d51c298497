/**
 * The publisher's HTTP side (Fastify): the CMS's webhook, and the editors'
 * status page with its JSON twin and its two actions. The webhook only
 * queues: the build never runs inside a request. A draft's event (`draft.*`)
 * queues the preview (preview.ts); any other event the live site.
 */
import formbody from "@fastify/formbody"
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify"
import { Webhook } from "standardwebhooks"

import { editorsDoor, NO_FRAMING, waitText } from "../deploy/editors-door.mjs"
import type { PreviewPublisher } from "./preview"
import { UnknownRelease, type Publisher } from "./publisher"
import { isReleaseId } from "./releases"
import { REFRESH_SECONDS, statusPage } from "./status-page"
import { checkDelivery } from "./webhook"

/** Whether a POST comes from this host's own pages: an Origin that cannot be read (`null`) is not. */
function sameHost(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

/**
 * The release id a rollback form names: undefined when it names none (the
 * release before the live one), null when it names one that is no id (a
 * typo, two ids, a body that is no form), which must change nothing.
 */
function rollbackId(body: unknown): string | undefined | null {
  if (body === undefined || body === null || body === "") return undefined
  if (typeof body !== "object") return null
  const { id } = body as Record<string, unknown>
  if (id === undefined) return undefined
  return typeof id === "string" && isReleaseId(id) ? id : null
}

/** The event's `type`, when the body is a JSON object that has one. */
function eventType(body: string): string {
  try {
    const type: unknown = (JSON.parse(body) as { type?: unknown } | null)?.type
    return typeof type === "string" ? type : ""
  } catch {
    return ""
  }
}

export function createServer(publisher: Publisher, preview: PreviewPublisher) {
  const { config } = publisher
  const hook = new Webhook(config.secret)
  const app = Fastify({ logger: { level: process.env.PUBLISHER_LOG_LEVEL ?? "info" }, bodyLimit: 256 * 1024 })
  void app.register(formbody, { bodyLimit: 4096 })
  // No answer of the publisher may be framed (editors-door.mjs says why); the status page adds its own policy.
  app.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(NO_FRAMING)
    done()
  })
  // The signature is over the bytes as sent: keep the body as text, whatever its type says.
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body))
  app.removeContentTypeParser("application/json")
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body))

  app.post("/hooks/cms", async (request, reply) => {
    const body = typeof request.body === "string" ? request.body : ""
    const verdict = checkDelivery(hook, publisher.state, body, request.headers)
    if (verdict.kind === "refused") {
      request.log.warn({ reason: verdict.reason }, "webhook refused")
      return reply.code(401).send({ error: "invalid signature" })
    }
    // The ids seen changed: written before the answer, so that after a restart a retried delivery is still
    // known and a replay still refused. A live change writes them with the queue (enqueue).
    if (verdict.kind === "duplicate") {
      await publisher.save()
      return reply.code(200).send({ status: "duplicate" })
    }
    if (eventType(body).startsWith("draft.")) {
      await publisher.save()
      const queued = await preview.enqueue()
      return reply.code(202).send({ status: queued ? "preview queued" : "no preview (CMS_PREVIEW_TOKEN is not set)" })
    }
    await publisher.enqueue(true)
    return reply.code(202).send({ status: "queued" })
  })

  const door = editorsDoor(config.user, config.password)
  const editorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const entry = await door(request.headers.authorization, request.ip)
    if (entry.verdict === "wait") {
      request.log.warn({ ip: request.ip }, "too many wrong passwords")
      return reply
        .code(429)
        .header("Retry-After", String(entry.retryAfter))
        .type("text/plain; charset=utf-8")
        .send(waitText(entry.retryAfter))
    }
    if (entry.verdict === "ask") {
      return reply
        .code(401)
        .header("WWW-Authenticate", 'Basic realm="Publisering", charset="UTF-8"')
        .type("text/plain; charset=utf-8")
        .send("Logg inn for å se publiseringen.")
    }
    // Basic authentication goes with every request, also one another site makes a browser send: refuse those.
    if (request.method === "POST" && !sameHost(request))
      return reply.code(403).type("text/plain; charset=utf-8").send("Skjemaet må sendes fra publiseringssiden.")
  }

  const view = (refreshing = true) => ({
    refreshing,
    state: publisher.state,
    progress: publisher.progress,
    building: publisher.state.running !== null,
    now: new Date(),
    preview: preview.status(),
  })
  const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex")

  app.get("/publisering", { onRequest: editorOnly }, (_request, reply) => reply.redirect("/publisering/"))
  app.get("/publisering/", { onRequest: editorOnly }, (request, reply) => {
    const refreshing = (request.query as Record<string, unknown>).oppdater !== "nei"
    if (refreshing) reply.header("Refresh", String(REFRESH_SECONDS))
    return noStore(reply)
      .header(
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .type("text/html; charset=utf-8")
      .send(statusPage(view(refreshing)))
  })
  app.get("/publisering/status.json", { onRequest: editorOnly }, (_request, reply) => {
    const { state } = publisher
    const { enabled, current, building, queued, last } = preview.status()
    noStore(reply).send({
      current: state.current,
      building: state.running !== null,
      queued: state.pending?.count ?? 0,
      releases: state.releases.map(({ id, startedAt, finishedAt, outcome, problems, pages }) => ({
        id,
        startedAt,
        finishedAt: finishedAt ?? null,
        outcome,
        ...(outcome === "failed" ? { problems: problems ?? [] } : {}),
        // What the status page says the release changed, for tools too.
        ...(pages ? { pages } : {}),
      })),
      preview: {
        enabled,
        current,
        building,
        queued,
        last: last && {
          id: last.id,
          startedAt: last.startedAt,
          finishedAt: last.finishedAt ?? null,
          outcome: last.outcome,
          ...(last.outcome === "failed" ? { problems: last.problems ?? [] } : {}),
        },
      },
    })
  })

  const back = (reply: FastifyReply) => reply.code(303).header("Location", "/publisering/").send()
  app.post("/publisering/rollback", { onRequest: editorOnly }, async (request, reply) => {
    const id = rollbackId(request.body)
    const refused = (why: string) =>
      reply.code(400).type("text/plain; charset=utf-8").send(`Kunne ikke rulle tilbake: ${why}`)
    if (id === null) return refused("det er ingen gyldig versjon-id. Ingenting er endret.")
    try {
      await publisher.rollback(id)
    } catch (error) {
      if (error instanceof UnknownRelease)
        return refused(`${id} er ingen av de tidligere versjonene. Ingenting er endret.`)
      return reply
        .code(409)
        .type("text/plain; charset=utf-8")
        .send(`Kunne ikke rulle tilbake: ${(error as Error).message}`)
    }
    return request.headers.accept?.includes("application/json")
      ? reply.send({ current: publisher.state.current })
      : back(reply)
  })
  app.post("/publisering/lock", { onRequest: editorOnly }, async (_request, reply) => {
    await publisher.lock("låst fra publiseringssiden")
    return back(reply)
  })
  app.post("/publisering/unlock", { onRequest: editorOnly }, async (_request, reply) => {
    await publisher.unlock()
    return back(reply)
  })
  return app
}
