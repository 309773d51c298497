/**
 * The integration tests' builds (`buildProject`) are stopped at a deadline:
 * once a Gatsby worker spun for ten minutes, the test timed out with nothing
 * to show and the worker kept a core busy through the tests after it.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, watch, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { buildProject } from "../support/project-copy"

// A "build" that starts a worker which never ends, and then waits for it, as the hung one did. The
// worker says it runs by writing a file, named in its arguments as ps lists them.
const HANGING_BUILD = `
import { spawn } from "node:child_process"
console.log("info Building static HTML for pages")
const worker = \`require("node:fs").writeFileSync("worker-started", ""); setInterval(() => {}, 1000) // the spinning worker of \${process.cwd()}\`
spawn(process.execPath, ["-e", worker], { stdio: "inherit" })
`

/** Every process's command line. */
const running = () => spawnSync("ps", ["-eo", "args="], { encoding: "utf8" }).stdout

/** Resolves once `file` exists: on the event, however long the processes that make it take to start. */
function created(file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(path.dirname(file), () => {
      if (!existsSync(file)) return
      watcher.close()
      resolve()
    })
    if (existsSync(file)) {
      watcher.close()
      resolve()
    }
  })
}

describe("a build that hangs", () => {
  let dir: string

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-hanging-"))
    mkdirSync(path.join(dir, "scripts"))
    writeFileSync(path.join(dir, "scripts", "build.mjs"), HANGING_BUILD)
    // The deadline is this test's to call: on the real clock, a 1.5 s deadline once came (CI run
    // Q, 29 November 2026) while node was still starting the build on a loaded machine, before the
    // build had printed or started anything.
    jest.useFakeTimers()
  })

  afterEach(() => {
    jest.useRealTimers()
    rmSync(dir, { recursive: true, force: true })
  })

  it("is killed at its deadline with every process it started, and says what was still running", async () => {
    const result = buildProject(dir, {}, { deadlineMs: 1_500 })
    await created(path.join(dir, "worker-started"))
    jest.advanceTimersByTime(1_499)
    expect(running()).toContain(`the spinning worker of ${dir}`)
    jest.advanceTimersByTime(1)
    const { status, output } = await result

    expect(status).toBeNull()
    expect(output).toContain("info Building static HTML for pages")
    expect(output).toContain("buildProject: still running after 1.5 s; killed. Its processes then:")
    expect(output).toContain("scripts/build.mjs")
    expect(output).toContain("the spinning worker")
    // And the worker is gone with it, not left spinning through the tests after this one.
    expect(running()).not.toContain(`the spinning worker of ${dir}`)
  })
})
