/**
 * `npm run content:pull [-- --out <folder>]`: snapshots the CMS (the CMS_*
 * variables, see docs/cms.md) into data/ (or CONTENT_DIR, or --out), then
 * checks the snapshot as a build would. Exits 1 when a call failed (nothing
 * written) or when the pulled content would not build (written, to be seen).
 * With CMS_PREVIEW=1 (and CMS_PREVIEW_TOKEN) it pulls the drafts over the
 * published content (docs/cms.md, "Drafts and the preview").
 */
import path from "node:path"
import { parseArgs } from "node:util"

import { cmsConfigFromEnv } from "../src/content-pipeline/cms-config"
import { prepareSite } from "../src/content-pipeline/prepare-site"
import { formatProblem } from "../src/content-pipeline/problems"
import { pullContent } from "../src/content-pipeline/pull-content"
import { listContentFiles, readLocalContent } from "../src/content-pipeline/read-local-content"

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: "string" } } })
  const { CONTENT_DIR: contentDir, ...env } = process.env
  const dir = path.resolve(values.out ?? (contentDir || "data"))
  const shown = path.relative(process.cwd(), dir) || "."

  const { config, problems: settings } = cmsConfigFromEnv(env)
  if (config === undefined) {
    console.error(`${settings.map(formatProblem).join("\n")}\n\nThe CMS is not configured (see docs/cms.md).`)
    return 1
  }
  const pulled = await pullContent(config, dir)
  if (pulled.problems.length > 0) {
    console.error(`${pulled.problems.map(formatProblem).join("\n")}\n\nNothing was written to ${shown}/.`)
    return 1
  }
  const list = (label: string, names: string[]) => names.forEach((name) => console.log(`  ${label} ${name}`))
  list("added  ", pulled.added)
  list("changed", pulled.changed)
  list("removed", pulled.removed)
  console.log(
    `Pulled the CMS${config.preview ? "'s drafts over its published content" : ""} into ${shown}/: ${pulled.added.length} added, ${pulled.changed.length} changed, ` +
      `${pulled.removed.length} removed, ${pulled.unchanged} unchanged.`,
  )

  const read = await readLocalContent(await listContentFiles(dir))
  const problems = [...read.problems, ...prepareSite(read.documents).problems]
  if (problems.length > 0) {
    console.error(
      `\n${problems.map(formatProblem).join("\n")}\n\nThe pulled content has ${problems.length} problem(s): ` +
        "a build would stop on them until they are fixed in the CMS.",
    )
    return 1
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
