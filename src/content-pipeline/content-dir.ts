import path from "node:path"

/** Where the content is read from: data/ unless CONTENT_DIR says otherwise (tests build broken copies). */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || "data")
}
