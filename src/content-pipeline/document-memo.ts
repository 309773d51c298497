/**
 * The parsed and sanitized value of each content document that was valid in
 * an earlier build, by a digest of its kind and text. A rebuild after one
 * edit re-reads thousands of unchanged files; checking them against the
 * schema and sanitizing their HTML again was 2–3 s of it (docs/performance.md).
 * Only documents without problems are kept, so a broken file is checked, and
 * reported, on every build. The file is written for one version of the code
 * (the caller's `codeVersion`): other code (a schema, the sanitizer, a
 * package) starts from an empty memo.
 */
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import path from "node:path"
import { deserialize, serialize } from "node:v8"

export interface DocumentMemo {
  /** The key of a document: what it is and its text. */
  keyOf(kind: string, text: string): string
  get(key: string): unknown
  set(key: string, value: unknown): void
}

export interface StoredDocumentMemo extends DocumentMemo {
  /** Writes the values used or added since it was opened; the others are of files that are gone or changed. */
  save(): void
}

interface MemoFile {
  codeVersion: string
  /** Entries rather than a Map: a Map read back in another realm (jest's) is no `instanceof Map` there. */
  values: [string, unknown][]
}

function readMemoFile(file: string, codeVersion: string): Map<string, unknown> {
  try {
    const stored = deserialize(readFileSync(file)) as Partial<MemoFile>
    return stored.codeVersion === codeVersion && Array.isArray(stored.values) ? new Map(stored.values) : new Map()
  } catch {
    // None yet, or unreadable: every document is checked as on a cold build.
    return new Map()
  }
}

/** The memo kept in `file`, for documents read by code of this version. */
export function openDocumentMemo(file: string, codeVersion: string): StoredDocumentMemo {
  const earlier = readMemoFile(file, codeVersion)
  const used = new Map<string, unknown>()
  return {
    keyOf: (kind, text) => createHash("sha1").update(kind).update("\0").update(text).digest("base64"),
    get(key) {
      const value = used.get(key) ?? earlier.get(key)
      if (value !== undefined) used.set(key, value)
      return value
    },
    set: (key, value) => void used.set(key, value),
    save() {
      mkdirSync(path.dirname(file), { recursive: true })
      // Written aside and renamed, so a build stopped halfway leaves the old memo or the new one.
      const partial = `${file}.${process.pid}.partial`
      writeFileSync(partial, serialize({ codeVersion, values: [...used] } satisfies MemoFile))
      renameSync(partial, file)
    },
  }
}
