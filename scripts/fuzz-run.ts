/**
 * Runs one fuzzing property many times, as a benchmark: how many cases were
 * tried and how each ended, and on a failure the case fast-check shrank it
 * to, with the seed to replay it. Used by the `fuzz:*` scripts.
 */
import { parseArgs } from "node:util"

import fc from "fast-check"

export interface FuzzRun<Case, Outcome extends string> {
  /** What is fuzzed, for the summary line. */
  subject: string
  cases: fc.Arbitrary<Case>
  /** Throws when the property does not hold; otherwise says how the case ended. */
  check: (value: Case) => Outcome
  outcomes: readonly Outcome[]
  describe: (value: Case) => string
  script: string
}

/** `--runs N` (10,000 by default) and `--seed S` (random by default) from the command line. */
export function runFuzz<Case, Outcome extends string>(run: FuzzRun<Case, Outcome>): number {
  const { values } = parseArgs({ options: { runs: { type: "string" }, seed: { type: "string" } } })
  const runs = Number(values.runs ?? 10_000)
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed)
  const tally = new Map<Outcome, number>(run.outcomes.map((outcome) => [outcome, 0]))
  let failed = false
  const started = performance.now()
  const details = fc.check(
    fc.property(run.cases, (value) => {
      try {
        const outcome = run.check(value)
        // Shrinking replays cases after the failure: count only the runs before it.
        if (!failed) tally.set(outcome, (tally.get(outcome) ?? 0) + 1)
      } catch (error) {
        failed = true
        throw error
      }
    }),
    { numRuns: runs, seed },
  )
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const counted = [...tally.values()].reduce((sum, count) => sum + count, 0)
  const ends = [...tally].map(([outcome, count]) => `${count} ${outcome}`).join(", ")
  console.log(
    `${run.subject}, seed ${seed}: ${counted + (details.failed ? 1 : 0)} cases tried, ${ends}, ` +
      `${details.failed ? 1 : 0} crashed (${seconds} s).`,
  )
  if (!details.failed || details.counterexample === null) return 0
  const error = details.errorInstance
  const shown = error instanceof Error ? (error.stack ?? error.message) : String(error)
  console.error(
    `\nCrash after ${details.numShrinks} shrinks, on this case:\n${run.describe(details.counterexample[0])}\n\n` +
      // An error may quote a generated string of a hundred thousand characters.
      `${shown.length > 3000 ? `${shown.slice(0, 1500)} … ${shown.slice(-1500)}` : shown}\n\n` +
      `Replay: npm run ${run.script} -- --seed ${seed} --runs ${runs}`,
  )
  return 1
}
