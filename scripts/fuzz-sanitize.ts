/**
 * `npm run fuzz:sanitize [-- --runs 10000 --seed 42]`: random editor HTML
 * with the known attacks mixed in, through the sanitizer, and its output
 * parsed as a browser would. Prints how many cases were tried and how many
 * came out changed (something removed) or unchanged; on a leak, prints the
 * shrunk input and exits 1.
 */
import { checkSanitizer, editorHtml } from "./fuzz-sanitize-cases"
import { runFuzz } from "./fuzz-run"

process.exitCode = runFuzz({
  subject: "Sanitizer",
  cases: editorHtml,
  check: (html) => (checkSanitizer(html) === html ? "unchanged" : "cleaned"),
  outcomes: ["cleaned", "unchanged"],
  describe: (html) => `  input: ${JSON.stringify(html)}`,
  script: "fuzz:sanitize",
})
