/**
 * A rollback to a release an editor did not mean: an id that is given but is
 * no release id (a typo, two ids, a JSON body) or names no earlier release
 * is refused (a 400 on the page, an error and a failing exit on the command
 * line) and changes nothing: the live release, the lock, the releases. Only
 * no id at all means "the release before the live one".
 */
import { spawnSync } from "node:child_process"
import path from "node:path"

import {
  deliver,
  eachTest,
  postForm,
  publisherEnv,
  signed,
  startPublisher,
  status,
  url,
  waitFor,
} from "./support/harness"

// Several waits on the publisher in a test, each up to PUBLISHER_WAIT_MS.
jest.setTimeout(300_000)

const t = eachTest("rollback-ids")
const AUTH = `Basic ${Buffer.from("redaktor:skrekk-og-gru").toString("base64")}`

/** `npm run publisher -- rollback …`, asking the running publisher. */
const cli = (...args: string[]) =>
  spawnSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["publisher/main.ts", "rollback", ...args], {
    env: publisherEnv(t.space),
    encoding: "utf8",
  })

/** One character of `id` changed: a release id still, but of no release. */
const typo = (id: string) => `${id.slice(0, -1)}${id.endsWith("0") ? "1" : "0"}`

test("an id given but no release's, on the page or the command line, is refused and changes nothing; none at all rolls back", async () => {
  t.publisher = await startPublisher(publisherEnv(t.space))
  const first = t.space.live()
  t.space.edit("articles/arets-gjester-er-klare.json", (item) => (item.title = "Versjon to"))
  await deliver(signed())
  const second = await waitFor("the second release live", async () => {
    const now = await status()
    return !now.building && now.queued === 0 && now.current !== first ? (now.current ?? undefined) : undefined
  })
  const before = await status()

  const answers = [
    await postForm("/publisering/rollback", { id: "20260101-000000-zzzzzz" }),
    await postForm("/publisering/rollback", { id: "../../etc" }),
    await postForm("/publisering/rollback", { id: typo(first) }),
    await postForm("/publisering/rollback", { id: second }),
    await postForm("/publisering/rollback", { id: "" }),
    await fetch(url("/publisering/rollback"), {
      method: "POST",
      headers: { Authorization: AUTH, "Content-Type": "application/x-www-form-urlencoded" },
      body: `id=${first}&id=${first}`,
      redirect: "manual",
    }),
    await fetch(url("/publisering/rollback"), {
      method: "POST",
      headers: { Authorization: AUTH, "Content-Type": "application/json" },
      body: JSON.stringify({ id: first }),
      redirect: "manual",
    }),
  ]
  expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400])
  expect(await answers[2]?.text()).toBe(
    `Kunne ikke rulle tilbake: ${typo(first)} er ingen av de tidligere versjonene. Ingenting er endret.`,
  )

  for (const args of [[typo(first)], ["ikke-en-id"], [first, second]]) {
    const refused = cli(...args)
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toMatch(/^rollback: .* nothing changed\n$/)
  }

  expect(t.space.live()).toBe(second)
  expect(await status()).toEqual(before)

  const rolled = cli()
  expect(rolled.stderr).toBe("")
  expect(rolled.status).toBe(0)
  expect(t.space.live()).toBe(first)
})
