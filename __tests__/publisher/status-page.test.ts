/**
 * The status page as an editor meets it: behind basic authentication, in
 * Norwegian, reloading itself without JavaScript (with a way to stop), and
 * clean by axe in Chromium with a failure on it.
 */
import { axeViolations, onStatusPage } from "./support/chromium"
import { deliver, eachTest, publisherEnv, signed, startPublisher, status, url, waitFor } from "./support/harness"

jest.setTimeout(90_000)

const t = eachTest("status-page")

test("asks for a password, reloads itself and can stop, and is clean by axe with a failure on it", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  expect((await fetch(url("/publisering/"))).status).toBe(401)
  expect((await fetch(url("/publisering/status.json"))).status).toBe(401)

  t.space.edit("articles/arets-gjester-er-klare.json", (item) => delete item.title)
  await deliver(signed())
  await waitFor("the failure", async () => (await status()).releases[0]?.outcome === "failed")

  await onStatusPage(async (page, refresh) => {
    expect(refresh).toBe("5")
    await expect(page.getByRole("heading", { name: "Feilet" }).count()).resolves.toBe(1)
    await expect(page.getByRole("cell", { name: "title", exact: true }).count()).resolves.toBe(1)
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole("link", { name: "Slutt å oppdatere" }).click()
    await expect(page.getByRole("link", { name: "Oppdater automatisk" }).count()).resolves.toBe(1)
    expect((await page.reload())?.headers().refresh).toBeUndefined()
  })
})
