import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import projectFiles from "../../scripts/project-files.json"

/** What a build needs of the project (the benchmark copies the same list); node_modules is linked, not copied. */
const PROJECT_FILES: string[] = projectFiles

/**
 * A copy of the project in a temporary folder, so a test can run Gatsby on
 * other content without touching this checkout's .cache, public/ or dist/.
 * `data`: the demo content, or an empty folder.
 */
export function copyProject(name: string, data: "demo" | "empty" = "demo", root = process.cwd()): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `ramaskrik-${name}-`))
  PROJECT_FILES.forEach((file) => cpSync(path.join(root, file), path.join(dir, file), { recursive: true }))
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
  if (data === "demo") cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true })
  else mkdirSync(path.join(dir, "data"))
  return dir
}
