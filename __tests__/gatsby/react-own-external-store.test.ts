/**
 * SWR on React 18 needs no copy of useSyncExternalStore: the browser bundle
 * aliases SWR's `use-sync-external-store/shim` to the package's plain entry,
 * which hands over React's own hook. Compiled with real webpack, as the
 * build's resolve options do it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import webpack from "webpack"

import { reactOwnExternalStore } from "../../gatsby/on-create-webpack-config"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-swr-"))
  writeFileSync(path.join(dir, "index.js"), 'import useSWR from "swr"\nexport const hook = useSWR\n')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function bundledModules(alias: Record<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: "production",
        context: dir,
        entry: "./index.js",
        output: { path: path.join(dir, "out") },
        resolve: { alias, modules: [path.resolve("node_modules")] },
        externals: { react: "React" },
      },
      (error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()))
        const modules = stats.toJson({ modules: true, nestedModules: true }).modules ?? []
        const names = modules.flatMap((module) => [
          module.name ?? "",
          ...(module.modules ?? []).map((inner) => inner.name ?? ""),
        ])
        resolve(names)
      },
    )
  })
}

it("bundles SWR with React's own useSyncExternalStore, not the shim for React 17", async () => {
  const names = await bundledModules(reactOwnExternalStore())
  expect(names.filter((name) => name.includes("use-sync-external-store"))).toEqual([
    expect.stringMatching(/use-sync-external-store\/index\.js$/),
    expect.stringMatching(/use-sync-external-store\/cjs\/use-sync-external-store\.production\.js$/),
  ])
  expect(names).toContainEqual(expect.stringMatching(/swr\/dist\//))
}, 60_000)

it("would bundle the shim without the alias", async () => {
  const names = await bundledModules({})
  expect(names).toContainEqual(expect.stringMatching(/use-sync-external-store\/shim\/index\.js$/))
}, 60_000)
