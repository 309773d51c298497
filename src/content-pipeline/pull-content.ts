/**
 * `npm run content:pull`: the CMS's content written as the files of data/,
 * so an editor can preview it with `npm run develop` and diff it with git.
 * An item keeps the file name it already has (matched by id), so a pull
 * shows as the edits made in the CMS and nothing else; a new item is named
 * after its slug or path. Nothing is written unless every call succeeded.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"

import type { CmsConfig } from "./cms-config"
import type { ContentKind, RawDocument } from "./load-content"
import type { ContentProblem } from "./problems"
import { readCmsContent } from "./read-cms-content"
import { contentKind, listContentFiles } from "./read-local-content"

const FOLDERS: Partial<Record<ContentKind, string>> = { page: "pages", article: "articles", production: "productions" }

export interface PullResult {
  /** Paths inside the folder, e.g. `articles/ny-sak.json`. */
  added: string[]
  changed: string[]
  removed: string[]
  unchanged: number
  /** Calls that failed; when there are any, nothing was written. */
  problems: ContentProblem[]
}

function fileSafe(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** A new item's file name: an article's slug, a production's path, a page's path (`/` is home). */
function proposedName(kind: ContentKind, value: Record<string, unknown>): string {
  const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : "")
  const id = fileSafe(text("id")) || "item"
  if (kind === "article") return fileSafe(text("slug")) || id
  if (kind === "production") return fileSafe(text("parentSlug") || text("pageReference")) || id
  const pagePath = text("path")
  if (pagePath === "/") return "home"
  if (pagePath === "/404.html") return "not-found"
  return fileSafe(pagePath) || id
}

/** The file each id has now, per folder. */
async function existingNames(dir: string): Promise<{ byId: Map<string, string>; files: Map<string, string> }> {
  const byId = new Map<string, string>()
  const files = new Map<string, string>()
  const listed = await listContentFiles(dir).catch(() => [])
  for (const file of listed) {
    const kind = contentKind(file.relativePath)
    if (kind === undefined || !file.relativePath.endsWith(".json")) continue
    const relativePath = file.relativePath.split(path.sep).join("/")
    const text = await readFile(file.absolutePath, "utf8")
    files.set(relativePath, text)
    try {
      const id = (JSON.parse(text) as { id?: unknown }).id
      if (typeof id === "string" && FOLDERS[kind] !== undefined) byId.set(`${kind}:${id}`, relativePath)
    } catch {
      // A broken file is replaced by whatever the CMS has under its name, if anything.
    }
  }
  return { byId, files }
}

/** Where each document goes inside the folder, and what it holds. */
function snapshot(documents: RawDocument[], byId: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>()
  const taken = new Set(byId.values())
  const format = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  if (!documents.some((document) => document.kind === "redirects")) out.set("redirects.json", format([]))
  for (const document of documents) {
    const value = JSON.parse(document.text) as Record<string, unknown>
    const folder = FOLDERS[document.kind]
    if (folder === undefined) {
      out.set(`${document.kind}.json`, format(value))
      continue
    }
    const kept = typeof value.id === "string" ? byId.get(`${document.kind}:${value.id}`) : undefined
    let name = kept
    if (name === undefined || out.has(name)) {
      const base = `${folder}/${proposedName(document.kind, value)}`
      name = `${base}.json`
      for (let n = 2; out.has(name) || taken.has(name); n += 1) name = `${base}-${n}.json`
    }
    out.set(name, format(value))
  }
  return out
}

export async function pullContent(config: CmsConfig, dir: string): Promise<PullResult> {
  const read = await readCmsContent(config)
  if (read.problems.length > 0) return { added: [], changed: [], removed: [], unchanged: 0, problems: read.problems }

  const { byId, files } = await existingNames(dir)
  const pulled = snapshot(read.documents, byId)
  const result: PullResult = { added: [], changed: [], removed: [], unchanged: 0, problems: [] }
  for (const [name, text] of pulled) {
    const before = files.get(name)
    if (before === text) {
      result.unchanged += 1
      continue
    }
    ;(before === undefined ? result.added : result.changed).push(name)
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), text)
  }
  for (const name of files.keys()) {
    if (!pulled.has(name)) {
      result.removed.push(name)
      await rm(path.join(dir, name))
    }
  }
  return result
}
