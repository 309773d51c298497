/**
 * `npm test` prints each phase's processor seconds (scripts/phase-cpu.mjs),
 * so that the next engineer knows what taking a phase away gives back. A
 * process whose parent ends first is handed to init, which waits for it
 * instead of the phase: Chromium's zygote and its pages after the browser
 * process are. Counted only through the processes that waited, the browser
 * tests' phases showed a fraction of what they used, while the machine was
 * busy all through the run.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

jest.setTimeout(60_000)

/** Seconds of processor time the handed-away process uses before it says so. */
const BURN_SECONDS = 2

// The phase's command starts a process that starts the burner, waits until it has burned, and ends, so that the
// burner is handed to init. The burner spins until it has used BURN_SECONDS of processor time, writes its pid to
// `burned`, and then idles until the test ends it. The command ends once the file is there: the burner is still
// alive and handed away when the phase is counted. The starter lives as long as the burn, as a browser process does
// while its pages run: phase-cpu.mjs looks once a second, and notes a process as the phase's only while it can see
// the parent that makes it so.
const BURNER = `
const start = process.cpuUsage()
const used = () => { const { user, system } = process.cpuUsage(start); return (user + system) / 1e6 }
while (used() < ${BURN_SECONDS}) {}
require("node:fs").writeFileSync("burned", String(process.pid))
setInterval(() => {}, 1000)
`
const STARTER = `
const { spawn } = require("node:child_process")
const { existsSync } = require("node:fs")
spawn(process.execPath, ["-e", ${JSON.stringify(BURNER)}], { stdio: "ignore", detached: true }).unref()
const wait = () => (existsSync("burned") ? process.exit(0) : setTimeout(wait, 50))
wait()
`
const COMMAND = `
const { spawnSync } = require("node:child_process")
spawnSync(process.execPath, ["-e", ${JSON.stringify(STARTER)}], { stdio: "inherit" })
`

/** Resolves with the exit status of `node scripts/phase-cpu.mjs node -e COMMAND`, run in `dir`. */
function phase(dir: string, cpuFile: string): Promise<number | null> {
  const script = path.resolve("scripts", "phase-cpu.mjs")
  const child = spawn(process.execPath, [script, process.execPath, "-e", COMMAND], {
    cwd: dir,
    env: { ...process.env, PHASE_CPU_FILE: cpuFile },
    stdio: "inherit",
  })
  return new Promise((resolve) => child.on("close", resolve))
}

describe("a phase's processor seconds", () => {
  let dir: string
  afterEach(() => {
    const burned = path.join(dir, "burned")
    if (existsSync(burned)) process.kill(Number(readFileSync(burned, "utf8")), "SIGKILL")
    rmSync(dir, { recursive: true, force: true })
  })

  it("count a process that was handed to init before the phase ended, once", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-phase-cpu-"))
    const cpuFile = path.join(dir, "cpu")
    expect(await phase(dir, cpuFile)).toBe(0)
    const seconds = Number(readFileSync(cpuFile, "utf8"))
    expect(seconds).toBeGreaterThanOrEqual(BURN_SECONDS)
    // Four node processes start, at well under a second of processor time each; counted twice, the burner alone would reach this.
    expect(seconds).toBeLessThan(2 * BURN_SECONDS)
  })
})
