/**
 * Five projects, from fastest to slowest (the browser tests in e2e/ run on
 * Playwright's own runner, playwright.config.ts):
 * - node: build-time and tooling code run in Node: the content pipeline,
 *   gatsby/ (the Node APIs), the patched packages, the sandbox, scripts/ and
 *   deploy/
 * - ui: blocks and components as a visitor meets them (jsdom)
 * - site: the output of `gatsby build` in dist/ (node)
 * - integration: Gatsby builds in temporary copies (node, in band)
 * - develop: `gatsby develop` picking up edits (node; also `npm run test:develop`)
 * - publisher: the publishing service as a child process, with a fake build
 *   and one real one (node, in band: it times its answers)
 */
/**
 * SWC compiles the tests and the code they load: about 15 s less of the processor than Babel for
 * the node and ui projects on a clean clone, where jest's cache is empty (docs/performance.md).
 */
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
]

const common = {
  transform: { "^.+\\.m?[jt]sx?$": swc },
  // MSW's own dependencies, and the cookie parser of Fastify's inject (light-my-request), are ES modules only.
  transformIgnorePatterns: [
    "/node_modules/(?!(rettime|until-async|headers-polyfill|@open-draft/deferred-promise|(light-my-request/node_modules/)?cookie)/)",
  ],
  moduleNameMapper: { "\\.css$": "<rootDir>/__tests__/support/style-stub.js" },
  testPathIgnorePatterns: ["/node_modules/", "/.cache/", "/public/", "/dist/", "/releases/"],
  modulePathIgnorePatterns: ["<rootDir>/.cache/", "<rootDir>/public/", "<rootDir>/dist/", "<rootDir>/releases/"],
}

module.exports = {
  // A limit for a test that hangs, not a measure of speed: npm test runs the projects beside Gatsby
  // builds on two cores, where a webpack compilation that takes a second alone can take ten.
  testTimeout: 30_000,
  reporters: ["default", "<rootDir>/scripts/summary-reporter.js"],
  projects: [
    {
      ...common,
      displayName: "node",
      testEnvironment: "node",
      testMatch: ["content-pipeline", "gatsby", "patches", "sandbox", "scripts", "deploy", "planner/make-plan"].map(
        (folder) => `<rootDir>/__tests__/${folder}/**/*.test.ts`,
      ),
    },
    {
      ...common,
      displayName: "ui",
      testEnvironment: "jest-fixed-jsdom",
      // The plan-maker's pure parts run in the node project.
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, "/__tests__/planner/make-plan/"],
      // Resolve packages as Node does (MSW's interceptors), not by jsdom's "browser" builds.
      testEnvironmentOptions: { customExportConditions: ["node", "require", "default"] },
      testMatch: [
        "<rootDir>/__tests__/ui/**/*.test.{ts,tsx}",
        "<rootDir>/__tests__/account/**/*.test.{ts,tsx}",
        "<rootDir>/__tests__/security/**/*.test.{ts,tsx}",
        "<rootDir>/__tests__/templates/**/*.test.{ts,tsx}",
        "<rootDir>/__tests__/planner/**/*.test.{ts,tsx}",
        "<rootDir>/__tests__/live-status/**/*.test.{ts,tsx}",
        "<rootDir>/__tests__/ticketing/**/*.test.{ts,tsx}",
      ],
      setupFiles: ["<rootDir>/__tests__/support/sandbox-addresses.ts"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-ui.ts"],
    },
    {
      ...common,
      displayName: "site",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/site/**/*.test.ts"],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, "/__tests__/site/integration/"],
    },
    // `gatsby develop` in a temporary copy, editing data/ under it; run in band after the builds.
    {
      ...common,
      displayName: "develop",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/develop/**/*.test.ts"],
    },
    {
      ...common,
      displayName: "publisher",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/publisher/**/*.test.ts"],
    },
    // Whole Gatsby builds in temporary copies of the project: slow, and run in band.
    {
      ...common,
      displayName: "integration",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/site/integration/**/*.test.ts"],
      // One cold build of the demo, shared by the tests that start from it (__tests__/support/demo-build.ts).
      globalSetup: "<rootDir>/__tests__/support/demo-build-setup.ts",
      globalTeardown: "<rootDir>/__tests__/support/demo-build-teardown.ts",
    },
  ],
}
