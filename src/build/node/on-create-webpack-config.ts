import { existsSync } from "node:fs"
import path from "node:path"

import type { GatsbyNode } from "gatsby"

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
 * and webpack, thousands of file lookups that cost a cold build about six
 * seconds. Installed packages change only with an install, and an install
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  const lockFile = path.resolve("package-lock.json")
  // Without a lock file nothing could stand in for the packages: webpack keeps its own way.
  if (existsSync(lockFile)) actions.setWebpackConfig({ plugins: [new LockFileBuildDependencies(lockFile)] })
}
