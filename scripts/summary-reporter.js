/**
 * Closes a jest run with the plain line CI reads, `N passed, N failed`; or,
 * when scripts/test.mjs runs jest among other checks, writes the counts to
 * JEST_SUMMARY_FILE for it to add up.
 */
const { mkdirSync, writeFileSync } = require("node:fs")
const path = require("node:path")

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const counts = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    }
    const file = process.env.JEST_SUMMARY_FILE
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(counts))
    } else {
      process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed\n`)
    }
  }
}

module.exports = SummaryReporter
