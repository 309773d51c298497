/**
 * The moment the build draws its pages at: its own clock, unless
 * `GATSBY_TEST_NOW` (an ISO 8601 instant) says otherwise. The test suite sets
 * it to the moment its browsers start at (e2e/support/test-now.json), so that
 * what a page says of now in the HTML (a screening begun is "Vist") agrees
 * with the pinned browser on whatever day the tests run.
 */
export function buildNow(): number {
  // Webpack writes the stage and the variable in: in the browser's bundle all that is left is
  // `Date.now()`, pinned or not, so the test site weighs what the real one does.
  if (process.env.BUILD_STAGE === "build-javascript" || !process.env.GATSBY_TEST_NOW) return Date.now()
  return pinnedNow(process.env.GATSBY_TEST_NOW)
}

function pinnedNow(fixed: string): number {
  const instant = Date.parse(fixed)
  if (Number.isNaN(instant)) throw new Error(`GATSBY_TEST_NOW is not an ISO 8601 instant: ${JSON.stringify(fixed)}`)
  return instant
}
