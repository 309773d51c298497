/**
 * `npm run fuzz:content [-- --runs 10000 --seed 42]`: mutates the demo
 * content (data/) in generated ways (wrong types, missing and extra fields,
 * odd Unicode, huge strings, deep nesting, broken JSON, missing and doubled
 * files) and runs the content loader on each case. Prints how many cases
 * were tried, accepted (a site plan) and rejected (problems an editor can
 * act on); on a crash, prints the case fast-check shrank it to and exits 1.
 */
import path from "node:path"

import { listContentFiles, readLocalContent } from "../src/content-pipeline/read-local-content"
import { checkLoader, describeCase, mutate, mutations } from "./fuzz-content-cases"
import { runFuzz } from "./fuzz-run"

async function main(): Promise<number> {
  const { documents } = await readLocalContent(await listContentFiles(path.resolve("data")))
  return runFuzz({
    subject: `Content loader, ${documents.length} demo files`,
    cases: mutations,
    check: (changes) => checkLoader(mutate(documents, changes)),
    outcomes: ["accepted", "rejected"],
    describe: (changes) => `changes to data/:\n${describeCase(changes, documents)}`,
    script: "fuzz:content",
  })
}

main().then((code) => (process.exitCode = code))
