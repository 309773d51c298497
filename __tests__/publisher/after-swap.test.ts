/**
 * PUBLISHER_AFTER_SWAP runs only when the swap changed the redirect table
 * (a reload for nothing costs nginx a new set of workers), gets the
 * releases' ids, and a failing command is logged, never thrown.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { afterSwap } from "../../publisher/after-swap"
import { configFromEnv, type PublisherConfig } from "../../publisher/config"
import { SECRET } from "./support/harness"

let dir: string
const ran = () => path.join(dir, "ran.txt")
const logged: string[] = []
const log = { info: () => undefined, error: (_object: object, message?: string) => logged.push(message ?? "") }

function release(id: string, redirects: string): void {
  mkdirSync(path.join(dir, "releases", id, "_nginx"), { recursive: true })
  writeFileSync(path.join(dir, "releases", id, "_redirects"), redirects)
  writeFileSync(path.join(dir, "releases", id, "_nginx", "redirects.conf"), `# ${redirects}`)
}

function config(command: string): PublisherConfig {
  const { config: made, problems } = configFromEnv(
    {
      PUBLISHER_WEBHOOK_SECRET: SECRET,
      PUBLISHER_STATUS_USER: "redaktor",
      PUBLISHER_STATUS_PASSWORD: "skrekk-og-gru",
      PUBLISHER_DIR: path.join(dir, "releases"),
      PUBLISHER_AFTER_SWAP: command,
    },
    dir,
  )
  if (made === undefined) throw new Error(problems.join("\n"))
  return made
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "publisher-after-swap-"))
  logged.length = 0
  release("a", "/billetter /kjop-billetter 301\n")
  release("b", "/billetter /kjop-billetter 301\n")
  release("c", "/billetter /kjop-billetter 301\n/gammel-side /program 301\n")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("runs after a swap that changed the redirects, with the two releases' ids, and not after one that did not", async () => {
  const command = config(`echo "$PREVIOUS_RELEASE_ID $RELEASE_ID $(basename "$RELEASE_DIR")" >> ${ran()}`)
  await afterSwap(command, "a", "b", log)
  expect(existsSync(ran())).toBe(false)
  await afterSwap(command, "b", "c", log)
  await afterSwap(command, "c", "a", log)
  expect(readFileSync(ran(), "utf8")).toBe("b c c\nc a a\n")
  expect(logged).toEqual([])
})

test("a command that fails is logged, and nothing is thrown; none set runs nothing", async () => {
  await expect(afterSwap(config("exit 3"), "b", "c", log)).resolves.toBeUndefined()
  expect(logged).toEqual(["after-swap command failed"])
  await afterSwap(config(""), "b", "c", log)
  expect(logged).toHaveLength(1)
})
