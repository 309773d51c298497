import { readFileSync } from "node:fs"
import { readdir } from "node:fs/promises"
import path from "node:path"

import type { ContentKind, RawDocument } from "./load-content"
import type { ContentProblem } from "./problems"

export interface LocalFile {
  absolutePath: string
  /** Path inside the content folder, e.g. `pages/program.json`. */
  relativePath: string
}

const FOLDER_KINDS: Record<string, ContentKind> = { pages: "page", articles: "article", productions: "production" }
const FILE_KINDS: Record<string, ContentKind> = { "site.json": "site", "redirects.json": "redirects" }

export function contentKind(relativePath: string): ContentKind | undefined {
  const parts = relativePath.split(/[\\/]/)
  if (parts.length === 1) return FILE_KINDS[parts[0] ?? ""]
  if (parts.length === 2) return FOLDER_KINDS[parts[0] ?? ""]
  return undefined
}

/** Every file below the content folder. */
export async function listContentFiles(dir: string): Promise<LocalFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const absolutePath = path.join(entry.parentPath, entry.name)
      return { absolutePath, relativePath: path.relative(dir, absolutePath) }
    })
}

/** Reads the JSON files of a content folder (data/ by default) as raw documents. */
export async function readLocalContent(
  files: LocalFile[],
): Promise<{ documents: RawDocument[]; problems: ContentProblem[] }> {
  const json = files
    .filter((file) => file.relativePath.endsWith(".json"))
    .sort((a, b) => a.relativePath.localeCompare(b.relativePath))
  const problems: ContentProblem[] = []
  const documents: RawDocument[] = []
  // One after another: for thousands of small files that is many times faster
  // than promises through libuv's thread pool.
  const texts = json.map((file) =>
    contentKind(file.relativePath) === undefined ? "" : readFileSync(file.absolutePath, "utf8"),
  )
  json.forEach((file, index) => {
    const shown = path.relative(process.cwd(), file.absolutePath) || file.relativePath
    const kind = contentKind(file.relativePath)
    if (kind === undefined) {
      problems.push({
        file: shown,
        field: "",
        message:
          "is not a content file (expected site.json, redirects.json, or a file in pages/, articles/ or productions/)",
      })
    } else {
      documents.push({ file: shown, kind, text: texts[index] ?? "" })
    }
  })
  return { documents, problems }
}
