/**
 * What editors and visitors rely on: a failed build publishes nothing and
 * says which item and field to fix; the live site is never partial, a kill
 * -9 included; rollback and the lock; the reconcile; a CMS that is down.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import { isReleaseId } from "../../publisher/releases"
import {
  deliver,
  eachTest,
  postForm,
  publisherEnv,
  signed,
  sleep,
  startPublisher,
  status,
  statusPage,
  waitFor,
} from "./support/harness"

// Several waits on the publisher in a test, each up to PUBLISHER_WAIT_MS.
jest.setTimeout(300_000)

const t = eachTest("releases")

/** A file of the live site as a visitor gets it; "" when there is none. */
const page = (file: string) => {
  try {
    return readFileSync(path.join(t.space.dist, file), "utf8")
  } catch {
    return ""
  }
}
const article = "articles/arets-gjester-er-klare/index.html"

/** Waits until `count` builds have run and none runs or waits. */
const settled = (count: number) =>
  waitFor(`${count} build(s) finished`, async () => {
    const now = await status()
    return t.space.buildCount() >= count && !now.building && now.queued === 0 && now
  })

/** Checks, every few milliseconds until stopped, that `dist` is always a whole release. */
function watchLive(dist: string) {
  const seen = new Set<string>()
  const broken: string[] = []
  const timer = setInterval(() => {
    try {
      const release = JSON.parse(readFileSync(path.join(dist, "release.json"), "utf8")) as { id: string }
      if (!existsSync(path.join(dist, "index.html"))) broken.push(`${release.id} has no index.html`)
      seen.add(release.id)
    } catch (error) {
      // The plain dist/ of before has no release.json until the publisher adopts it.
      if (existsSync(path.join(dist, "release.json")) || !existsSync(path.join(dist, "index.html")))
        broken.push(String(error))
    }
  }, 5)
  return { seen, broken, stop: () => clearInterval(timer) }
}

test("broken content fails the build, names the item and the field on the status page, and leaves the live bytes as they were", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  const before = page("index.html")
  t.space.edit("articles/arets-gjester-er-klare.json", (item) => delete item.title)
  expect((await deliver(signed())).status).toBe(202)

  const failed = await waitFor("the failure", async () => (await status()).releases.find((r) => r.outcome === "failed"))
  expect(failed.problems).toContainEqual(
    expect.objectContaining({ item: "articles/arets-gjester-er-klare.json", field: "title" }),
  )
  const html = await statusPage()
  expect(html).toContain("Feilet")
  expect(html).toContain("articles/arets-gjester-er-klare.json")
  expect(html).toMatch(/<td>title<\/td>/)
  expect(page("index.html")).toBe(before)
  expect(t.space.buildCount()).toBe(0)
})

test("kill -9 mid-build: the live site stays whole, and on restart the queue resumes and publishes", async () => {
  const env = publisherEnv(t.space, { FAKE_BUILD_PAGE_MS: "40" })
  t.publisher = await startPublisher(env)
  const live = watchLive(t.space.dist)
  t.cleanups.push(live.stop)
  t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = "Etter krasjet"))
  expect((await deliver(signed())).status).toBe(202)
  await waitFor("the build half-way", async () => /sider [1-9]\d*\/\d+/.test(await statusPage()))
  const before = t.space.live()
  await t.publisher.kill9()
  t.publisher = undefined
  expect(t.space.live()).toBe(before)
  expect(page(article)).not.toContain("Etter krasjet")

  t.publisher = await startPublisher(env)
  await waitFor("the resumed build live", async () => page(article).includes("Etter krasjet"))
  live.stop()
  expect(live.broken).toEqual([])
  const release = JSON.parse(page("release.json")) as { id: string }
  expect(release.id).toBe(t.space.live())
  expect((await status()).current).toBe(release.id)
})

test("rollback from the command line and from the status page; the lock holds builds back until unlocked", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  const first = t.space.live()
  t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = "Versjon to"))
  await deliver(signed())
  await settled(1)
  const second = t.space.live()
  expect(second).not.toBe(first)
  expect(page(article)).toContain("Versjon to")

  // The command asks the running publisher.
  const cli = spawnSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["publisher/main.ts", "rollback", first], {
    env: publisherEnv(t.space),
    encoding: "utf8",
  })
  expect(cli.status).toBe(0)
  expect(t.space.live()).toBe(first)
  const afterCli = await status()
  expect(afterCli.current).toBe(first)
  expect(afterCli.releases.find((release) => release.id === second)?.outcome).toBe("rolled-back")
  expect(await statusPage()).toContain("Publisering er låst")

  // Locked (a rollback locks): a change is built and reported, not made live.
  t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = "Versjon tre"))
  await deliver(signed())
  await settled(2)
  expect(t.space.live()).toBe(first)
  const held = (await status()).releases[0]
  expect(held?.outcome).toBe("built")

  // The status page's button: back to the second release at once, by switching, not building.
  const builds = t.space.buildCount()
  const answer = await postForm("/publisering/rollback", { id: second })
  expect(answer.status).toBe(303)
  expect(t.space.live()).toBe(second)
  expect(t.space.buildCount()).toBe(builds)

  expect((await postForm("/publisering/unlock")).status).toBe(303)
  expect(t.space.live()).toBe(held?.id)
  expect(page(article)).toContain("Versjon tre")
  expect(await statusPage()).not.toContain("Publisering er låst")
})

