import { rmSync } from "node:fs"

/** The integration project's global teardown: the shared demo build goes with the run. */
export default function teardown(): void {
  const dir = process.env.RAMASKRIK_DEMO_BUILD
  if (!dir) return
  for (const made of [dir, `${dir}.kept`, `${dir}.json`, `${dir}.lock`]) rmSync(made, { recursive: true, force: true })
}
