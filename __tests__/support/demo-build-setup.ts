import { mkdtempSync } from "node:fs"
import os from "node:os"
import path from "node:path"

/** The integration project's global setup: the folder the shared demo build (demo-build.ts) runs in, at its first use. */
export default function setup(): void {
  process.env.RAMASKRIK_DEMO_BUILD = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-demo-build-"))
}
