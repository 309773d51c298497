/**
 * `npm start` (scripts/start.mjs) without its build: when the sandbox stops,
 * the site keeps serving and the terminal says what happened.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:net"
import os from "node:os"
import path from "node:path"

jest.setTimeout(30_000)

const SITE_PORT = 9311
const SANDBOX_PORT = 9312

let dist: string
let occupant: Server
let start: ChildProcess | undefined

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-start-"))
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Ramaskrik</title>")
  writeFileSync(path.join(dist, "404.html"), "<!doctype html><title>Ikke funnet</title>")
  // Something else holds the sandbox's port, so the sandbox stops as soon as it starts.
  occupant = createServer()
  await new Promise<void>((resolve) => occupant.listen(SANDBOX_PORT, "127.0.0.1", resolve))
})

afterAll(async () => {
  start?.kill()
  await new Promise((resolve) => occupant.close(resolve))
  rmSync(dist, { recursive: true, force: true })
})

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const value = await check()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

it("keeps serving the site when the sandbox stops, and says so", async () => {
  let output = ""
  start = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      PORT: String(SITE_PORT),
      DIST_DIR: dist,
      SANDBOX_PORT: String(SANDBOX_PORT),
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  start.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  start.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  let ended: string | undefined
  const exited = new Promise<number | null>((resolve) =>
    start?.on("exit", (code, signal) => {
      ended = signal ?? `exit code ${code}`
      resolve(code)
    }),
  )

  // `npm start` ending first (the site's port taken by another server, say) fails at once, with
  // what it said, rather than after the wait.
  await waitFor(() => {
    if (/The sandbox stopped/.test(output)) return true
    if (ended !== undefined)
      throw new Error(`npm start ended (${ended}) before it reported the sandbox's stop:\n${output}`)
    return undefined
  }, "the sandbox's stop to be reported")
  const answer = await waitFor(
    () =>
      fetch(`http://localhost:${SITE_PORT}/`).then(
        (response) => response.text(),
        () => undefined,
      ),
    "the site",
  )
  expect(answer).toContain("<title>Ramaskrik</title>")
  expect(output).toMatch(/sign-in and tickets will not work/)
  expect(start.exitCode).toBeNull()

  start.kill("SIGTERM")
  await exited
})
