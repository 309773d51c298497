import { readFileSync, readdirSync } from "node:fs"

import webpack from "webpack"

/** Runs one webpack compilation and returns every file it wrote to its `output.path`, by name. */
export function compiledFiles(config: webpack.Configuration): Promise<Record<string, string>> {
  const out = config.output?.path
  if (!out) throw new Error("compiledFiles: the configuration names no output.path to read")
  const compiler = webpack(config)
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error)
      if (stats.hasErrors()) return reject(new Error(stats.toString("errors-only")))
      const files = Object.fromEntries(readdirSync(out).map((file) => [file, readFileSync(`${out}/${file}`, "utf8")]))
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve(files)))
    })
  })
}
