import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { buildProject, copyProjectInto, type BuildResult } from "./project-copy"

/**
 * One cold build of the demo content, for the integration tests that start
 * from it: they built the same site three times over. It is made once per
 * run of the integration project, by the first test that asks, in the folder
 * the project's global setup names (demo-build-setup.ts), and kept as it came
 * out. A test that only reads the output reads that one; a test that edits
 * the content and builds again takes a copy, put back at the very path the
 * build ran in: Gatsby's cache names its files by their absolute paths, and
 * scripts/build.mjs builds cold on a cache made elsewhere. The copy keeps the
 * files' times, which a rebuild's "written since" check reads.
 */

const COPY = { recursive: true, preserveTimestamps: true, verbatimSymlinks: true } as const

function folder(): string {
  const dir = process.env.RAMASKRIK_DEMO_BUILD
  if (!dir) {
    throw new Error(
      "RAMASKRIK_DEMO_BUILD is not set: the integration project's global setup (__tests__/support/demo-build-setup.ts) names the folder of the shared demo build",
    )
  }
  return dir
}

/**
 * The build runs in the folder itself, and a test's copy goes there too: a
 * folder of os.tmpdir() like every copy of copyProject, because the bundles
 * name modules by their paths from the project to node_modules, so a build
 * one folder deeper gives other script hashes and other HTML (which
 * cms-build.test.ts and cached-rebuild.test.ts compare byte for byte).
 */
const paths = () => {
  const project = folder()
  return {
    project,
    /** The build as it came out. */
    kept: `${project}.kept`,
    result: `${project}.json`,
    lock: `${project}.lock`,
  }
}

/**
 * The build's outcome, building it first if no test has yet. One test at a
 * time: a test's copy replaces the one before at the same path, so the
 * project runs in band, and a second process that finds the build under way
 * is told so rather than building over it.
 */
async function built(): Promise<BuildResult> {
  const { project, kept, result, lock } = paths()
  if (existsSync(result)) return JSON.parse(readFileSync(result, "utf8")) as BuildResult
  try {
    mkdirSync(lock)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    throw new Error(
      "The shared demo build is under way in another process: run the integration project in band (--runInBand)",
    )
  }
  let outcome: BuildResult
  try {
    copyProjectInto(project)
    outcome = await buildProject(project)
    cpSync(project, kept, COPY)
  } catch (error) {
    // Kept for the tests after this one, which would otherwise find the lock and no result.
    outcome = { status: null, output: `the shared demo build failed: ${String(error)}` }
  }
  writeFileSync(result, JSON.stringify(outcome))
  return outcome
}

/** The shared build's outcome and its dist/, to read and never to change. */
export async function demoBuild(): Promise<{ result: BuildResult; dist: string }> {
  return { result: await built(), dist: path.join(paths().kept, "dist") }
}

/**
 * A copy of the shared build, .cache/ and public/ with it, for a test that
 * edits and builds again: at the path it was built at, replacing the copy the
 * test before took.
 */
export async function takeDemoBuild(): Promise<{ result: BuildResult; dir: string }> {
  const result = await built()
  const { project, kept } = paths()
  rmSync(project, { recursive: true, force: true })
  cpSync(kept, project, COPY)
  return { result, dir: project }
}

/**
 * A fresh copy of the project (`data`: the demo content or an empty folder) for a test that builds
 * other content or with other settings (the CMS, drafts, production addresses, the publisher), at
 * the path the shared build ran in and with that build's webpack cache, nothing else of its .cache/
 * or public/: Gatsby sources, queries and renders every page anew, and webpack compiles again only
 * the modules the other settings change (webpack 5 notes which values of the DefinePlugin each
 * module read, and checks every file it cached against the disk). None of these tests is about
 * compiling the same modules cold, which the shared build and the site's own build do; each spent
 * about 24 of a cold build's 42 processor seconds on it. A project moved with its cache
 * (cached-rebuild.test.ts) still builds cold, as scripts/build.mjs decides. Replaces the copy the
 * test before took.
 */
export async function copyOnSharedBundles(data: "demo" | "empty" = "demo"): Promise<string> {
  await built()
  const { project, kept } = paths()
  rmSync(project, { recursive: true, force: true })
  copyProjectInto(project, data)
  // The record of where and with which packages the cache was made (scripts/cache-origin.mjs): here,
  // with these. A shared build that failed may have left neither; the copy then builds cold.
  for (const made of [path.join(".cache", "webpack"), path.join(".cache", "ramaskrik-origin.json")]) {
    if (existsSync(path.join(kept, made))) cpSync(path.join(kept, made), path.join(project, made), COPY)
  }
  return project
}

/**
 * One more copy of the shared build, .cache/ and public/ with it, in a folder
 * beside the one it was built in: a project moved with its cache. The folder
 * is as deep as the first, so the bundles' module paths are as long and a
 * cold build there gives the same bytes. Call it after takeDemoBuild.
 */
export function demoBuildMoved(): string {
  const { project, kept } = paths()
  const moved = `${project}-moved`
  if (!existsSync(kept)) throw new Error("demoBuildMoved: the shared demo build is not made yet (takeDemoBuild first)")
  rmSync(moved, { recursive: true, force: true })
  cpSync(kept, moved, COPY)
  return moved
}

/** The integration project's global teardown (demo-build-teardown.ts): the build and all made beside it. */
export function removeDemoBuild(): void {
  if (!process.env.RAMASKRIK_DEMO_BUILD) return
  Object.values(paths()).forEach((made) => rmSync(made, { recursive: true, force: true }))
}
