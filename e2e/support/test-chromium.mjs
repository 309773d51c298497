/**
 * The Chromium the tests drive: Debian's `chromium-headless-shell`
 * (`.ci/run` installs it), the same Blink and V8 as `/usr/bin/chromium`
 * without the full browser's window and compositor. It is what Playwright
 * itself runs for headless tests. On this project's browser tests it takes
 * a little over half of the full browser's processor time (docs/performance.md,
 * "npm test's own time").
 * CHROMIUM_PATH points elsewhere, `/usr/bin/chromium` to run them in the
 * full browser. Lighthouse, the benchmarks (`launchBrowser` in
 * scripts/js-weight.mjs) and the screenshots a person looks at stay on the
 * full browser, as a visitor's Chrome is.
 */
export const testChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell"
