/**
 * The live build (dist/) is no preview: no page carries the "Forhåndsvisning"
 * banner or asks search engines to stay away. (A build with CMS_PREVIEW=1 has
 * both on every page: __tests__/site/integration/preview-build.test.ts.)
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

import { htmlFiles } from "../support/project-copy"

const dist = path.resolve("dist")

test("no page of the live build has the preview's banner or noindex", () => {
  // The pages Gatsby renders: static/'s "Du er uten nett" is noindex on purpose.
  const pages = htmlFiles(dist).filter((file) => !existsSync(path.join("static", file)))
  expect(pages.length).toBeGreaterThan(80)
  const marked = pages.filter((file) => {
    const html = readFileSync(path.join(dist, file), "utf8")
    // Redirect stubs of old addresses are noindex on purpose (src/content-pipeline/redirect-html.ts).
    if (html.includes('http-equiv="refresh"')) return /<section class="preview-banner"/.test(html)
    return /<section class="preview-banner"|Forhåndsvisning – ikke publisert|<meta name="robots"[^>]*noindex/.test(html)
  })
  expect(marked).toEqual([])
})
