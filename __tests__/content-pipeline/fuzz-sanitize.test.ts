/**
 * Generated editor HTML with the known attacks mixed into random markup
 * (`npm run fuzz:sanitize` runs far more): nothing that runs code, styles
 * the page or leaves the site survives the sanitizer, judged by parsing its
 * output as a browser does.
 */
import fc from "fast-check"

import { checkSanitizer, editorHtml, HOSTILE_FRAGMENTS, leakIn } from "../../scripts/fuzz-sanitize-cases"

it("lets nothing hostile through, whatever markup surrounds it", () => {
  fc.assert(
    fc.property(editorHtml, (html) => void checkSanitizer(html)),
    { numRuns: 2000 },
  )
})

it("cleans every known attack on its own", () => {
  HOSTILE_FRAGMENTS.forEach((fragment) => expect(checkSanitizer(fragment)).not.toBe(fragment))
})

it("has a judge that sees each kind of leak", () => {
  expect(leakIn("<p>Hei</p>")).toBeUndefined()
  expect(leakIn('<a href="\u2028javascript:alert(1)">x</a>')).toMatch(/URL that runs code/)
  expect(leakIn('<img src="data:text/html,x">')).toMatch(/URL that runs code/)
  expect(leakIn('<p onclick="x()">x</p>')).toMatch(/event handler/)
  expect(leakIn("<div><style>p{}</style></div>")).toMatch(/<style>/)
  expect(leakIn('<base href="/">')).toMatch(/<base>/)
  expect(leakIn("<form></form>")).toMatch(/<form>/)
  expect(leakIn("<table><script>x()</script></table>")).toMatch(/<script>/)
  expect(leakIn('<iframe src="https://evil.example/"></iframe>')).toMatch(/inline frame/)
  expect(leakIn('<a href="/" target="_BLANK">x</a>')).toMatch(/noopener/)
})
