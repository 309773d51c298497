import { spawn, type ChildProcess } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"

import { BASE_URL, E2E_PORT } from "./server"

declare global {
  var __E2E_SERVER__: ChildProcess | undefined
}

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE_URL}/`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The site server did not answer at ${BASE_URL} within 15 s`)
}

/** Serves the built site the way scripts/serve.mjs serves it for people. */
export default async function globalSetup(): Promise<void> {
  const dist = path.resolve("dist")
  if (!existsSync(path.join(dist, "index.html"))) {
    throw new Error("dist/ has no built site: run `npm run build` first (npm test does)")
  }
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(E2E_PORT), DIST_DIR: dist },
    stdio: "ignore",
  })
  globalThis.__E2E_SERVER__ = server
  await waitForServer(Date.now() + 15_000)
}
