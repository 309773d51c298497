import path from "node:path"

import { scriptsBeforeInteraction } from "../../scripts/js-weight.mjs"

/**
 * The scripts a visitor's browser loads before a page can be used, as file
 * names in dist/ of the project at `root` (scripts/js-weight.mjs).
 */
export function initialScripts(route: string, root = process.cwd()): string[] {
  return scriptsBeforeInteraction(path.join(root, "dist"), route, path.join(root, "public"))
}
