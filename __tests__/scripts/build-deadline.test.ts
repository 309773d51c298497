/**
 * The integration tests' builds (`buildProject`) are stopped at a deadline:
 * once a Gatsby worker spun for ten minutes, the test timed out with nothing
 * to show and the worker kept a core busy through the tests after it.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { buildProject } from "../support/project-copy"

// A "build" that starts a worker which never ends, and then waits for it, as the hung one did.
const HANGING_BUILD = `
import { spawn } from "node:child_process"
console.log("info Building static HTML for pages")
spawn(process.execPath, ["-e", \`setInterval(() => {}, 1000) // the spinning worker of \${process.cwd()}\`], { stdio: "inherit" })
`

describe("a build that hangs", () => {
  let dir: string

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-hanging-"))
    mkdirSync(path.join(dir, "scripts"))
    writeFileSync(path.join(dir, "scripts", "build.mjs"), HANGING_BUILD)
  })

  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("is killed at its deadline with every process it started, and says what was still running", async () => {
    const result = await buildProject(dir, {}, { deadlineMs: 1_500 })

    expect(result.status).toBeNull()
    expect(result.output).toContain("info Building static HTML for pages")
    expect(result.output).toContain("buildProject: still running after 1.5 s; killed. Its processes then:")
    expect(result.output).toContain("scripts/build.mjs")
    expect(result.output).toContain("the spinning worker")
    // And the worker is gone with it, not left spinning through the tests after this one.
    const left = spawnSync("ps", ["-eo", "args="], { encoding: "utf8" }).stdout
    expect(left).not.toContain(`the spinning worker of ${dir}`)
  })
})
