import { spawn } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { killTree } from "../../scripts/process-tree.mjs"
import projectFiles from "../../scripts/project-files.json"

/** What a build needs of the project (the benchmark copies the same list); node_modules is linked, not copied. */
const PROJECT_FILES: string[] = projectFiles

/**
 * A copy of the project in a temporary folder, so a test can run Gatsby on
 * other content without touching this checkout's .cache, public/ or dist/.
 * `data`: the demo content, or an empty folder.
 */
export function copyProject(name: string, data: "demo" | "empty" = "demo", root = process.cwd()): string {
  return copyProjectInto(mkdtempSync(path.join(os.tmpdir(), `ramaskrik-${name}-`)), data, root)
}

/** The same copy into `dir`, made if it is not there. */
export function copyProjectInto(dir: string, data: "demo" | "empty" = "demo", root = process.cwd()): string {
  mkdirSync(dir, { recursive: true })
  PROJECT_FILES.forEach((file) => cpSync(path.join(root, file), path.join(dir, file), { recursive: true }))
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
  if (data === "demo") cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true })
  else mkdirSync(path.join(dir, "data"))
  return dir
}

export interface BuildResult {
  status: number | null
  /** stdout and stderr as they came. */
  output: string
}

/**
 * How long `buildProject` lets a build run before it stops it. A cold build of
 * the demo content takes one to three minutes here beside npm test's other
 * lanes, and over seven on a day the machine ran three times slower (28
 * November 2026: a cold build killed at 420 s, still working); one that runs
 * far longer has hung (a Gatsby worker once spun for ten minutes), and a test
 * waiting on it would time out with nothing to show.
 */
const BUILD_DEADLINE_MS = 900_000

/**
 * A test's limit for `builds` builds one after the other (side by side count
 * once): each has its deadline, which names a hung build, so the test's own
 * limit only has to stay above them. A fixed limit below the sum failed once
 * while four builds shared two cores with npm test's other lanes.
 */
export const buildsTimeout = (builds: number): number => builds * BUILD_DEADLINE_MS + 60_000

/**
 * `npm run build`'s script in a copy, with plain output, on the local sandbox's
 * addresses, and `env` over this process's environment but for CONTENT_DIR. It doesn't block: a test may serve
 * the CMS from this process meanwhile. A build still running after `deadlineMs`
 * is killed with every process it started, and its output ends with which of
 * them were still working, so the failure shows where it hung and leaves no
 * orphan spinning through the tests after it.
 */
export function buildProject(
  dir: string,
  env: Record<string, string> = {},
  { deadlineMs = BUILD_DEADLINE_MS }: { deadlineMs?: number } = {},
): Promise<BuildResult> {
  return new Promise((resolve) => {
    const { CONTENT_DIR: _contentDir, ...inherited } = process.env
    const child = spawn(process.execPath, ["scripts/build.mjs"], {
      cwd: dir,
      env: {
        ...inherited,
        GATSBY_TELEMETRY_DISABLED: "1",
        NO_COLOR: "1",
        FORCE_COLOR: "0",
        COLUMNS: "400",
        RAMASKRIK_SANDBOX: "1",
        ...env,
      },
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const deadline = setTimeout(() => {
      if (child.pid === undefined) return // it never started; "close" comes with the error
      const listing = killTree(child.pid)
      output += `\nbuildProject: still running after ${deadlineMs / 1000} s; killed. Its processes then:\n${listing}\n`
    }, deadlineMs)
    child.on("close", (status) => {
      clearTimeout(deadline)
      resolve({ status, output })
    })
  })
}

/** How many of a failed build's last lines `outcome` keeps. */
const LAST_LINES = 40

/**
 * A build's status, and only when it failed, the lines that say why: every
 * line that names an error and the last 40, without Gatsby's list of the
 * steps that went well. That is what an expectation on it should show: a CI
 * log keeps only part of a long failure, and the cause is at the end.
 */
export function outcome({ status, output }: BuildResult): BuildResult {
  if (status === 0) return { status, output: "" }
  const lines = output.split("\n").filter((line) => !/^success /.test(line))
  const errors = lines.slice(0, -LAST_LINES).filter((line) => /error|failed|exception/i.test(line))
  return { status, output: [...errors, ...lines.slice(-LAST_LINES)].join("\n") }
}

/** Every HTML file under `dir`, by its path from there, sorted. */
export function htmlFiles(dir: string): string[] {
  return filesIn(dir).filter((file) => file.endsWith(".html"))
}

/** Every file below `dir`, as paths relative to it, sorted. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** Which of `files` (paths from both folders) differ in their bytes between folder `a` and folder `b`. */
export function differingFiles(a: string, b: string, files: string[]): string[] {
  return files.filter((file) => !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))))
}
