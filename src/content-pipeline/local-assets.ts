/**
 * Pictures and icons the content names by path under static/ (an image's
 * `url`, an article's `image` and `thumbnail`, a production asset's `url`,
 * the site's `favicon`): each must be a file that is there, or the page
 * would show a broken image. Checked against the files
 * gatsby-source-filesystem lists from static/.
 */
import type { ContentSet } from "./load-content"
import { formatFieldPath, type ContentProblem } from "./problems"

const ASSET_KEYS = new Set(["url", "image", "thumbnail", "favicon"])

export interface AssetReference {
  file: string
  field: string
  path: string
}

function referencesIn(file: string, value: unknown, at: (string | number)[] = []): AssetReference[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => referencesIn(file, item, [...at, index]))
  if (value === null || typeof value !== "object") return []
  return Object.entries(value).flatMap(([key, child]) =>
    ASSET_KEYS.has(key) && typeof child === "string" && child.startsWith("/") && !child.startsWith("//")
      ? [{ file, field: formatFieldPath([...at, key]), path: child }]
      : referencesIn(file, child, [...at, key]),
  )
}

export function localAssetReferences(content: ContentSet): AssetReference[] {
  return [content.site, ...content.pages, ...content.articles, ...content.productions].flatMap(({ file, value }) =>
    referencesIn(file, value),
  )
}

/** One problem per reference to a file static/ does not have; `files` are paths like `/images/x.svg`. */
export function missingAssetProblems(references: AssetReference[], files: ReadonlySet<string>): ContentProblem[] {
  return references
    .filter(({ path }) => !files.has(decodeURI(path.split(/[?#]/)[0] ?? path)))
    .map(({ file, field, path }) => ({ file, field, message: `${path} is not a file under static/` }))
}
