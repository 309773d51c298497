/**
 * Pictures, icons and videos the content names by path under static/ (an
 * image's `url`, an article's `image` and `thumbnail`, a production asset's
 * `url`, the site's `favicon`, a trailer's `file` and `captions`): each must
 * be a file that is there, or the page would show a broken image or video. Checked against the files
 * gatsby-source-filesystem lists from static/.
 */
import type { ContentSet } from "./load-content"
import { formatFieldPath, type ContentProblem } from "./problems"

const ASSET_KEYS = new Set(["url", "image", "thumbnail", "favicon", "file", "captions"])

export interface AssetReference {
  file: string
  field: string
  path: string
}

/**
 * Walks one value with one path that grows and shrinks as it goes: a new
 * array for every field of every file was most of the 1 s this took for the
 * benchmark's 12,000 files.
 */
function collectReferences(file: string, value: unknown, at: (string | number)[], found: AssetReference[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      at.push(index)
      collectReferences(file, item, at, found)
      at.pop()
    })
    return
  }
  if (value === null || typeof value !== "object") return
  for (const [key, child] of Object.entries(value)) {
    at.push(key)
    if (ASSET_KEYS.has(key) && typeof child === "string" && child.startsWith("/") && !child.startsWith("//")) {
      found.push({ file, field: formatFieldPath(at), path: child })
    } else {
      collectReferences(file, child, at, found)
    }
    at.pop()
  }
}

export function localAssetReferences(content: ContentSet): AssetReference[] {
  const found: AssetReference[] = []
  for (const { file, value } of [content.site, ...content.pages, ...content.articles, ...content.productions]) {
    collectReferences(file, value, [], found)
  }
  return found
}

/** One problem per reference to a file static/ does not have; `files` are paths like `/images/x.svg`. */
export function missingAssetProblems(references: AssetReference[], files: ReadonlySet<string>): ContentProblem[] {
  return references
    .filter(({ path }) => !files.has(decodeURI(path.split(/[?#]/)[0] ?? path)))
    .map(({ file, field, path }) => ({ file, field, message: `${path} is not a file under static/` }))
}
