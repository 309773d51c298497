/**
 * Visitors while editors publish: autocannon's 50 connections on the served
 * site across 5 publishes and a rollback. No answer fails; every answer is
 * byte for byte a file of the one release it names; a tab still running the
 * release before a swap loads its chunks. And with nginx: a publish that adds
 * a redirect reloads it (PUBLISHER_AFTER_SWAP), so nginx answers the new
 * redirect without a restart, with every answer whole and none failing.
 */
import { chmodSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { isHashedAsset } from "../../publisher/releases"
import {
  PUBLISHER_PORT,
  deliver,
  eachTest,
  postForm,
  publisherEnv,
  signed,
  startPublisher,
  status,
  waitFor,
} from "./support/harness"
import { load, nginxReload, startNginx, startSite, type Served } from "./support/load"

jest.setTimeout(300_000)

/*
 * The load is autocannon unbounded, in this process, which also serves the CMS the publisher
 * pulls from; nginx answers it 11,000 times a second. Under twelve busy loops a publish beside it
 * took 19–22 s (13 s without it): the harness's waits allow PUBLISHER_WAIT_MS. A cap on
 * autocannon's rate is no way out: it sends each second's share at once and then waits, so a
 * release live for under half a second (the last one before the rollback) got no answer. The test
 * is about whole answers across swaps, not speed (that is scripts/bench-publish.ts's).
 */
const t = eachTest("swaps")
const article = "articles/arets-gjester-er-klare.json"
const pages = ["/", "/articles/arets-gjester-er-klare/", "/release.json"]

/** Sends a signed webhook and waits until its build is live and nothing waits. */
async function publish(): Promise<string> {
  const before = (await status()).current
  expect((await deliver(signed())).status).toBe(202)
  return waitFor("the publish live", async () => {
    const now = await status()
    return now.current !== before && !now.building && now.queued === 0 && now.current
  }).then(String)
}

/**
 * The status of each hashed script the pages of release `id` load, asked for from the site live
 * now: what a tab still running that release asks for. (Its folder also holds the chunks of the two
 * releases before it, for their tabs; those need not outlive it.)
 */
async function chunksOf(origin: string, id: string): Promise<number[]> {
  const folder = path.join(t.space.releases, id)
  const loaded = pages
    .filter((page) => page.endsWith("/"))
    .flatMap((page) => [...readFileSync(path.join(folder, page, "index.html"), "utf8").matchAll(/src="\/([^"]+)"/g)])
    .map((match) => match[1] ?? "")
  const chunks = [...new Set(loaded)].filter(isHashedAsset)
  expect(chunks.length).toBeGreaterThan(0)
  return Promise.all(chunks.map(async (chunk) => (await fetch(`${origin}/${chunk}`)).status))
}

let site: Served | undefined
afterEach(async () => {
  await site?.stop()
  site = undefined
})

test("50 connections across 5 publishes and a rollback: no error, each answer wholly from the release it names, the previous release's chunks still 200, and after the rollback those of the release rolled back from", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space, { PUBLISHER_KEEP: "10" }))
  const published = [await publish()]
  site = await startSite(t.space.dist)
  const visitors = load(site.origin, pages, t.space.releases)
  t.cleanups.push(() => void visitors.stop())

  const previousChunks: number[] = []
  for (let run = 1; run <= 5; run += 1) {
    t.space.edit(article, (item) => (item.title = `Utgave ${run}`))
    const id = await publish()
    published.push(id)
    // Visitors reach each release before the next swap, however short its turn would be (the last one's ends at the rollback).
    await waitFor(`answers from ${id}`, async () => visitors.report.releases.has(id))
    previousChunks.push(...(await chunksOf(site.origin, published.at(-2) ?? "")))
  }
  expect((await postForm("/publisering/rollback", { id: published[4] ?? "" })).status).toBe(303)
  expect(t.space.live()).toBe(published[4])
  // A tab that loaded the release rolled back from still finds its chunks.
  const rolledBackFromChunks = await chunksOf(site.origin, published[5] ?? "")
  // Answers from the release rolled back to, under the same load.
  const checkedAtRollback = visitors.report.checked
  await waitFor("more answers after the rollback", async () => visitors.report.checked > checkedAtRollback + 200)
  const { result, wrong, releases, checked } = await visitors.stop()

  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  })
  expect(wrong.slice(0, 5)).toEqual([])
  expect(checked).toBe(result["2xx"])
  // Every release that was live served answers: the load ran across every swap.
  expect([...releases].sort()).toEqual([...published].sort())
  expect(previousChunks.length).toBeGreaterThanOrEqual(5)
  expect(previousChunks.filter((answer) => answer !== 200)).toEqual([])
  expect(rolledBackFromChunks.filter((answer) => answer !== 200)).toEqual([])
})

test("nginx: a publish that adds a redirect reloads nginx, which answers it without a restart; under load every answer is whole and none fails", async () => {
  const nginxPort = Number(process.env.NGINX_PORT ?? PUBLISHER_PORT + 2)
  const prefix = path.join(process.cwd(), ".nginx", String(nginxPort))
  t.publisher = await startPublisher(
    publisherEnv(t.space, { PUBLISHER_KEEP: "10", PUBLISHER_AFTER_SWAP: nginxReload(prefix) }),
  )
  await publish()
  chmodSync(t.space.dir, 0o755)
  site = await startNginx(t.space.dist, nginxPort)
  // The first publish ran the command before nginx was there; from now on it must work.
  const logged = t.publisher.output().length
  const master = readFileSync(path.join(prefix, "nginx.pid"), "utf8").trim()
  const visitors = load(site.origin, pages, t.space.releases, false)
  t.cleanups.push(() => void visitors.stop())

  // A publish with the redirects as they were: no reload, the old table still answers.
  t.space.edit(article, (item) => (item.title = "Uten nye omdirigeringer"))
  await publish()
  const old = await fetch(`${site.origin}/billetter`, { redirect: "manual" })
  expect([old.status, old.headers.get("location")]).toEqual([301, "/kjop-billetter"])
  expect((await fetch(`${site.origin}/gammel-side`, { redirect: "manual" })).status).toBe(404)

  const redirects = JSON.parse(readFileSync(path.join(t.space.content, "redirects.json"), "utf8")) as object[]
  redirects.push({ from: "/gammel-side", to: "/program" })
  writeFileSync(path.join(t.space.content, "redirects.json"), JSON.stringify(redirects, null, 2))
  await publish()
  const moved = await waitFor("nginx answering the new redirect", async () => {
    const answer = await fetch(`${site?.origin}/gammel-side`, { redirect: "manual" })
    return answer.status === 301 && answer
  })
  expect(moved.headers.get("location")).toBe("/program")
  const checkedAtReload = visitors.report.checked
  await waitFor("more answers after the reload", async () => visitors.report.checked > checkedAtReload + 200)
  const { result, wrong } = await visitors.stop()

  // Reloaded, not restarted: the same master process.
  expect(readFileSync(path.join(prefix, "nginx.pid"), "utf8").trim()).toBe(master)
  expect(t.publisher.output().slice(logged)).not.toContain("after-swap command failed")
  // Every request answered, none with an error status. Socket resets are not asserted: nginx
  // closes a kept-alive connection after 1,000 requests (keepalive_requests) and idle ones on a
  // reload, and a request autocannon sends on one at that moment is reset (0 to 6 a run here);
  // browsers retry those (RFC 9112, 9.3.1), autocannon does not.
  expect({ timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ timeouts: 0, non2xx: 0 })
  expect(result["2xx"]).toBeGreaterThan(1000)
  expect(wrong.slice(0, 5)).toEqual([])
})
