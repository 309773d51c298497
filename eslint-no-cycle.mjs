// @ts-check
/**
 * The house's rule against import cycles (CONVENTIONS 13: drawn as a graph of imports, no arrow
 * runs back up). Every import counts: values, `import type`, `typeof import()` and the lazy
 * `import()`. import-x/no-cycle skips type-only imports by design, because they vanish from the
 * emitted code (import-js/eslint-plugin-import#1453), and has no option to count them; yet a type
 * imported back from the module that loads you is an arrow back up all the same, and that is how
 * the live seat status's files once formed a circle no check saw.
 */
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/** What a relative specifier may leave out, in the order Node's resolver and TypeScript try them. */
const ENDINGS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx", "/index.js"]

/** @type {import("eslint").Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: "problem",
    docs: { description: "No file reaches itself through its imports, type-only and lazy ones included." },
    schema: [],
    messages: { cycle: "Import cycle: {{route}}. Move what both sides need below them." },
  },
  create(context) {
    const file = context.physicalFilename
    if (!path.isAbsolute(file)) return {}
    const root = context.cwd
    // Read afresh for each linted file, so an editor's long-running ESLint sees every save.
    /** @type {Map<string, string | undefined>} */
    const resolved = new Map()
    /** @type {Map<string, string[]>} */
    const imports = new Map()

    /** Packages are never part of a cycle of ours: only relative specifiers are followed. */
    const resolve = (/** @type {string} */ from, /** @type {string} */ specifier) => {
      if (!specifier.startsWith(".")) return undefined
      const base = path.resolve(path.dirname(from), specifier)
      if (!resolved.has(base)) {
        resolved.set(
          base,
          ENDINGS.map((ending) => base + ending).find((candidate) =>
            fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
          ),
        )
      }
      return resolved.get(base)
    }
    const importsOf = (/** @type {string} */ from) => {
      let targets = imports.get(from)
      if (!targets) {
        const text = /\.[cm]?[jt]sx?$/.test(from) ? fs.readFileSync(from, "utf8") : ""
        targets = ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
          const target = resolve(from, fileName)
          return target ? [target] : []
        })
        imports.set(from, targets)
      }
      return targets
    }
    /** The shortest way from `start` back to this file, or undefined. */
    const wayBack = (/** @type {string} */ start) => {
      /** @type {Map<string, string | undefined>} */
      const cameFrom = new Map([[start, undefined]])
      for (const at of cameFrom.keys()) {
        for (const next of importsOf(at)) {
          if (next === file) {
            const way = [at]
            for (let step = cameFrom.get(at); step; step = cameFrom.get(step)) way.unshift(step)
            return way
          }
          if (!cameFrom.has(next)) cameFrom.set(next, at)
        }
      }
      return undefined
    }

    return {
      Program() {
        const { sourceCode } = context
        for (const { fileName, pos, end } of ts.preProcessFile(sourceCode.text, true, true).importedFiles) {
          const target = resolve(file, fileName)
          if (!target || target === file) continue
          const way = wayBack(target)
          if (!way) continue
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: "cycle",
            data: { route: [file, ...way, file].map((step) => path.relative(root, step)).join(" → ") },
          })
        }
      },
    }
  },
}
