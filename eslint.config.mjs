// @ts-check
import js from "@eslint/js"
import jestDom from "eslint-plugin-jest-dom"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import testingLibrary from "eslint-plugin-testing-library"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: [".cache/", "public/", "dist/", "dist.*/", "node_modules/", "src/gatsby-types.d.ts", "static/"] },
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
    // The two wings of the house never import each other: the content model is the corridor.
    files: ["src/content-pipeline/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/blocks/**", "**/components/**", "**/templates/**", "**/account/**"],
              message: "Build code must not import runtime code; share through src/content-model.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/blocks/**", "src/components/**", "src/templates/**", "src/account/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/build/**"],
              message: "Runtime code must not import build code; share through src/content-model.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["__tests__/ui/**"],
    ...testingLibrary.configs["flat/react"],
  },
  {
    files: ["__tests__/ui/**"],
    ...jestDom.configs["flat/recommended"],
  },
  {
    files: ["**/*.js", "__mocks__/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
)
