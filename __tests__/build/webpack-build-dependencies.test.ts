/**
 * What webpack's persistent cache watches to know that the build's own code
 * changed: with LockFileBuildDependencies, the lock file instead of every
 * installed file, and still the project's own files. Run through a real
 * webpack compilation with a filesystem cache, reading what webpack says it
 * captures.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import webpack from "webpack"

import { LockFileBuildDependencies } from "../../src/build/node/on-create-webpack-config"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-webpack-"))
  mkdirSync(path.join(dir, "src"))
  writeFileSync(path.join(dir, "src", "index.js"), "export const answer = 42\n")
  writeFileSync(path.join(dir, "build-config.js"), "module.exports = {}\n")
  writeFileSync(path.join(dir, "package-lock.json"), "{}\n")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Compiles once and returns the build dependencies webpack's cache captured. */
function capturedBuildDependencies(plugins: webpack.WebpackPluginInstance[]): Promise<string[]> {
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
    compiler.run((error) => {
      if (error) return reject(error)
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve(captured)))
    })
  })
}

describe("the build dependencies of webpack's cache", () => {
  it("are the lock file and the project's own files, not the installed packages", async () => {
    const lockFile = path.join(dir, "package-lock.json")
    const files = await capturedBuildDependencies([new LockFileBuildDependencies(lockFile)])
    expect(files).toEqual(expect.arrayContaining([lockFile, path.join(dir, "build-config.js")]))
    expect(files.filter((file) => file.includes(`${path.sep}node_modules${path.sep}`))).toEqual([])
  })

  it("are every installed file webpack finds, without it", async () => {
    const files = await capturedBuildDependencies([])
    expect(files).toEqual(expect.arrayContaining([require.resolve("gatsby/dist/utils/webpack.config.js")]))
  })
})
