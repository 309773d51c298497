/**
 * The webhook as a CMS meets it: signed deliveries are queued (202) and
 * coalesced into few builds; bad, stale and replayed ones are refused (401);
 * a retried delivery is answered 200 without a second build, before and
 * after a restart; and a change that comes during a build shows as queued on
 * the status page.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import {
  PREVIEW_TOKEN,
  deliver,
  eachTest,
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

const t = eachTest("webhook")

test("refuses a bad signature, a stale timestamp and a replay with 401 and builds nothing; a retried delivery is 200 without a build", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  // Warm the route up, as a running publisher is.
  await deliver(signed({ secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}` }))

  const forged = await deliver(
    signed({ secret: `whsec_${Buffer.from("someone else's secret, 32 bytes!").toString("base64")}` }),
  )
  const tampered = signed()
  tampered.body = tampered.body.replace("published", "deleted")
  const stale = await deliver(signed({ timestamp: new Date(Date.now() - 6 * 60_000) }))
  const first = signed()
  const accepted = await deliver(first)
  const replayed = await deliver(first)
  const retried = await deliver(signed({ id: first.id, timestamp: new Date(Date.now() + 1000) }))
  const refused = [forged, await deliver(tampered), stale, replayed]

  expect(refused.map((answer) => answer.status)).toEqual([401, 401, 401, 401])
  expect(accepted.status).toBe(202)
  expect(retried.status).toBe(200)

  await waitFor("the accepted delivery's build", async () => t.space.buildCount() === 1 && !(await status()).building)
  await sleep(500)
  expect(t.space.buildCount()).toBe(1)
  expect((await status()).releases.map((release) => release.outcome)).toEqual(["published", "published"])
})

test("after a restart, a retried delivery is still 200 without a build and a replay of any delivery still 401, a draft's too", async () => {
  const env = publisherEnv(t.space, { CMS_PREVIEW_TOKEN: PREVIEW_TOKEN })
  t.publisher = await startPublisher(env)
  /** Nothing building or waiting, live or preview. */
  const settled = async () => {
    const now = await status()
    return !now.building && now.queued === 0 && !now.preview.building && now.preview.queued === 0
  }
  const first = signed()
  expect((await deliver(first)).status).toBe(202)
  await waitFor("the live build", async () => t.space.buildCount() === 1 && (await settled()))

  // Retried after the build, and a draft saved: nothing but the webhook ids changes in the live state.
  const retried = signed({ id: first.id, timestamp: new Date(Date.now() + 1000) })
  const article = "articles/arets-gjester-er-klare.json"
  const published = JSON.parse(readFileSync(path.join(t.space.content, article), "utf8")) as object
  mkdirSync(path.join(t.space.dir, "drafts", "articles"), { recursive: true })
  writeFileSync(path.join(t.space.dir, "drafts", article), JSON.stringify({ ...published, title: "Et utkast" }))
  const draft = signed({ body: JSON.stringify({ type: "draft.saved", data: { file: article } }) })
  expect([(await deliver(retried)).status, (await deliver(draft)).status]).toEqual([200, 202])
  await waitFor("the preview built", async () => (await status()).preview.last?.outcome === "built" && settled())

  await t.publisher.stop()
  t.publisher = await startPublisher(env)
  await waitFor("the restarted publisher idle", settled)
  const builds = t.space.buildCount()
  const replays = [(await deliver(first)).status, (await deliver(retried)).status, (await deliver(draft)).status]
  const retriedAgain = await deliver(signed({ id: first.id, timestamp: new Date(Date.now() + 2000) }))
  const draftRetried = await deliver(signed({ id: draft.id, timestamp: new Date(Date.now() + 2000), body: draft.body }))

  expect(replays).toEqual([401, 401, 401])
  expect([retriedAgain.status, draftRetried.status]).toEqual([200, 200])
  await sleep(1000)
  expect(await settled()).toBe(true)
  expect(t.space.buildCount()).toBe(builds)
})

// How fast each is answered is printed, not asserted (a shared machine's clock is no measure); that none
// waits for a build is shown by the next test, which holds one half-way.
test("20 signed webhooks in 2 s: each answered 202, at most 2 builds, the last edit live", async () => {
  t.publisher = await startPublisher(
    publisherEnv(t.space, { PUBLISHER_QUIET_MS: "1500", PUBLISHER_MAX_WAIT_MS: "10000" }),
  )
  await deliver(signed({ secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}` }))
  const answers = []
  for (let save = 1; save <= 20; save += 1) {
    t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = `Årets gjester, utgave ${save}`))
    answers.push(await deliver(signed()))
    await sleep(100)
  }
  console.log(`202 in ${answers.map((answer) => answer.ms.toFixed(0)).join(", ")} ms`)
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202))

  await waitFor("the last edit live", async () => {
    return readFileSync(`${t.space.dist}/articles/arets-gjester-er-klare/index.html`, "utf8").includes("utgave 20")
  })
  await sleep(2000)
  expect(t.space.buildCount()).toBeLessThanOrEqual(2)
  expect((await status()).queued).toBe(0)
})

test("a change during a build is answered and shows as queued while the build runs, and is built after", async () => {
  // The build waits half-way until the gate opens: what happens meanwhile happens during it, however slow the machine.
  const gate = path.join(t.space.dir, "gate")
  t.publisher = await startPublisher(publisherEnv(t.space, { FAKE_BUILD_GATE: gate }))
  expect(await statusPage()).toContain("Publisert")
  expect((await deliver(signed())).status).toBe(202)
  await waitFor("the build to start", async () => (await statusPage()).includes("Bygger"))
  await waitFor("progress in pages", async () => /Bygger … \(sider [1-9]\d*\/\d+\)/.test(await statusPage()))

  t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = "Endret mens det bygges"))
  expect((await deliver(signed())).status).toBe(202)
  const page = await waitFor("I kø on the status page", async () => {
    const html = await statusPage()
    return html.includes("I kø: 1 endring") && html
  })
  expect(page).toMatch(/Bygger … \(sider 1\/\d+\)/)
  expect(t.space.buildCount()).toBe(1)
  writeFileSync(gate, "")

  await waitFor("the queued change live", async () => {
    const { queued, building } = await status()
    return t.space.buildCount() === 2 && !building && queued === 0
  })
  expect(readFileSync(`${t.space.dist}/articles/arets-gjester-er-klare/index.html`, "utf8")).toContain(
    "Endret mens det bygges",
  )
  expect(t.space.buildCount()).toBe(2)
})
