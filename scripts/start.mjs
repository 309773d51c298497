#!/usr/bin/env node
/**
 * `npm start`: build the demo site, then serve it on :9000 beside the local
 * sandbox on :9100 (ticketing, newsletter, CMS), so sign-in works out of the
 * box. Ctrl-C stops both. `RAMASKRIK_SANDBOX=1` says so to the build: it
 * fills in the sandbox's addresses, which a production build refuses.
 */
import { spawn, spawnSync } from "node:child_process"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", RAMASKRIK_SANDBOX: "1" }
if (process.env.SKIP_BUILD !== "1") {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const children = [
  spawn(process.execPath, ["scripts/serve.mjs"], { stdio: "inherit", env }),
  // One process (not the tsx wrapper and its child), so that kill() stops the sandbox itself.
  spawn(process.execPath, ["--import", "tsx", "src/sandbox/main.ts"], { stdio: "inherit", env }),
]
const stop = () => children.forEach((child) => child.kill())
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
children.forEach((child) =>
  child.on("exit", (code) => {
    stop()
    process.exitCode = code ?? 0
  }),
)
