/**
 * Prints the plain closing line CI reads: `N passed, N failed`, counting
 * every test of every project in the run.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites
    const skipped = results.numPendingTests + results.numTodoTests
    process.stdout.write(`\n${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`)
  }
}

module.exports = SummaryReporter
