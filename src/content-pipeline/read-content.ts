/**
 * The one place that picks the content source: data/ (or CONTENT_DIR) by
 * default, the CMS when the CMS_* variables say so. Both give raw documents
 * for prepareSite, so the rest of the build cannot tell them apart.
 */
import { cmsConfigFromEnv, wantsCms } from "./cms-config"
import { contentDir } from "./content-dir"
import type { RawDocument } from "./load-content"
import type { ContentProblem } from "./problems"
import { readCmsContent } from "./read-cms-content"
import { listContentFiles, readLocalContent } from "./read-local-content"

export interface ReadContent {
  /** For the log: `data/` or `the CMS at https://…`. */
  source: string
  kind: "local" | "cms"
  documents: RawDocument[]
  /** Problems reading (a file that is not content, a CMS call that failed). */
  problems: ContentProblem[]
}

export async function readContent(env: Record<string, string | undefined> = process.env): Promise<ReadContent> {
  if (!wantsCms(env)) {
    const dir = contentDir()
    const read = await readLocalContent(await listContentFiles(dir))
    return { source: dir, kind: "local", ...read }
  }
  const { config, problems } = cmsConfigFromEnv(env)
  if (config === undefined) return { source: "the CMS", kind: "cms", documents: [], problems }
  const read = await readCmsContent(config)
  return { source: `the CMS at ${config.managementUrl} and ${config.platformUrl}`, kind: "cms", ...read }
}
