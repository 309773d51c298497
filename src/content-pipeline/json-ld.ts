/**
 * JSON-LD as a `<script type="application/ld+json">` data block in a built
 * page's head. A data block is never run, so the page's security policy
 * (src/security/) needs no hash for it; but the HTML parser still ends the
 * element at the first `</script`, so no character that could start a tag,
 * an entity or a line break in old JavaScript parsers stays as it is.
 */
const UNSAFE: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
}

/** The value as JSON that cannot close or break out of the script element it stands in. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE[char] ?? char)
}

const OPEN = '<script type="application/ld+json">'
/** The block a previous build left in a page Gatsby did not render again: it holds no `<`, so it ends at the first one. */
const EARLIER = /<script type="application\/ld\+json">[^<]*<\/script>/g

/**
 * The page's HTML with this JSON-LD as the last element of its head, in
 * place of any an earlier build wrote; undefined removes it. A page without
 * a head is returned as it is.
 */
export function withJsonLd(html: string, json: string | undefined): string {
  const end = html.indexOf("</head>")
  if (end === -1) return html
  const head = html.slice(0, end).replace(EARLIER, "")
  return `${head}${json === undefined ? "" : `${OPEN}${json}</script>`}${html.slice(end)}`
}
