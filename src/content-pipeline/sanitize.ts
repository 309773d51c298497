import sanitizeHtml from "sanitize-html"

import { EMBED_HOSTS } from "../content-model/embeds"

const ALLOWED_SCHEMES = ["http", "https", "mailto", "tel"]

/** What a video player may ask of the browser; camera, microphone, location and the rest are dropped. */
const ALLOWED_FRAME_FEATURES = new Set(["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"])

/** Targets that keep the link in this window; any other (`_blank`, a named window) opens a new one. */
const SAME_WINDOW_TARGETS = new Set(["_self", "_parent", "_top"])

/**
 * Characters a browser may skip or treat as space inside a URL, so that they
 * could hide a scheme: every Unicode space, line and paragraph separator,
 * control and format character (U+2028, U+00A0, U+200B, U+FEFF, NUL, ...).
 */
const HIDDEN = /[\p{White_Space}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu
const UNUSUAL_HIDDEN = /[^\S ]|[\p{Cc}\p{Cf}]/u

/**
 * Whether a URL may stay. Its scheme is judged with every hidden character
 * removed, as the most lenient browser would read it; a URL that hides such
 * a character (other than an ordinary space) anywhere is dropped outright,
 * because an editor never means one and we cannot know how it will be read.
 */
function isSafeUrl(url: string, schemes: readonly string[] = ALLOWED_SCHEMES): boolean {
  if (UNUSUAL_HIDDEN.test(url.trim())) return false
  const visible = url.replace(HIDDEN, "")
  const scheme = /^([^/?#:]*):/.exec(visible)?.[1]
  // `//host` and, as browsers read backslashes, `\\host` or `/\host`: another site without a scheme.
  if (scheme === undefined) return !/^[/\\]{2}/.test(visible)
  return schemes.includes(scheme.toLowerCase())
}

function withoutUnsafeUrls(attribs: sanitizeHtml.Attributes, names: string[], schemes?: string[]) {
  return Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => !names.includes(name) || isSafeUrl(value, schemes)),
  )
}

/** `allow="autoplay; camera *; ..."` keeps only the allowed features' names, or goes. */
function frameFeatures(allow: string | undefined): string | undefined {
  if (allow === undefined) return undefined
  const features = allow
    .split(";")
    .map((feature) => feature.trim().split(/\s+/)[0]?.toLowerCase() ?? "")
    .filter((feature) => ALLOWED_FRAME_FEATURES.has(feature))
  return features.length > 0 ? [...new Set(features)].join("; ") : undefined
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "figure", "figcaption", "iframe"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Video players an editor may embed; any other inline frame is removed.
  allowedIframeHostnames: [...EMBED_HOSTS],
  // A frame whose source was not allowed has nothing left to show.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const safe = withoutUnsafeUrls(attribs, ["href"])
      const target = safe.target?.trim()
      if (target === undefined) return { tagName, attribs: safe }
      const keyword = target.toLowerCase()
      if (SAME_WINDOW_TARGETS.has(keyword)) return { tagName, attribs: { ...safe, target: keyword } }
      // A link that opens a new window must not hand the opener (or the referrer) to the target.
      return {
        tagName,
        attribs: { ...safe, target: keyword === "_blank" ? keyword : target, rel: "noopener noreferrer" },
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: withoutUnsafeUrls(attribs, ["src"]) }),
    iframe: (tagName, attribs) => {
      const { allow, ...rest } = withoutUnsafeUrls(attribs, ["src"], ["https"])
      const features = frameFeatures(allow)
      return { tagName, attribs: features === undefined ? rest : { ...rest, allow: features } }
    },
  },
}

/** Cleans editor HTML: no scripts, event handlers, styles, hidden or `javascript:` URLs, or foreign frames. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options)
}
