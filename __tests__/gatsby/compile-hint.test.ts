/**
 * V8's compile hint on the browser bundle (gatsby/compile-hint.ts), through a
 * real webpack compilation with the minifier the build uses (SWC in Gatsby's
 * terser-webpack-plugin, as minifiedBySwc sets it) and file names by content,
 * as Gatsby's build-javascript stage names them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import TerserPlugin from "terser-webpack-plugin"
import type webpack from "webpack"

import { EAGER_COMPILE_HINT, EagerCompileHint } from "../../gatsby/compile-hint"
import { minifiedBySwc } from "../../gatsby/on-create-webpack-config"
import { compiledFiles } from "../support/webpack-files"

// Webpack compilations on a machine that may be building at the same time.
jest.setTimeout(60_000)

let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-compile-hint-"))
  writeFileSync(
    path.join(dir, "app.js"),
    [
      "/*! Ramaskrik-testbibliotek, MIT-lisens @license */",
      "// A comment that the minifier drops.",
      "window.svar = [1, 2, 3].map(function (tall) { return tall * 2 })",
      'import("./later").then(function (later) { window.senere = later.default })',
    ].join("\n"),
  )
  writeFileSync(path.join(dir, "later.js"), "export default 'lastet senere'\n")
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every file one compilation wrote, by name. */
function compile(plugins: webpack.WebpackPluginInstance[], out: string): Promise<Record<string, string>> {
  const minimizer = minifiedBySwc({
    optimization: { minimizer: [new TerserPlugin({ terserOptions: { mangle: { safari10: true } }, parallel: 1 })] },
  }).optimization.minimizer
  return compiledFiles({
    mode: "production",
    target: ["web", "es5"],
    context: dir,
    entry: { app: "./app.js" },
    output: {
      path: path.join(dir, out),
      filename: "[name]-[contenthash].js",
      chunkFilename: "[name]-[contenthash].js",
    },
    optimization: { minimize: true, minimizer: minimizer as webpack.WebpackPluginInstance[] },
    plugins,
  })
}

const scripts = (files: Record<string, string>) =>
  Object.keys(files)
    .filter((file) => file.endsWith(".js"))
    .sort()

describe("the compile hint on the browser bundle", () => {
  let hinted: Record<string, string>
  let plain: Record<string, string>
  beforeAll(async () => {
    hinted = await compile([new EagerCompileHint()], "hinted")
    plain = await compile([], "plain")
  })

  it("is the first line of every script, the lazily loaded chunks' too, after the minifier has run", () => {
    expect(scripts(hinted)).toHaveLength(2)
    for (const file of scripts(hinted)) {
      const [first, ...rest] = (hinted[file] ?? "").split("\n")
      expect({ file, first }).toEqual({ file, first: EAGER_COMPILE_HINT })
      // The minifier has had the code already: its comments are gone, and the licence moved out as before.
      expect(rest.join("\n")).not.toContain("A comment that the minifier drops")
      expect(rest.join("\n")).not.toContain("Ramaskrik-testbibliotek")
    }
    const app = scripts(hinted).find((file) => file.startsWith("app-")) ?? ""
    expect(hinted[`${app}.LICENSE.txt`]).toContain("Ramaskrik-testbibliotek, MIT-lisens @license")
  })

  it("leaves every script's code as it was, but for the names of the files it loads", () => {
    // The hint is in the content that names each file (the next test), so the names in the runtime differ.
    const unnamed = (code: string) => code.replace(/-[0-9a-f]{20}\.js/g, "-[contenthash].js")
    const byChunk = (files: Record<string, string>, hint: string) =>
      scripts(files).map((file) => unnamed((files[file] ?? "").slice(hint.length)))
    expect(byChunk(hinted, `${EAGER_COMPILE_HINT}\n`)).toEqual(byChunk(plain, ""))
  })

  it("is in the content that names each file, so a browser holding the old file under its name cannot mix them", () => {
    expect(scripts(hinted)).toHaveLength(scripts(plain).length)
    for (const file of scripts(hinted)) expect(scripts(plain)).not.toContain(file)
  })
})
