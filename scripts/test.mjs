#!/usr/bin/env node
/**
 * All the tests, as CI and a newcomer run them: build the demo site into
 * dist/ (the site and browser tests need it), then every jest project. The
 * summary reporter closes with `N passed, N failed` over all of them.
 * SKIP_BUILD=1 reuses dist/ as it is.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"

const bin = (name) => path.join(process.cwd(), "node_modules", ".bin", name)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", TZ: process.env.TZ ?? "UTC" }

if (process.env.SKIP_BUILD !== "1") {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env })
  if (build.status !== 0) {
    console.log("\n0 passed, 1 failed")
    process.exit(build.status ?? 1)
  }
}

const jest = spawnSync(bin("jest"), process.argv.slice(2), { stdio: "inherit", env })
process.exit(jest.status ?? 1)
