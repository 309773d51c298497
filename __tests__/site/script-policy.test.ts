/**
 * Every published page carries its own script policy: the host's header
 * policy names no `script-src` (docs/deploy.md), so a page without a `<meta>`
 * policy would run any script injected into it. Each inline script a page
 * has must be one its policy allows by hash.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

import { htmlFiles } from "../support/project-copy"

const dist = path.resolve("dist")

/** Every page a visitor can load; not `_gatsby/`, the fragments Gatsby stitches into pages while building. */
const pages = () => htmlFiles(dist).filter((file) => !file.startsWith("_gatsby/"))

const unescape = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")

/** The page's `<meta>` policy, or undefined. */
function metaPolicy(html: string): string | undefined {
  const tag = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)
  return tag?.[1] === undefined ? undefined : unescape(tag[1])
}

/** Inline scripts the browser runs: not those with a `src`, nor data blocks such as JSON-LD. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc=/i.test(attributes))
    .filter(([, attributes = ""]) => !/\btype="(?!text\/javascript"|module")/i.test(attributes))
    .map(([, , body = ""]) => body)
    .filter((body) => body.trim() !== "")

const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`

describe("the script policy of every published page", () => {
  it("covers a page of every kind, redirects included", () => {
    expect(pages()).toEqual(
      expect.arrayContaining(["index.html", "404.html", "logg-inn/index.html", "hotell/index.html"]),
    )
  })

  it.each(pages())("%s has a <meta> policy with script-src that allows its inline scripts by hash", (file) => {
    const html = readFileSync(path.join(dist, file), "utf8")
    const policy = metaPolicy(html)
    expect(policy).toMatch(/(^|;)\s*script-src\s/)
    const scriptSrc = policy?.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? ""
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    for (const body of inlineScripts(html)) expect(scriptSrc).toContain(hashOf(body))
  })
})
