/**
 * The score Mozilla's HTTP Observatory (now MDN's) would give a page, from
 * its response headers and the policy in its `<meta http-equiv>`, by the
 * published rules (mdn/mdn-http-observatory: src/grader/charts.js for the
 * points, src/analyzer/tests/ for what earns them). Only what a static site's
 * headers decide is scored; what the host decides (TLS, the redirect from
 * http) is a parameter. `node scripts/observatory-score.mjs` prints it for
 * the built site.
 *
 * The rules, simplified to the cases a site like ours can meet: penalties
 * first; bonuses only when the score is then 90 or more.
 */

const SIX_MONTHS = 15_768_000
const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"])
const PRIVATE_REFERRERS = new Set(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"])

/** A policy's directives, name → sources. */
function parsePolicy(text) {
  return new Map(
    text
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name.toLowerCase(), new Set(sources)]),
  )
}

const PASSIVE = new Set(["img-src", "media-src"])
const insecure = (sources) => [...sources].some((source) => /^(?:http|ftp):/.test(source))

/** The CSP test: header and meta policies together, frame-ancestors from the header only. */
function contentSecurityPolicy(headerPolicy, metaPolicy, https) {
  if (!headerPolicy && !metaPolicy) return { result: "csp-not-implemented", points: -25 }
  const header = parsePolicy(headerPolicy ?? "")
  const meta = parsePolicy(metaPolicy ?? "")
  meta.delete("frame-ancestors")
  const get = (name) => meta.get(name) ?? header.get(name)
  const all = new Set(["*"])
  const script = new Set(get("script-src") ?? get("default-src") ?? all)
  const object = get("object-src") ?? get("default-src") ?? all
  const style = new Set(get("style-src") ?? get("default-src") ?? all)
  for (const sources of [script, style]) {
    if ([...sources].some((source) => /^'(?:sha(?:256|384|512)|nonce)-/.test(source))) sources.delete("'unsafe-inline'")
  }
  const some = (sources, set) => [...sources].some((source) => set.has(source))
  if (some(script, new Set([...BROAD, ...UNSAFE_INLINE])) || some(object, BROAD)) {
    return { result: "csp-implemented-with-unsafe-inline", points: -20 }
  }
  const directives = new Map([...header, ...meta])
  const active = [...directives].filter(([name]) => !PASSIVE.has(name)).flatMap(([, sources]) => [...sources])
  if (https && insecure(active)) return { result: "csp-implemented-with-insecure-scheme", points: -20 }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) {
    return { result: "csp-implemented-with-unsafe-eval", points: -10 }
  }
  const passive = [...PASSIVE].flatMap((name) => [...(get(name) ?? get("default-src") ?? [])])
  if (https && insecure(passive)) {
    return { result: "csp-implemented-with-insecure-scheme-in-passive-content-only", points: -10 }
  }
  if (some(style, new Set([...BROAD, ...UNSAFE_INLINE]))) {
    return { result: "csp-implemented-with-unsafe-inline-in-style-src-only", points: 0 }
  }
  const defaultSrc = get("default-src")
  return defaultSrc?.size === 1 && defaultSrc.has("'none'")
    ? { result: "csp-implemented-with-no-unsafe-default-src-none", points: 10 }
    : { result: "csp-implemented-with-no-unsafe", points: 5 }
}

function strictTransportSecurity(value, https) {
  if (!https) return { result: "hsts-not-implemented-no-https", points: -20 }
  const maxAge = /max-age=(\d+)/i.exec(value ?? "")?.[1]
  if (maxAge === undefined) return { result: "hsts-not-implemented", points: -20 }
  return Number(maxAge) >= SIX_MONTHS
    ? { result: "hsts-implemented-max-age-at-least-six-months", points: 0 }
    : { result: "hsts-implemented-max-age-less-than-six-months", points: -10 }
}

function frameOptions(value, headerPolicy) {
  const ancestors = parsePolicy(headerPolicy ?? "").get("frame-ancestors")
  if (ancestors && ![...ancestors].some((source) => BROAD.has(source))) {
    return { result: "x-frame-options-implemented-via-csp", points: 5 }
  }
  return /^(?:deny|sameorigin)$/i.test(value ?? "")
    ? { result: "x-frame-options-sameorigin-or-deny", points: 0 }
    : { result: "x-frame-options-not-implemented", points: -20 }
}

function referrerPolicy(value) {
  if (!value) return { result: "referrer-policy-not-implemented", points: 0 }
  const last =
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .at(-1) ?? ""
  return PRIVATE_REFERRERS.has(last)
    ? { result: "referrer-policy-private", points: 5 }
    : { result: "referrer-policy-unsafe", points: -5 }
}

function resourcePolicy(value) {
  const policy = (value ?? "").trim().toLowerCase()
  if (policy === "same-origin") return { result: "corp-implemented-with-same-origin", points: 10 }
  if (policy === "same-site") return { result: "corp-implemented-with-same-site", points: 10 }
  if (policy === "cross-origin") return { result: "corp-implemented-with-cross-origin", points: 0 }
  return policy === "" ? { result: "corp-not-implemented", points: 0 } : { result: "corp-header-invalid", points: -5 }
}

/**
 * The score of a page: `headers` as the host sends them (name → value),
 * `metaPolicy` the page's own policy, `https` whether it is served over TLS
 * and `redirectsToHttps` whether http:// answers with a redirect to it on the
 * same host. The page sets no cookies and loads every script from itself.
 */
export function observatoryScore(headers, { metaPolicy, https, redirectsToHttps }) {
  const header = (name) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? undefined
  const tests = {
    "content-security-policy": contentSecurityPolicy(header("Content-Security-Policy"), metaPolicy, https),
    cookies: { result: "cookies-not-found", points: 0 },
    "cross-origin-resource-sharing": { result: "cross-origin-resource-sharing-not-implemented", points: 0 },
    redirection: redirectsToHttps
      ? { result: "redirection-to-https", points: 0 }
      : { result: "redirection-missing", points: -20 },
    "referrer-policy": referrerPolicy(header("Referrer-Policy")),
    "strict-transport-security": strictTransportSecurity(header("Strict-Transport-Security"), https),
    "subresource-integrity": { result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", points: 0 },
    "x-content-type-options": /^nosniff$/i.test(header("X-Content-Type-Options") ?? "")
      ? { result: "x-content-type-options-nosniff", points: 0 }
      : { result: "x-content-type-options-not-implemented", points: -5 },
    "x-frame-options": frameOptions(header("X-Frame-Options"), header("Content-Security-Policy")),
    "cross-origin-resource-policy": resourcePolicy(header("Cross-Origin-Resource-Policy")),
  }
  const results = Object.values(tests)
  const penalised = Math.max(0, 100 + results.reduce((sum, { points }) => sum + Math.min(0, points), 0))
  const bonus = penalised >= 90 ? results.reduce((sum, { points }) => sum + Math.max(0, points), 0) : 0
  const score = penalised + bonus
  return { score, grade: grade(score), tests }
}

const GRADES = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
]
const grade = (score) => GRADES.find(([floor]) => score >= floor)?.[1] ?? "F"
