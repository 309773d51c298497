import { createHash } from "node:crypto"
import { createRequire } from "node:module"
import path from "node:path"

import type * as Esbuild from "esbuild"
import type { Compiler } from "webpack"

import { EAGER_COMPILE_HINT } from "./compile-hint"

/** The plan maker's worker (src/planner/make-plan/solver-client.ts starts it). */
export const SOLVER_WORKER_ENTRY = path.join("src", "planner", "make-plan", "solver.worker.ts")

export interface WorkerBundle {
  /** Its file name in public/, by its content, as webpack names its chunks (deploy/host-rules.mjs caches it for good). */
  file: string
  /** With V8's compile hint first, as EagerCompileHint puts it on every chunk of the browser bundle. */
  code: string
}

/**
 * The solver's worker as one script of its own, bundled by esbuild. Not a
 * webpack worker chunk (`new Worker(new URL(…,
 * import.meta.url))`): that added the chunk to the webpack runtime's list
 * and the base URI to the runtime, and shared Babel's helpers with the app
 * chunk, which could then no longer merge them into one module: 97 bytes
 * more on the first load of every page with showtimes, where the programme
 * had 7 to spare (docs/performance.md, "Lag planen for meg"). The worker
 * shares no module with the page when it runs, so a bundle apart costs
 * nothing. ES2017: the browsers the site's own features need all run it.
 */
export async function bundleSolverWorker(root = process.cwd()): Promise<WorkerBundle> {
  // Loaded here, not with the module: esbuild refuses to load in jsdom, where a test reads this
  // config's other parts. Required, not imported: tsx's tsImport (the benchmarks) cannot resolve a
  // dynamic import from the module it made.
  const { build } = createRequire(path.join(root, "package.json"))("esbuild") as typeof Esbuild
  const { outputFiles } = await build({
    entryPoints: [path.join(root, SOLVER_WORKER_ENTRY)],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2017",
    write: false,
    logLevel: "silent",
  })
  const code = outputFiles[0]?.text
  if (code === undefined) throw new Error(`esbuild gave no output for ${SOLVER_WORKER_ENTRY}`)
  const hinted = `${EAGER_COMPILE_HINT}\n${code}`
  const hash = createHash("sha256").update(hinted).digest("hex").slice(0, 20)
  return { file: `solver-worker-${hash}.js`, code: hinted }
}

/**
 * Adds the worker's script to webpack's output: public/ in a build, the dev
 * server's files under `gatsby develop`. The script is bundled when Gatsby makes the
 * webpack config: `gatsby develop` takes a change to the solver on its next start.
 */
export class SolverWorkerAsset {
  constructor(private readonly bundle: WorkerBundle) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap("SolverWorkerAsset", (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifiers, which would drop the compile hint; esbuild has minified it already.
        { name: "SolverWorkerAsset", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => compilation.emitAsset(this.bundle.file, new sources.RawSource(this.bundle.code), { minimized: true }),
      )
    })
  }
}
