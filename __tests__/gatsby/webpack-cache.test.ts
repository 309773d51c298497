/**
 * Webpack's persistent cache as the build uses it, through real webpack
 * compilations with a filesystem cache: what it watches to know that the
 * build's own code changed (with LockFileBuildDependencies, the lock file
 * instead of every installed file, and still the project's own files, read
 * from what webpack says it captures), and that a compilation restored from
 * it has the hash a cold one has, which every page's HTML names.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import webpack from "webpack"

import { cssWithoutChildCompilations, LockFileBuildDependencies } from "../../gatsby/on-create-webpack-config"

/** Gatsby's own copies of the CSS plugin and loader, as its webpack config requires them. */
const fromGatsby = (name: string) =>
  require.resolve(name, { paths: [path.dirname(require.resolve("gatsby/package.json"))] })
const MiniCssExtractPlugin: { new (options?: object): webpack.WebpackPluginInstance; loader: string } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(fromGatsby("mini-css-extract-plugin"))

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-webpack-"))
  mkdirSync(path.join(dir, "src"))
  writeFileSync(path.join(dir, "src", "index.js"), 'import "./site.css"\nexport const answer = 42\n')
  writeFileSync(path.join(dir, "src", "site.css"), "body { color: #111; }\n")
  writeFileSync(path.join(dir, "build-config.js"), "module.exports = {}\n")
  writeFileSync(path.join(dir, "package-lock.json"), "{}\n")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/**
 * Compiles once, with the stylesheet extracted as Gatsby does, and returns the
 * compilation's hash and the build dependencies webpack's cache captured.
 */
function compile(plugins: webpack.WebpackPluginInstance[]): Promise<{ hash: string; captured: string[] }> {
  const captured: string[] = []
  const capture = (...args: unknown[]) => {
    const list = /Capturing build dependencies\.\.\. \((.*)\)/.exec(args.join(" "))?.[1]
    if (list) captured.push(...list.split(", "))
  }
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./src/index.js",
    output: { path: path.join(dir, "out") },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, fromGatsby("css-loader")] }] },
    plugins,
    cache: {
      type: "filesystem",
      cacheDirectory: path.join(dir, "cache"),
      // As Gatsby does: its own webpack config (installed) and a project file.
      buildDependencies: {
        config: [require.resolve("gatsby/dist/utils/webpack.config.js"), path.join(dir, "build-config.js")],
      },
    },
    infrastructureLogging: {
      level: "none",
      debug: /PackFileCacheStrategy/,
      // Reads the debug lines; says nothing.
      console: new Proxy({} as Console, {
        get: (_, method) => (method === "debug" ? capture : () => undefined),
      }),
    },
  })
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error)
      if (stats.hasErrors()) return reject(new Error(stats.toString("errors-only")))
      const hash = stats.hash ?? ""
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve({ hash, captured })))
    })
  })
}

describe("the build dependencies of webpack's cache", () => {
  it("are the lock file and the project's own files, not the installed packages", async () => {
    const lockFile = path.join(dir, "package-lock.json")
    const { captured: files } = await compile([new LockFileBuildDependencies(lockFile), new MiniCssExtractPlugin()])
    expect(files).toEqual(expect.arrayContaining([lockFile, path.join(dir, "build-config.js")]))
    expect(files.filter((file) => file.includes(`${path.sep}node_modules${path.sep}`))).toEqual([])
  })

  it("are every installed file webpack finds, without it", async () => {
    const { captured: files } = await compile([new MiniCssExtractPlugin()])
    expect(files).toEqual(expect.arrayContaining([require.resolve("gatsby/dist/utils/webpack.config.js")]))
  })
})

describe("the compilation hash", () => {
  /** The plugins of a config made as Gatsby makes it, then given to the build's onCreateWebpackConfig. */
  const gatsbyPlugins = () => cssWithoutChildCompilations({ plugins: [new MiniCssExtractPlugin()] }).plugins

  it("is the same when the cache restores the stylesheet as when it was built cold", async () => {
    const cold = await compile(gatsbyPlugins())
    const cached = await compile(gatsbyPlugins())
    expect(cached.hash).toBe(cold.hash)
  })

  it("changes when the stylesheet changes", async () => {
    const before = await compile(gatsbyPlugins())
    writeFileSync(path.join(dir, "src", "site.css"), "body { color: #000; }\n")
    expect((await compile(gatsbyPlugins())).hash).not.toBe(before.hash)
  })

  it("differs between cold and cached with the stylesheet in a child compilation, Gatsby's default", async () => {
    const cold = await compile([new MiniCssExtractPlugin()])
    const cached = await compile([new MiniCssExtractPlugin()])
    expect(cached.hash).not.toBe(cold.hash)
  })
})
