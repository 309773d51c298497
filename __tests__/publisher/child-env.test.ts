/**
 * The publisher's children, the build and the after-swap command, are given
 * none of its secrets (PUBLISHER_*) nor the CMS's (CMS_*): a build step or a
 * command of the host that reads its environment (or /proc/<pid>/environ)
 * finds neither, and still gets what it is told besides.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { afterSwap } from "../../publisher/after-swap"
import { runBuild } from "../../publisher/build"
import { configFromEnv, type PublisherConfig } from "../../publisher/config"
import { SECRET } from "./support/harness"

const SECRETS = {
  PUBLISHER_WEBHOOK_SECRET: SECRET,
  PUBLISHER_STATUS_USER: "redaktor",
  PUBLISHER_STATUS_PASSWORD: "skrekk-og-gru",
  CMS_PREVIEW_TOKEN: "utkast-token",
}

let dir: string
let config: PublisherConfig
/** The environment a child wrote to `file` (a JSON object). */
const envIn = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, string>
const secretNames = (env: Record<string, string>) =>
  Object.keys(env).filter((name) => name.startsWith("PUBLISHER_") || name.startsWith("CMS_"))

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "publisher-child-env-"))
  const made = configFromEnv({ ...SECRETS, PUBLISHER_DIR: path.join(dir, "releases") }, dir).config
  if (made === undefined) throw new Error("the test's settings are refused")
  config = made
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("the build gets no PUBLISHER_* or CMS_* variable of the environment it is run from", async () => {
  const written = path.join(dir, "build-env.json")
  const dump = `require("node:fs").writeFileSync(${JSON.stringify(written)}, JSON.stringify(process.env))`
  const result = await runBuild(
    { ...config, buildCommand: [process.execPath, "-e", dump] },
    { ...SECRETS, PATH: process.env.PATH ?? "", LANG: "nb_NO.UTF-8" },
    path.join(dir, "snapshot"),
    { progress: () => undefined, started: () => undefined },
  )
  expect(result.ok).toBe(true)
  const env = envIn(written)
  expect(secretNames(env)).toEqual([])
  expect(env).toMatchObject({ LANG: "nb_NO.UTF-8", CONTENT_DIR: path.join(dir, "snapshot") })
})

test("the after-swap command gets no PUBLISHER_* or CMS_* variable of the publisher's own environment", async () => {
  const saved = { ...process.env }
  Object.assign(process.env, SECRETS)
  try {
    for (const id of ["a", "b"]) {
      mkdirSync(path.join(config.dir, id), { recursive: true })
      writeFileSync(path.join(config.dir, id, "_redirects"), `/${id} /program 301\n`)
    }
    const written = path.join(dir, "after-swap-env.json")
    const command = `${process.execPath} -e 'require("node:fs").writeFileSync(process.argv[1], JSON.stringify(process.env))' ${written}`
    const log = { info: () => undefined, error: (object: object) => console.error(object) }
    await afterSwap({ ...config, afterSwap: command }, "a", "b", log)
    const env = envIn(written)
    expect(secretNames(env)).toEqual([])
    expect(env).toMatchObject({ RELEASE_ID: "b", PREVIOUS_RELEASE_ID: "a", PATH: process.env.PATH })
  } finally {
    process.env = saved
  }
})
