/**
 * A few hundred generated mutations of the demo content per run (the
 * benchmark, `npm run fuzz:content`, tries ten thousand and more): the
 * loader ends in a site plan or in one-line problems, never in an exception.
 * On a failure fast-check prints the seed and the shrunk case to replay.
 */
import path from "node:path"

import fc from "fast-check"

import type { RawDocument } from "../../src/content-pipeline/load-content"
import { listContentFiles, readLocalContent } from "../../src/content-pipeline/read-local-content"
import { checkLoader, mutate, mutations } from "../../scripts/fuzz-content-cases"

jest.setTimeout(120_000)

let documents: RawDocument[] = []
beforeAll(async () => {
  documents = (await readLocalContent(await listContentFiles(path.resolve("data")))).documents
})

it("turns any mutation of the demo content into a site plan or problems an editor can act on", () => {
  const outcomes = { accepted: 0, rejected: 0 }
  fc.assert(
    fc.property(mutations, (changes) => {
      outcomes[checkLoader(mutate(documents, changes))] += 1
    }),
    { numRuns: 300 },
  )
  // Both ends are reached: the mutations are neither all harmless nor all fatal.
  expect(outcomes.accepted).toBeGreaterThan(0)
  expect(outcomes.rejected).toBeGreaterThan(0)
})

it("leaves the demo content, unmutated, a valid site", () => {
  expect(checkLoader(mutate(documents, []))).toBe("accepted")
})

it("mutates a file nested too deep for the harness to copy, leaving it as it was", () => {
  // Seen in CI: copying a 20,000-deep nest overflowed structuredClone, a RangeError from another realm under jest.
  const deepThenCopy = [
    { kind: "deep", doc: 21, at: 0, depth: 20_000 },
    { kind: "copy", doc: 21, at: 0, from: 0 },
  ] as const
  expect(["accepted", "rejected"]).toContain(checkLoader(mutate(documents, deepThenCopy)))
})
