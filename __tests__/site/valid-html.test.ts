/**
 * The bytes of the published site: no file carries U+0000 (browsers show it as
 * "�", some crawlers stop reading there), and every page a visitor can reach
 * passes the W3C Nu Html Checker (the vnu-jar package, on the machine's Java)
 * without errors. The checker runs once over all pages: its JVM is slow to start.
 */
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"

import { filesIn, htmlFiles } from "../support/project-copy"

jest.setTimeout(120_000)

const dist = path.resolve("dist")

/**
 * Every page, and the offline plugin's app shell (the frame its service
 * worker hands out for a page not yet visited); not `_gatsby/`, the
 * fragments Gatsby stitches into pages while building.
 */
const pages = () => htmlFiles(dist).filter((file) => !file.startsWith("_gatsby/"))

/** Files that are text: a picture's bytes may well hold a zero. */
const TEXT = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$|^_(headers|redirects)$|\.conf$/

interface CheckerMessage {
  url: string
  lastLine?: number
  message: string
  extract?: string
}

// vnu-jar's own ways to its jar and to Java: the machine's, else the one its install downloaded.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jar = String(require("vnu-jar") as string)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { resolveJava } = require("vnu-jar/vnu-java-downloader") as { resolveJava(): Promise<string> }

/** The Nu Html Checker's errors in `files`, one line each: file, line, message and the markup it is about. */
async function checkerErrors(files: string[]): Promise<string[]> {
  const java = await resolveJava()
  const run = spawnSync(
    java,
    ["-jar", jar, "--errors-only", "--exit-zero-always", "--stdout", "--format", "json", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.error || run.status !== 0) {
    throw new Error(`The Nu Html Checker did not run (${java} -jar ${jar}): ${run.error?.message ?? run.stderr}`)
  }
  const { messages } = JSON.parse(run.stdout) as { messages: CheckerMessage[] }
  return messages.map(
    ({ url, lastLine, message, extract }) =>
      `${path.relative(dist, new URL(url).pathname)}:${lastLine ?? "?"}: ${message} ${JSON.stringify(extract?.trim() ?? "")}`,
  )
}

describe("the published site's bytes", () => {
  it("has no U+0000 in any file", () => {
    const files = filesIn(dist).filter((file) => TEXT.test(path.basename(file)))
    expect(files.length).toBeGreaterThan(100)
    const withNul = files.flatMap((file) => {
      const at = readFileSync(path.join(dist, file)).indexOf(0)
      return at === -1 ? [] : [`${file}: U+0000 at byte ${at}`]
    })
    expect(withNul).toEqual([])
  })

  it("has every page pass the Nu Html Checker", async () => {
    const files = pages()
    expect(files).toEqual(
      expect.arrayContaining([
        "index.html",
        "404.html",
        "setra-dxm1010/index.html",
        "offline-plugin-app-shell-fallback/index.html",
      ]),
    )
    expect(await checkerErrors(files.map((file) => path.join(dist, file)))).toEqual([])
  })
})
