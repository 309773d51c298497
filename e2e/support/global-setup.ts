import { spawn, type ChildProcess } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"

import { BASE_URL, E2E_PORT, SANDBOX_URL } from "./server"

declare global {
  var __E2E_PROCESSES__: ChildProcess[] | undefined
}

async function waitFor(url: string, what: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not answer at ${url} within 20 s`)
}

/** Serves the built site as scripts/serve.mjs serves it for people, beside the ticketing sandbox. */
export default async function globalSetup(): Promise<void> {
  const dist = path.resolve("dist")
  if (!existsSync(path.join(dist, "index.html"))) {
    throw new Error("dist/ has no built site: run `npm run build` first (npm test does)")
  }
  try {
    await fetch(`${SANDBOX_URL}/__sandbox/ticketing/counts`)
    throw new Error(
      `Something already answers at ${SANDBOX_URL}: stop \`npm start\` (or the sandbox) before the browser tests`,
    )
  } catch (error) {
    if ((error as Error).message.startsWith("Something already")) throw error
  }
  globalThis.__E2E_PROCESSES__ = [
    spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...process.env, PORT: String(E2E_PORT), DIST_DIR: dist },
      stdio: "ignore",
    }),
    // One process (not the tsx wrapper and its child), so that teardown's kill() stops the sandbox itself.
    spawn(process.execPath, ["--import", "tsx", "src/sandbox/main.ts"], {
      env: { ...process.env, SANDBOX_PORT: "9100", SANDBOX_FAULTS: "1" },
      stdio: "ignore",
    }),
  ]
  const deadline = Date.now() + 20_000
  await Promise.all([
    waitFor(`${BASE_URL}/`, "The site server", deadline),
    waitFor(`${SANDBOX_URL}/__sandbox/ticketing/counts`, "The ticketing sandbox", deadline),
  ])
}
