/**
 * The snapshot's check: its content hash (what the periodic reconcile
 * compares) and the problems the build would report, from reading every
 * content file and preparing the site as the build does. At the 12,000-page
 * size that is about 15 s of synchronous work, so the publisher runs it in a
 * process of its own (`snapshot-check-main.ts`), where it holds up no webhook,
 * status page or rollback.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

import { prepareSite } from "../src/content-pipeline/prepare-site"
import type { ContentProblem } from "../src/content-pipeline/problems"
import { listContentFiles, readLocalContent } from "../src/content-pipeline/read-local-content"

export interface SnapshotCheck {
  hash: string
  problems: ContentProblem[]
}

export async function checkSnapshot(target: string): Promise<SnapshotCheck> {
  const files = await listContentFiles(target).catch(() => [])
  const hash = createHash("sha256")
  files
    .map((file) => file.relativePath)
    .sort()
    .forEach((file) =>
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(target, file)))
        .update("\0"),
    )
  const read = await readLocalContent(files)
  return { hash: hash.digest("hex"), problems: [...read.problems, ...prepareSite(read.documents).problems] }
}
