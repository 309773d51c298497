/**
 * How the page template's code is split, through a real webpack compilation
 * with the split-chunks groups Gatsby sets for the browser bundle
 * (node_modules/gatsby/dist/utils/webpack.config.js, `shared`): the page
 * template and a page of its own both use a frame of more than 20 KB.
 */
import { createHash } from "node:crypto"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import webpack from "webpack"

import { shortSharedChunkNames, templatesInOneChunk } from "../../gatsby/on-create-webpack-config"

// Two webpack compilations on a machine that may be building at the same time.
jest.setTimeout(60_000)

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-chunks-"))
  // Past the 20 KB of source from which Gatsby's `shared` group takes modules out.
  writeFileSync(
    path.join(dir, "frame.js"),
    `export const frame = ${JSON.stringify("Hopp til innhold ".repeat(1500))}\n`,
  )
  writeFileSync(path.join(dir, "template.js"), 'import { frame } from "./frame"\nexport default () => frame + "mal"\n')
  writeFileSync(
    path.join(dir, "login.js"),
    'import { frame } from "./frame"\nexport default () => frame + "logg inn"\n',
  )
  writeFileSync(
    path.join(dir, "app.js"),
    [
      'export const template = () => import(/* webpackChunkName: "component---src-templates-page-tsx" */ "./template")',
      'export const login = () => import(/* webpackChunkName: "component---src-pages-logg-inn-tsx" */ "./login")',
    ].join("\n"),
  )
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Gatsby's `shared` group as its build-javascript stage sets it (with `framework` and `commons` left out). */
const gatsbyConfig = () => ({
  optimization: {
    splitChunks: {
      chunks: "all" as const,
      minSize: 20000,
      cacheGroups: {
        default: false as const,
        defaultVendors: false as const,
        shared: {
          test(module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) {
            for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.canBeInitial()) return false
            return true
          },
          name(_module: webpack.Module, chunks: webpack.Chunk[]) {
            return createHash("sha1")
              .update(chunks.reduce((names, chunk) => names + chunk.name, ""))
              .digest("hex")
          },
          priority: 10,
          minChunks: 2,
          reuseExistingChunk: true,
        },
      },
    },
  },
})

/** Each chunk's name and the names of the files whose modules it holds. */
function chunksOf(optimization: webpack.Configuration["optimization"]): Promise<Record<string, string[]>> {
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./app.js" },
    output: { path: path.join(dir, "out") },
    // Minifying changes nothing about where modules go, and takes most of the time.
    optimization: { ...optimization, minimize: false },
  })
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error)
      if (stats.hasErrors()) return reject(new Error(stats.toString("errors-only")))
      const { chunks = [] } = stats.toJson({ chunks: true, chunkModules: true })
      const byName = Object.fromEntries(
        chunks.map((chunk) => [
          chunk.names?.[0] ?? String(chunk.id),
          (chunk.modules ?? []).map((module) => path.basename(module.name ?? "")).sort(),
        ]),
      )
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve(byName)))
    })
  })
}

const holding = (file: string, chunks: Record<string, string[]>) =>
  Object.keys(chunks).filter((name) => chunks[name]?.includes(file))

describe("the page template's chunk", () => {
  it("holds the frame it uses, so that a content page's first load is one file", async () => {
    const chunks = await chunksOf(templatesInOneChunk(gatsbyConfig()).optimization)
    expect(chunks["component---src-templates-page-tsx"]).toEqual(["frame.js", "template.js"])
    expect(chunks["component---src-pages-logg-inn-tsx"]).toEqual(["frame.js", "login.js"])
    expect(holding("frame.js", chunks).sort()).toEqual([
      "component---src-pages-logg-inn-tsx",
      "component---src-templates-page-tsx",
    ])
  })

  it("loses the frame to a shared chunk with Gatsby's groups alone", async () => {
    const chunks = await chunksOf(gatsbyConfig().optimization)
    expect(chunks["component---src-templates-page-tsx"]).toEqual(["template.js"])
    // A chunk of its own, named by Gatsby's hash of the chunks that share it.
    expect(holding("frame.js", chunks)).toEqual([expect.stringMatching(/^[0-9a-f]{40}$/)])
  })
})

describe("a shared chunk's name", () => {
  it("is ten hex digits of Gatsby's hash, which every page's webpack runtime lists", async () => {
    const chunks = await chunksOf(shortSharedChunkNames(gatsbyConfig()).optimization)
    expect(holding("frame.js", chunks)).toEqual([expect.stringMatching(/^[0-9a-f]{10}$/)])
    const full = await chunksOf(gatsbyConfig().optimization)
    expect(holding("frame.js", full)[0]?.startsWith(holding("frame.js", chunks)[0] ?? "-")).toBe(true)
  })
})
