// A browser test that fails is run again, twice at most, with the first failure logged. On this
// 2-core machine, with Gatsby's client, a service worker and a sandbox in play, a few browser tests
// have failed once in a while without a bug we could find (see the notes on issue #6); a real
// failure fails all three tries, and the logged first failures stay visible in the CI log.
jest.retryTimes(2, { logErrorsBeforeRetry: true })
