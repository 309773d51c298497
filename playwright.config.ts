/**
 * The browser tests (e2e/): the built site in dist/, served as
 * scripts/serve.mjs serves it, beside the ticketing sandbox, in Debian's
 * Chromium. Ports come from E2E_PORT and SANDBOX_PORT (e2e/support/server.ts).
 */
import { existsSync } from "node:fs"
import path from "node:path"

import { defineConfig } from "@playwright/test"

import chromiumFlags from "./e2e/support/chromium-flags.json"
import { BASE_URL, E2E_PORT, SANDBOX_ORIGINS, SANDBOX_PORT, SANDBOX_URL } from "./e2e/support/server"
import { testChromium } from "./e2e/support/test-chromium.mjs"

const dist = path.resolve("dist")
if (!existsSync(path.join(dist, "index.html"))) {
  throw new Error("dist/ has no built site: run `npm run build` first (npm test does)")
}

/**
 * The files that change the sandbox all tests share (its faults, a showtime's status, the demo
 * user's watch list, its counts of calls) or start servers of their own on fixed ports: they run
 * one at a time, after the rest.
 */
const ALONE = ["account", "consent", "host", "live-status", "offline", "plan-maker", "signed-out"].map(
  (name) => `${name}.test.ts`,
)

/** A retry on CI; locally a failure is a failure. */
const retries = Number(process.env.E2E_RETRIES ?? (process.env.CI ? 2 : 0))

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.test.ts",
  outputDir: "test-results/e2e",
  // The rest runs two files at a time (the two cores CI has), each file's tests in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  projects: [
    // Without the offline worker, except in the tests about it (`test.use({ serviceWorkers: "allow" })`):
    // a fresh context installs it on its first page and fetches the ~50 files it keeps, which cost a
    // quarter of these tests' processor time (docs/performance.md, "npm test's own time"). The files
    // that run alone are mostly about it, and keep it.
    { name: "shared", testIgnore: ALONE, use: { serviceWorkers: "block" } },
    { name: "alone", testMatch: ALONE, workers: 1, dependencies: ["shared"] },
  ],
  // E2E_RETRIES=0 runs CI without them, to prove that nothing passes only on a second try.
  retries,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // The machine this runs on is shared (CI, or a developer's laptop building at the same time).
  expect: { timeout: 15_000 },
  reporter: [
    [process.env.CI ? "line" : "list"],
    ["json", { outputFile: process.env.E2E_JSON_FILE ?? "test-results/e2e.json" }],
  ],
  use: {
    baseURL: BASE_URL,
    // A failure leaves a trace to read: the first retry's, or with no retries the failed try's own
    // (a race seen once in a dozen runs must explain itself the first time). Its DOM snapshots show each
    // step; the screencast's filmstrip beside them cost a fifth of the browser tests' processor time.
    trace: { mode: retries > 0 ? "on-first-retry" : "retain-on-failure", screenshots: false },
    launchOptions: {
      // Debian's headless Chromium, as CI installs it (e2e/support/test-chromium.mjs).
      executablePath: testChromium,
      // Headless and quiet: no GPU, no background downloads (the Lighthouse script uses the same flags).
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      name: "site",
      command: "node scripts/serve.mjs",
      url: `${BASE_URL}/`,
      env: { PORT: String(E2E_PORT), DIST_DIR: dist },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      name: "sandbox",
      // One process (not the tsx wrapper and its child), so that stopping it stops the sandbox itself.
      command: "node --import tsx src/sandbox/main.ts",
      url: `${SANDBOX_URL}/__sandbox/ticketing/counts`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_FAULTS: "1", SANDBOX_ORIGINS },
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
})
