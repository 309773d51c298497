import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

import type { GatsbyNode } from "gatsby"

import { wantsPreview } from "../src/content-pipeline/cms-config"
import { EagerCompileHint } from "./compile-hint"
import { rememberedSite } from "./site-store"
import { SolverWorkerAsset, bundleSolverWorker, type WorkerBundle } from "./solver-worker"

/** The part of webpack's compiler and compilation this plugin touches. */
interface Compiler {
  hooks: { done: { tap(name: string, run: (stats: { compilation: { buildDependencies: FileSet } }) => void): void } }
}
interface FileSet extends Iterable<string> {
  add(file: string): unknown
  delete(file: string): unknown
}

const INSTALLED = `${path.sep}node_modules${path.sep}`

/**
 * Webpack's persistent cache must notice when the code that builds the
 * bundles changes. Left to itself, it finds that code by walking Node's module
 * cache from Gatsby's webpack config and every loader: most of Gatsby, Babel
 * and webpack, thousands of file lookups that slow every cold build. Installed packages change only with an install, and an install
 * changes package-lock.json, so the lock file stands in for all of them; the
 * project's own build files (the compiled gatsby-node) are still followed.
 */
export class LockFileBuildDependencies {
  constructor(private readonly lockFile: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("LockFileBuildDependencies", ({ compilation }) => {
      const files = compilation.buildDependencies
      ;[...files].filter((file) => file.includes(INSTALLED)).forEach((file) => files.delete(file))
      files.add(this.lockFile)
    })
  }
}

/** A webpack plugin as this file sees one: mini-css-extract-plugin's keeps its options. */
interface Plugin {
  constructor: { name: string }
  options?: Record<string, unknown>
}

/**
 * Gatsby's mini-css-extract-plugin runs every stylesheet through a child
 * compilation, and webpack mixes each child's hash into the compilation hash
 * that every page's HTML names. A rebuild with webpack's cache restores the
 * stylesheet without a child compilation, so the first rebuild after a cold
 * build came out with a new hash and rewrote every page. The plugin's own
 * `experimentalUseImportModule` (its default from version 2) builds the
 * stylesheet as a module of the compilation itself: the same CSS, the same
 * hash cold or cached. Set on Gatsby's plugin itself, which reads it when
 * webpack applies it.
 */
export function cssWithoutChildCompilations<Config extends { plugins?: unknown[] }>(config: Config): Config {
  ;((config.plugins ?? []) as Plugin[])
    .filter((plugin) => plugin.constructor.name === "MiniCssExtractPlugin")
    .forEach(({ options }) => {
      if (options) options.experimentalUseImportModule = true
    })
  return config
}

/** Gatsby's terser-webpack-plugin as this file sees it: its class carries the other minifiers it can run. */
interface MinimizerPlugin {
  constructor: { name: string }
  options?: { exclude?: unknown; parallel?: unknown }
}
interface TerserPluginClass {
  new (options: Record<string, unknown>): unknown
  swcMinify: unknown
}

/**
 * The browser bundle minified by SWC instead of Terser, through Gatsby's own
 * terser-webpack-plugin and with the choices Gatsby gives Terser: ES5 output
 * (no arrow functions made up by the minifier), Safari 10's mangling, the
 * same files left alone and licence comments still extracted to
 * `.LICENSE.txt`. Terser ran in one worker on two cores and was 12.5 s of the
 * 33 s the browser bundles took in a cold build of the demo; with SWC they
 * take 21 s, and every page's scripts came out about 1 KB (gzip) smaller
 * (docs/performance.md, "The build benchmark").
 */
export function minifiedBySwc<Config extends { optimization?: { minimizer?: unknown[] } }>(config: Config): Config {
  const optimization = config.optimization
  if (!optimization?.minimizer) return config
  optimization.minimizer = (optimization.minimizer as MinimizerPlugin[]).map((plugin) => {
    if (plugin.constructor.name !== "TerserPlugin") return plugin
    const TerserPlugin = plugin.constructor as unknown as TerserPluginClass
    return new TerserPlugin({
      exclude: plugin.options?.exclude,
      parallel: plugin.options?.parallel,
      minify: TerserPlugin.swcMinify,
      terserOptions: { ecma: 5, mangle: { safari10: true } },
    })
  })
  return config
}

/** What this file reads of webpack's chunk graph in a split-chunks test. */
interface ChunkGraph {
  getModuleChunksIterable(module: unknown): Iterable<{ name?: string | null }>
}
type SplitTest = (module: unknown, context: { chunkGraph: ChunkGraph }) => boolean

/** How Gatsby names the chunk of a page template (its async-requires). */
const TEMPLATE_CHUNK = "component---src-templates-"

type SplitConfig = { optimization?: { splitChunks?: unknown } }

/** Gatsby's `shared` split-chunks group in a webpack config, where it has one. */
function sharedGroup(config: SplitConfig): { test?: unknown; name?: unknown } | undefined {
  const splitChunks = config.optimization?.splitChunks as { cacheGroups?: Record<string, { test?: unknown }> }
  return splitChunks?.cacheGroups?.shared
}

/**
 * Gatsby's `shared` split-chunks group moves the modules that two or more
 * page components use into a chunk of their own, once those modules come to
 * 20 KB of source. The page frame (layout, header, footer) is used by the
 * page template and by every page of its own (log in, Min side, Min
 * festival), so it came out as a second file on every content page's first
 * load as soon as it passed that size, and two files gzip worse than one
 * (about 0.8 KB; docs/performance.md). What a page template uses stays in its
 * own chunk instead; pages of their own keep their copy.
 */
