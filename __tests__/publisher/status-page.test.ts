/**
 * The status page as an editor meets it: behind basic authentication, in
 * Norwegian, reloading itself without JavaScript (with a way to stop), and
 * clean by axe in Chromium with a failure on it; when the live site was
 * published and what each release changed, there and in status.json.
 */
import { randomUUID } from "node:crypto"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"

import { asEditor, axeViolations, onStatusPage } from "./support/chromium"
import {
  deliver,
  eachTest,
  PUBLISHER_PORT,
  publisherEnv,
  signed,
  startPublisher,
  status,
  statusPage,
  url,
  waitFor,
} from "./support/harness"

// Several waits on the publisher in a test, each up to PUBLISHER_WAIT_MS.
jest.setTimeout(300_000)

const t = eachTest("status-page")

test("asks for a password, reloads itself and can stop, and is clean by axe with a failure on it", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  expect((await fetch(url("/publisering/"))).status).toBe(401)
  expect((await fetch(url("/publisering/status.json"))).status).toBe(401)

  t.space.edit("articles/arets-gjester-er-klare.json", (item) => delete item.title)
  await deliver(signed())
  await waitFor("the failure", async () => (await status()).releases[0]?.outcome === "failed")

  await onStatusPage(async (page, refreshSent) => {
    expect(refreshSent()).toBe("5")
    await expect(page.getByRole("heading", { name: "Feilet" }).count()).resolves.toBe(1)
    await expect(page.getByRole("cell", { name: "title", exact: true }).count()).resolves.toBe(1)
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole("link", { name: "Slutt å oppdatere" }).click()
    await expect(page.getByRole("link", { name: "Oppdater automatisk" }).count()).resolves.toBe(1)
    await page.reload()
    expect(refreshSent()).toBeUndefined()
  })
})

test("says when the live site was published and which pages the release added and removed, on the page and in status.json", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  // A first build, so that the release after it is compared with one the publisher made (the plain
  // dist/ adopted at the start has no record of its files' versions: every page would be new).
  expect((await deliver(signed())).status).toBe(202)
  await waitFor("the first build", async () => (await status()).releases.length === 2 && !(await status()).building)
  const articles = path.join(t.space.content, "articles")
  const model = JSON.parse(readFileSync(path.join(articles, "arets-gjester-er-klare.json"), "utf8")) as object
  writeFileSync(
    path.join(articles, "nattkino-i-kirka.json"),
    JSON.stringify({ ...model, id: randomUUID(), slug: "nattkino-i-kirka", title: "Nattkino i kirka", aliases: [] }),
  )
  rmSync(path.join(articles, "vinn-plass-pa-hjemmekino.json"))
  expect((await deliver(signed())).status).toBe(202)
  const { current, releases } = await waitFor("the release published", async () => {
    const now = await status()
    return now.releases.length === 3 && !now.building && now
  })

  const release = releases[0]
  expect(release).toMatchObject({
    id: current,
    outcome: "published",
    pages: {
      added: ["/articles/nattkino-i-kirka/"],
      removed: ["/articles/vinn-plass-pa-hjemmekino/"],
      counts: { added: 1, removed: 1 },
    },
  })
  const changed = release?.pages?.counts.changed ?? 0
  const html = await statusPage()
  const clock = new Intl.DateTimeFormat("nb-NO", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Oslo" })
    .format(new Date(release?.finishedAt ?? ""))
    .replace(":", ".")
  expect(html).toContain(`<li>Publisert ${clock} (nå nettopp)</li>`)
  expect(html).toContain("<li>1 ny side: <code>/articles/nattkino-i-kirka/</code></li>")
  expect(html).toContain(`<li>${changed} sider endret: `)
  expect(html).toContain("<li>1 side fjernet: <code>/articles/vinn-plass-pa-hjemmekino/</code></li>")
})

test("another page of the same site (another port) cannot frame the status page: the editor's browser shows nothing to click", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  const framing = createServer((_request, response) =>
    response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><title>Vinn billetter</title><iframe title="Premie" src="${url("/publisering/")}"></iframe>`,
      ),
  )
  const port = PUBLISHER_PORT + 3
  await new Promise<void>((resolve) => framing.listen(port, "127.0.0.1", resolve))
  t.cleanups.push(() => void framing.close())

  await asEditor(async (context) => {
    const page = await context.newPage()
    // "load" waits for the frame too: by then it holds the status page, or Chromium's refusal.
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" })
    const framed = page.frameLocator("iframe")
    await expect(framed.getByRole("button", { name: "Lås publisering" }).count()).resolves.toBe(0)
    await expect(framed.getByRole("heading", { name: "Publisering av ramaskrik.no" }).count()).resolves.toBe(0)

    // The same browser, the same editor, on the page itself: the button is there.
    await page.goto(url("/publisering/"))
    await expect(page.getByRole("button", { name: "Lås publisering" }).count()).resolves.toBe(1)
  })
})