test("the last 5 releases are kept and older ones removed; the live one serves the chunks of the two before it", async () => {
  // PUBLISHER_KEEP is not set: the default, 5.
  t.publisher = await startPublisher(publisherEnv(t.space))
  const published = [t.space.live()]
  /** The hashed script each release's pages load (the fake build's one chunk). */
  const chunks: string[] = []
  for (let run = 1; run <= 6; run += 1) {
    t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = `Utgave ${run}`))
    expect((await deliver(signed())).status).toBe(202)
    await settled(run)
    published.push(t.space.live())
    chunks.push(/src="\/([^"]+\.js)"/.exec(page("index.html"))?.[1] ?? "")
    // From `current`, as an open tab asks for them: this release's chunk and the two before it.
    for (const chunk of chunks.slice(-3)) expect(existsSync(path.join(t.space.dist, chunk))).toBe(true)
  }
  expect(new Set(published).size).toBe(7)
  expect(new Set(chunks).size).toBe(6)

  const kept = published.slice(-5).sort()
  // Removed after the swap, a few files at a time between the publisher's other work.
  const onDisk = () => readdirSync(t.space.releases).filter(isReleaseId).sort()
  const manifests = () => readdirSync(path.join(t.space.releases, ".meta")).sort()
  const keptManifests = kept.filter((id) => id !== published[0]).map((id) => `${id}.json`)
  // The folders go first, then their manifests (prune's one removal, in turns): wait for both.
  await waitFor(
    "the old releases and their manifests removed",
    async () => onDisk().length <= kept.length && manifests().length <= keptManifests.length,
  )
  expect(onDisk()).toEqual(kept)
  expect(manifests()).toEqual(keptManifests)
  // Only the releases still on disk offer a way back.
  const html = await statusPage()
  for (const id of published.slice(0, -1)) expect(html.includes(`name="id" value="${id}"`)).toBe(kept.includes(id))
})

test("the reconcile publishes a change no webhook announced, and builds nothing when nothing changed", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space, { PUBLISHER_RECONCILE: "*/2 * * * * *" }))
  await settled(1)
  t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = "Uten webhook"))
  await waitFor("the unannounced change live", async () => page(article).includes("Uten webhook"))
  const builds = t.space.buildCount()
  await sleep(5000)
  expect(t.space.buildCount()).toBe(builds)
})

test("a CMS answering 503 for 20 s: the old site is served throughout, then the change is published", async () => {
  // PUBLISHER_RETRY_MS 200, doubling: asked at 0, 0.2, 0.6, 1.4, 3, 6.2, 12.6 and 25.4 s, so the outage is spanned.
  t.publisher = await startPublisher(publisherEnv(t.space))
  const old = { id: t.space.live(), index: page("index.html") }
  t.cms.switches.down = true
  t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = "Etter vedlikeholdet"))
  expect((await deliver(signed())).status).toBe(202)
  await waitFor("the build waiting for the CMS", async () => (await status()).building)

  // Sampled every 100 ms for 20 s: the release live, whether its bytes are the old ones, whether the build waits.
  const samples: string[] = []
  const downSince = Date.now()
  while (Date.now() - downSince < 20_000) {
    samples.push(`${t.space.live()} ${page("index.html") === old.index} ${(await status()).building}`)
    await sleep(100)
  }
  expect(samples.length).toBeGreaterThan(50)
  expect([...new Set(samples)]).toEqual([`${old.id} true true`])
  expect(t.space.buildCount()).toBe(0)

  t.cms.switches.down = false
  await waitFor("the change published", async () => page(article).includes("Etter vedlikeholdet"))
  const after = await status()
  expect(after.releases[0]).toMatchObject({ id: t.space.live(), outcome: "published" })
  expect(after.current).not.toBe(old.id)
  expect(t.space.buildCount()).toBe(1)
})

test("a webhook that comes before the CMS serves its save: the snapshot is taken again until it does, and the new content is published", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  // A first build: its snapshot is the revision a later pull is compared with.
  expect((await deliver(signed())).status).toBe(202)
  await settled(1)
  // Saved in the CMS, the webhook sent, and the API still answering with the revision before.
  t.cms.serveStale()
  t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = "Lagret rett før webhooken"))
  const from = t.cms.asked.length
  expect((await deliver(signed())).status).toBe(202)
  const articlesAsked = () => t.cms.asked.slice(from).filter((call) => call.path.endsWith("/article"))
  // Asked once, answered with the old revision, and asked again (PUBLISHER_STALE_FOR_MS: 3 s by default).
  await waitFor("the articles asked for twice from the old revision", async () => articlesAsked().length >= 2)
  t.cms.switches.stale = false

  await waitFor("the save published", async () => page(article).includes("Lagret rett før webhooken"))
  expect(articlesAsked().filter((call) => call.stale).length).toBeGreaterThanOrEqual(2)
  expect(articlesAsked().filter((call) => !call.stale).length).toBeGreaterThanOrEqual(1)
  const { releases } = await status()
  expect(releases.map((release) => release.outcome)).toEqual(["published", "published", "published"])
  expect(t.space.buildCount()).toBe(2)
})

test("refuses to start without a strong webhook secret", () => {
  for (const secret of ["", "hemmelig", `whsec_${Buffer.from("too short").toString("base64")}`]) {
    const started = spawnSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["publisher/main.ts"], {
      env: publisherEnv(t.space, { PUBLISHER_WEBHOOK_SECRET: secret }),
      encoding: "utf8",
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain("PUBLISHER_WEBHOOK_SECRET")
  }
})
