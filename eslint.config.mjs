// @ts-check
import js from "@eslint/js"
import importX, { createNodeResolver } from "eslint-plugin-import-x"
import jestDom from "eslint-plugin-jest-dom"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import testingLibrary from "eslint-plugin-testing-library"
import globals from "globals"
import tseslint from "typescript-eslint"

import { noCycle } from "./eslint-no-cycle.mjs"

/**
 * Tests that render components (the jest `ui` project's folders, and any .tsx test elsewhere) get
 * Testing Library's and jest-dom's rules; the browser tests in e2e/ drive Playwright and get neither.
 */
const COMPONENT_TESTS = ["__tests__/ui/**", "__tests__/account/**", "__tests__/security/**", "__tests__/**/*.tsx"]

/** Folders that run in the browser (and in Gatsby's server render of it). */
const RUNTIME = [
  "account",
  "analytics",
  "blocks",
  "components",
  "content-warnings",
  "frame",
  "live-status",
  "navigation",
  "newsletter",
  "offline",
  "pages",
  "planner",
  "search",
  "security",
  "styles",
  "templates",
  "ticketing",
  "trailer",
].map((folder) => `./src/${folder}`)

/**
 * The run-time floors, top down (rule 13, arrows point down). The composers put features
 * together into pages; the features each do one job; the shared floor is what several features
 * use and imports none of them.
 */
const COMPOSERS = [
  "./src/frame",
  "./src/templates",
  "./src/pages",
  "./src/blocks",
  "./gatsby-browser.tsx",
  "./gatsby-ssr.tsx",
]
const FEATURES = [
  "account",
  "analytics",
  "content-warnings",
  "live-status",
  "navigation",
  "newsletter",
  "offline",
  "planner",
  "search",
  "security",
  "trailer",
]
const SHARED = ["./src/components", "./src/ticketing"]

/**
 * Features that use another, one way: signing in and loading the tickets write the offline
 * wallet, and signing out removes it; the live seat status asks through the account's
 * ticketing client and events store; loading links' pages ahead leaves out the private pages
 * that analytics names. Add a pair here only if it points one way.
 */
const FEATURE_USES = { account: ["offline"], "live-status": ["account"], navigation: ["analytics"] }

/** For each feature: the composers, and every other feature it does not use, are out of reach. */
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./src/${feature}`,
  from: [
    ...COMPOSERS,
    ...FEATURES.filter((other) => other !== feature && !(FEATURE_USES[feature] ?? []).includes(other)).map(
      (other) => `./src/${other}`,
    ),
  ],
  message: `A feature imports no frame, template, page or block, and no other feature but the ones FEATURE_USES lists for it (${feature}: ${(FEATURE_USES[feature] ?? []).join(", ") || "none"}).`,
}))

/** The content pipeline and Gatsby's Node APIs that call it. */
const BUILD_TIME = ["./src/content-pipeline", "./gatsby", "./gatsby-node.ts"]

export default tseslint.config(
  {
    ignores: [
      // nginx run by the tests and benchmarks: its pid, temp files and a release linked into dist/.
      ".nginx/",
      ".cache/",
      "public/",
      "dist/",
      "dist",
      "dist.*/",
      "releases/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "static/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The house's boundaries, as an allow-list: build time and run time are
    // two wings that never import each other's code, and the content model
    // is the corridor between them. Packages and Node's own modules are
    // always allowed.
    files: ["src/**/*.{ts,tsx}", "gatsby/**/*.ts", "gatsby-*.{ts,tsx}", "publisher/**/*.ts"],
    plugins: { "import-x": importX, house: { rules: { "no-cycle": noCycle } } },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] })],
    },
    rules: {
      // Not import-x/no-cycle: it skips type-only imports (eslint-no-cycle.mjs says why that matters).
      "house/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: BUILD_TIME,
              from: ".",
              // deploy/ holds the host rules that onPostBuild writes out for nginx and other hosts.
              except: [...BUILD_TIME, "./src/content-model", "./deploy", "./node_modules"],
              message: "Build-time code imports only the content model, itself and deploy/.",
            },
            {
              target: [...RUNTIME, "./gatsby-browser.tsx", "./gatsby-ssr.tsx"],
              from: ".",
              except: [...RUNTIME, "./src/content-model", "./node_modules"],
              message: "Run-time code imports only run-time folders and the content model.",
            },
            {
              target: "./src/content-model",
              from: ".",
              except: ["./src/content-model", "./node_modules"],
              message: "The content model is the corridor both wings import: it imports neither.",
            },
            {
              // Gatsby reads its config at build time, and the config names what the browser
              // gets: the service URLs, the offline plugin's runtime caching (which reads
              // the account configuration) and the web app manifest, whose apple-touch-icon
              // gatsby-ssr also names. These are the only crossings, on purpose.
              target: "./gatsby-config.ts",
              from: ".",
              except: [
                "./src/content-pipeline/deploy-settings.ts",
                "./src/content-pipeline/crawling.ts",
                "./gatsby/static-source.ts",
                "./src/offline/runtime-caching.ts",
                "./src/offline/web-app-manifest.ts",
                "./node_modules",
              ],
              message:
                "gatsby-config imports only the deploy settings, the crawling rules, the static source name, the runtime caching and the web app manifest.",
            },
            {
              target: ["./src/!(sandbox)/**", "./gatsby/**", "./gatsby-*"],
              from: "./src/sandbox",
              message: "The sandbox is for scripts/ and tests only.",
            },
            {
              // The publisher runs the pipeline's public entry points (pull, check) and the build; never run-time code.
              target: "./publisher",
              from: ".",
              except: ["./publisher", "./src/content-pipeline", "./src/content-model", "./deploy", "./node_modules"],
              message: "The publisher imports only itself, the content pipeline, the content model and deploy/.",
            },
            {
              // The shared floor: small parts and the ticketing replies' vocabulary, below every feature.
              target: SHARED,
              from: ".",
              except: [...SHARED, "./src/content-model", "./node_modules"],
              message:
                "components/ and ticketing/ import only each other and the content model: no feature, no frame, no block.",
            },
            ...FEATURE_ZONES,
          ],
        },
      ],
    },
  },
  {
    files: COMPONENT_TESTS,
    ...testingLibrary.configs["flat/react"],
    // Our render is renderWithAccount; without this every render* call counts, react-dom's renderToString too.
    settings: { "testing-library/custom-renders": ["renderWithAccount"] },
  },
  {
    files: COMPONENT_TESTS,
    ...jestDom.configs["flat/recommended"],
  },
  {
    files: ["**/*.js", "__mocks__/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
)
