#!/usr/bin/env node
/**
 * `node scripts/phase-cpu.mjs <command> [args…]`: runs the command, and when
 * it ends writes the processor seconds it used, with every process under it
 * (those handed to init too: see watchTree), to the file PHASE_CPU_FILE
 * names; exits as the command did.
 * scripts/test.mjs runs each phase through it: on two cores the lanes share,
 * a phase's wall time says how long it waited as much as what it cost.
 */
import { spawn } from "node:child_process"
import { writeFileSync } from "node:fs"

import { watchTree } from "./children-cpu.mjs"

const [command, ...args] = process.argv.slice(2)
const tree = watchTree()
const child = spawn(command, args, { stdio: "inherit" })
// A Ctrl-C or a CI's stop reaches the command, which ends as it would alone.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
child.on("error", (error) => {
  console.error(`phase-cpu: could not start ${command}: ${error.message}`)
  process.exit(1)
})
child.on("close", (status) => {
  const seconds = tree.stop()
  if (process.env.PHASE_CPU_FILE && seconds !== undefined) writeFileSync(process.env.PHASE_CPU_FILE, String(seconds))
  // No status: ended by a signal.
  process.exit(status ?? 1)
})
