/**
 * The preview's own copy of the project, so its build has its own Gatsby
 * cache (.cache/ and public/ live in the folder a build runs in, and a
 * preview built in the project's folder would leave drafts in the live
 * build's cache). Before each preview build the project's build files are
 * copied in again, their times kept (webpack's cache then keeps what did not
 * change); node_modules is a link to the project's. A copy, not links: Gatsby
 * resolves files by their real path, and a cache made through links to
 * another folder matches none of its static queries (scripts/cache-origin.mjs).
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs"
import path from "node:path"

/** What a build does not read: tests, docs, content, outputs and caches, and the releases themselves. */
const NOT_COPIED = new Set([
  ".git",
  ".cache",
  "public",
  "node_modules",
  "data",
  "drafts",
  "__tests__",
  "e2e",
  "docs",
  "coverage",
  "test-results",
  ".nginx",
])

/** Refreshes `workspace` from the project at `root`; returns it. */
export function refreshWorkspace(root: string, workspace: string, skip: string[]): string {
  mkdirSync(workspace, { recursive: true })
  const skipped = new Set(skip.map((folder) => path.resolve(folder)))
  for (const name of readdirSync(root)) {
    const from = path.join(root, name)
    const info = lstatSync(from)
    if (NOT_COPIED.has(name) || skipped.has(from) || info.isSymbolicLink() || name.startsWith("dist")) continue
    if (!info.isFile() && !info.isDirectory()) continue
    // Below the project (a PUBLISHER_DIR inside it): never copied into itself.
    if (!path.relative(from, workspace).startsWith("..")) continue
    const to = path.join(workspace, name)
    rmSync(to, { recursive: true, force: true })
    cpSync(from, to, { recursive: true, preserveTimestamps: true })
  }
  const modules = path.join(workspace, "node_modules")
  if (!existsSync(modules)) symlinkSync(path.join(root, "node_modules"), modules)
  return workspace
}
