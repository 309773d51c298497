#!/usr/bin/env node
/**
 * `npm start`: build the demo site, then serve it on :9000 beside the local
 * sandbox on :9100 (ticketing, newsletter, CMS), so sign-in works out of the
 * box. Ctrl-C stops both. `RAMASKRIK_SANDBOX=1` says so to the build: it
 * fills in the sandbox's addresses, which a production build refuses. If the
 * sandbox stops on its own, the site keeps serving and the terminal says so.
 */
import { spawn, spawnSync } from "node:child_process"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", RAMASKRIK_SANDBOX: "1" }
if (process.env.SKIP_BUILD !== "1") {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const sitePort = process.env.PORT ?? "9000"
const site = spawn(process.execPath, ["scripts/serve.mjs"], { stdio: "inherit", env })
// One process (not the tsx wrapper and its child), so that kill() stops the sandbox itself.
const sandbox = spawn(process.execPath, ["--import", "tsx", "src/sandbox/main.ts"], { stdio: "inherit", env })

const stop = () => [site, sandbox].forEach((child) => child.kill())
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
// Without the site there is nothing to look at: stop everything.
site.on("exit", (code) => {
  sandbox.kill()
  process.exitCode = code ?? 0
})
// Without the sandbox the site still works for reading: keep it, and say what is missing.
sandbox.on("exit", (code, signal) => {
  if (site.exitCode !== null || site.signalCode !== null) return
  console.error(
    `\nThe sandbox stopped (${signal ?? `exit code ${code}`}; its log is above). ` +
      `The site is still served at http://localhost:${sitePort}/, but sign-in and tickets will not work ` +
      "until you restart `npm start` (or run `npm run sandbox` in another terminal).\n",
  )
})
