/**
 * The browser bundle's minifier, through a real webpack compilation with the
 * terser-webpack-plugin that Gatsby's build-javascript stage sets
 * (node_modules/gatsby/dist/utils/webpack-utils.js, `minifyJs`), once
 * `minifiedBySwc` has put SWC in Terser's place.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import vm from "node:vm"

import TerserPlugin from "terser-webpack-plugin"
import type webpack from "webpack"

import { minifiedBySwc } from "../../gatsby/on-create-webpack-config"
import { compiledFiles } from "../support/webpack-files"

// Webpack compilations on a machine that may be building at the same time.
jest.setTimeout(60_000)

let dir: string
/** What one compilation with Gatsby's minimizers, after the swap, wrote: every test below reads it. */
let files: Record<string, string>
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-minifier-"))
  writeFileSync(
    path.join(dir, "app.js"),
    [
      "/*! Ramaskrik-testbibliotek, MIT-lisens @license */",
      "function plusEn(talletSomSkalOkes) {",
      "  // A comment that the minifier drops.",
      "  return talletSomSkalOkes + 1",
      "}",
      "var harVindu = typeof window !== 'undefined'",
      "module.exports = { okt: [1, 2, 3].map(function (tall) { return plusEn(tall) }), harVindu: harVindu }",
    ].join("\n"),
  )
  writeFileSync(path.join(dir, "vendor.js"), "// Already minified by its makers: left as it is.\nmodule.exports = 42\n")
  files = await compile(minifiedBySwc({ optimization: { minimizer: gatsbyMinimizers() } }).optimization.minimizer)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A minimizer that is not Terser (Gatsby's CSS minimizer, say): passed through as it is. */
class CssMinimizerPlugin {
  apply(): void {}
}

/** Gatsby's minimizers for the browser bundle, as its build-javascript stage makes them. */
const gatsbyMinimizers = () => [
  new TerserPlugin({
    exclude: /\.min\.js/,
    terserOptions: {
      ie8: false,
      mangle: { safari10: true },
      parse: { ecma: 5 },
      compress: { ecma: 5 },
      output: { ecma: 5 },
    },
    parallel: 1,
  }),
  new CssMinimizerPlugin(),
]

/** Every file the compilation wrote, by name. */
function compile(minimizer: unknown[]): Promise<Record<string, string>> {
  return compiledFiles({
    mode: "production",
    // Webpack's own runtime in ES5 too, as Gatsby's browserslist target makes it.
    target: ["web", "es5"],
    context: dir,
    entry: { app: "./app.js", "vendor.min": "./vendor.js" },
    output: { path: path.join(dir, "out"), filename: "[name].js", library: { type: "commonjs2" } },
    optimization: { minimize: true, minimizer: minimizer as webpack.WebpackPluginInstance[] },
  })
}

/** What a script of the bundle exports when run. */
function run(code: string): unknown {
  const module = { exports: {} as unknown }
  vm.runInNewContext(code, { module, exports: module.exports })
  return module.exports
}

describe("the browser bundle's minifier", () => {
  it("is SWC, in Gatsby's terser-webpack-plugin, and Gatsby's other minimizers stay", () => {
    const [terser, css] = gatsbyMinimizers()
    const [swc, kept] = minifiedBySwc({ optimization: { minimizer: [terser, css] } }).optimization.minimizer
    expect(swc).toBeInstanceOf(TerserPlugin)
    expect(
      (swc as unknown as { options: { minimizer: { implementation: unknown } } }).options.minimizer.implementation,
    ).toBe(TerserPlugin.swcMinify)
    expect(kept).toBe(css)
  })

  it("writes a bundle that does what the source does, in ES5 and without its comments or long names", () => {
    const app = files["app.js"] ?? ""
    expect(run(app)).toEqual({ okt: [2, 3, 4], harVindu: false })
    // Arrow functions are ES2015: the minifier must not make them out of the source's functions.
    expect(app).not.toContain("=>")
    expect(app).not.toContain("A comment that the minifier drops")
    expect(app).not.toContain("talletSomSkalOkes")
  })

  it("moves licence comments to a file of their own, as Gatsby's Terser did", () => {
    expect(files["app.js.LICENSE.txt"]).toContain("Ramaskrik-testbibliotek, MIT-lisens @license")
    expect(files["app.js"]).not.toContain("Ramaskrik-testbibliotek")
    expect(files["app.js"]).toContain("For license information please see app.js.LICENSE.txt")
  })

  it("leaves files that are minified already as they are", () => {
    expect(files["vendor.min.js"]).toContain("// Already minified by its makers: left as it is.")
  })
})
