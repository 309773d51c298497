/**
 * `npm test`'s own demo build is stopped at a deadline, as a copy's build is
 * (build-deadline.test.ts): once its query worker spun after Gatsby's "Commit
 * failed", and the run waited on it for as long as CI allowed. Runs
 * scripts/test.mjs in a folder of its own, with every other phase a command
 * that passes at once and a build that never ends, and its deadline cut to
 * seconds. The deadline is a real one: the run is a process of its own.
 */
import { spawn, spawnSync } from "node:child_process"
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

jest.setTimeout(60_000)

const HANGING_BUILD = `
import { spawn } from "node:child_process"
console.log("info Building static HTML for pages")
spawn(process.execPath, ["-e", \`setInterval(() => {}, 1000) // the spinning worker of \${process.cwd()}\`], { stdio: "inherit" })
`

const running = () => spawnSync("ps", ["-eo", "args="], { encoding: "utf8" }).stdout

let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-test-deadline-"))
  ;["scripts", "node_modules/.bin", "e2e/support"].forEach((folder) =>
    mkdirSync(path.join(dir, folder), { recursive: true }),
  )
  ;["phase-cpu.mjs", "children-cpu.mjs", "process-tree.mjs"].forEach((file) =>
    copyFileSync(path.join("scripts", file), path.join(dir, "scripts", file)),
  )
  copyFileSync("e2e/support/test-now.json", path.join(dir, "e2e/support/test-now.json"))
  const script = readFileSync("scripts/test.mjs", "utf8")
  const cut = script.replace(/const BUILD_DEADLINE_MS = [\d_]+/, "const BUILD_DEADLINE_MS = 5_000")
  expect(cut).not.toBe(script)
  writeFileSync(path.join(dir, "scripts", "test.mjs"), cut)
  writeFileSync(path.join(dir, "scripts", "build.mjs"), HANGING_BUILD)
  ;["tsc", "eslint", "prettier", "jest", "playwright"].forEach((name) => {
    const bin = path.join(dir, "node_modules", ".bin", name)
    writeFileSync(bin, "#!/bin/sh\nexit 0\n")
    chmodSync(bin, 0o755)
  })
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

it("fails a demo build that hangs at its deadline, naming what ran, and leaves nothing of it running", async () => {
  const run = spawn(process.execPath, ["scripts/test.mjs"], { cwd: dir, env: { ...process.env, CI: "" } })
  let output = ""
  run.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  run.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const status = await new Promise((resolve) => run.on("close", resolve))

  expect(status).toBe(1)
  expect(output).toContain("build: still running after 5 s; killed. Its processes then:")
  // The phase's own process names the build; on a machine too busy to have started the worker within the
  // deadline, the listing holds no worker, and there is none to leave running either.
  expect(output).toMatch(/phase-cpu\.mjs \S+ scripts\/build\.mjs/)
  expect(output).toContain("✕ build")
  expect(output).toContain("The site did not build")
  expect(output).toMatch(/\n\d+ passed, [1-9]\d* failed\n/)
  expect(running()).not.toContain(`the spinning worker of ${dir}`)
})