export function templatesInOneChunk<Config extends SplitConfig>(config: Config): Config {
  const shared = sharedGroup(config)
  if (!shared || typeof shared.test !== "function") return config
  const gatsbyTest = shared.test as SplitTest
  const test: SplitTest = (module, context) => {
    for (const chunk of context.chunkGraph.getModuleChunksIterable(module)) {
      if (chunk.name?.startsWith(TEMPLATE_CHUNK)) return false
    }
    return gatsbyTest(module, context)
  }
  shared.test = test
  return config
}

/** As many hex digits of a shared chunk's name as keep the names of one build apart. */
const SHARED_NAME_DIGITS = 10

/**
 * Gatsby names each chunk of its `shared` group by the SHA-1 of the names of
 * the chunks that share it: 40 hex digits, which the webpack runtime, on
 * every page's first load, lists for each such chunk and which gzip cannot
 * shrink. The name only has to tell a build's chunks apart (the file name
 * keeps its content hash): ten digits do, for 15 bytes less per chunk.
 */
export function shortSharedChunkNames<Config extends SplitConfig>(config: Config): Config {
  const shared = sharedGroup(config)
  if (!shared || typeof shared.name !== "function") return config
  const gatsbyName = shared.name as (...args: unknown[]) => unknown
  shared.name = (...args: unknown[]) => {
    const name = gatsbyName(...args)
    return typeof name === "string" ? name.slice(0, SHARED_NAME_DIGITS) : name
  }
  return config
}

/**
 * The text of each inline script in Gatsby's `_gatsby-scripts` slice, which
 * Gatsby writes when the browser bundle is built and stitches into every
 * page after rendering it: the pages' security policy must list their
 * hashes too (src/security/policy-meta.tsx).
 */
export function slicedInlineScripts(publicDir: string): string[] {
  const slice = path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html")
  if (!existsSync(slice)) return []
  return [...readFileSync(slice, "utf8").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes ?? ""))
    .map(([, , text]) => text ?? "")
}

/**
 * SWR imports `use-sync-external-store/shim`, a copy of the hook for React
 * before 18 that falls back to React's own where React has one. This site
 * runs React 18: the package's plain entry hands over React's hook alone,
 * without the copy (about 0.4 KB gzip on every page with live showtimes).
 * A path, not the package's name: webpack skips an alias whose target the
 * request already starts with.
 */
export function reactOwnExternalStore(root = process.cwd()): Record<string, string> {
  return { "use-sync-external-store/shim$": path.join(root, "node_modules", "use-sync-external-store", "index.js") }
}

/** Webpack's NormalModuleReplacementPlugin as Gatsby's `plugins.normalModuleReplacement` makes it (typed as a bare Function). */
type ReplacementPlugin = (test: RegExp, file: string) => unknown

/** Gatsby's internal Partytown plugin's browser file, as the app bundle requires it. */
export const PARTYTOWN_BROWSER = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

/**
 * The browser bundle without Gatsby's Partytown plugin's browser code, which
 * does something only under `gatsby develop` yet brings gatsby-script and
 * Partytown's snippet into every page's first load (about 1.9 KB gzip;
 * docs/performance.md). The site has no off-main-thread scripts.
 */
export function withoutPartytown(replace: ReplacementPlugin, root = process.cwd()): unknown {
  return replace(PARTYTOWN_BROWSER, path.join(root, "gatsby", "partytown-browser.js"))
}

/**
 * The worker's script, bundled once per process: a build asks for it in both its stages (the
 * browser bundle emits it, the server render names it), `gatsby develop` in both of its own.
 */
let solverWorkerBundle: Promise<WorkerBundle> | undefined

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  if (stage === "build-javascript") {
    actions.replaceWebpackConfig(
      minifiedBySwc(shortSharedChunkNames(templatesInOneChunk(cssWithoutChildCompilations(getConfig())))),
    )
    actions.setWebpackConfig({
      plugins: [withoutPartytown(plugins.normalModuleReplacement as ReplacementPlugin), new EagerCompileHint()],
    })
  }
  if (stage === "build-html") {
    const inline = slicedInlineScripts(path.resolve("public"))
    actions.setWebpackConfig({ plugins: [plugins.define({ __GATSBY_SCRIPTS_SLICE_INLINE__: JSON.stringify(inline) })] })
  }
  // The plan maker's worker: a script of its own, which the browser bundle names (solver-worker.ts).
  const solverWorker = await (solverWorkerBundle ??= bundleSolverWorker())
  if (stage === "build-javascript" || stage === "develop") {
    actions.setWebpackConfig({ plugins: [new SolverWorkerAsset(solverWorker)] })
  }
  // The browser bundle and the server render both know whether the site has a tag manager, so
  // that without one the consent code is dropped from both (src/analytics/built-with-tag-manager.ts).
  const tagManagerId = rememberedSite()?.tagManagerId
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __MAY_HAVE_TAG_MANAGER__: JSON.stringify(tagManagerId !== ""),
        // A preview of drafts (CMS_PREVIEW=1): gatsby-ssr.tsx adds the banner and noindex to every page.
        __SITE_PREVIEW__: JSON.stringify(wantsPreview(process.env)),
        __SOLVER_WORKER__: JSON.stringify(`/${solverWorker.file}`),
      }),
    ],
  })
  actions.setWebpackConfig({ resolve: { alias: reactOwnExternalStore() } })
  const lockFile = path.resolve("package-lock.json")
  // Without a lock file nothing could stand in for the packages: webpack keeps its own way.
  if (existsSync(lockFile)) actions.setWebpackConfig({ plugins: [new LockFileBuildDependencies(lockFile)] })
}
