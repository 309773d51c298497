/**
 * The Content-Security-Policy each page carries in a `<meta>` tag, first in
 * its head. Gatsby inlines small scripts on every page, one of them naming
 * the page itself (`window.pagePath`), so no single list of hashes fits
 * every page: each page lists the SHA-256 of exactly the inline scripts it
 * has, and a script injected into it matches none of them. The host sends
 * the parts a meta tag cannot carry (`frame-ancestors`) with every file
 * (deploy/); the browser enforces both.
 *
 * Styles may be inline: Gatsby inlines the stylesheet and React writes
 * `style` attributes, and a style cannot run code.
 */
import { createHash } from "node:crypto"

/** The `'sha256-…'` source that allows one inline script whose text is exactly `text`. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/** Google Tag Manager and the Google Analytics it loads, as Google's CSP guide lists them. */
const TAG_MANAGER = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
}

export interface PagePolicyInput {
  /** The exact text of every inline script on the page. */
  inlineScripts: readonly string[]
  /** The `src` of every script the page loads from elsewhere (the tag manager). */
  externalScripts: readonly string[]
  /** The services the browser calls: ticketing, newsletter (full addresses or origins). */
  services: readonly string[]
  /** Where ticket QR codes and posters come from, beside the ticketing service. */
  imageOrigins: readonly string[]
  /** Hosts of the video players an article may embed. */
  frameHosts: readonly string[]
  /** Where a form may post without scripts besides the site: the newsletter service. */
  formTargets: readonly string[]
}

const originOf = (address: string): string[] => (URL.canParse(address) ? [new URL(address).origin] : [])
const unique = (sources: readonly string[]) => [...new Set(sources)]

export function pagePolicy(input: PagePolicyInput): string {
  const external = unique(input.externalScripts.flatMap(originOf))
  const tagManager = external.some((origin) => TAG_MANAGER.script.includes(origin))
  const services = unique(input.services.flatMap(originOf))
  const images = unique(input.imageOrigins.flatMap(originOf))
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...unique(input.inlineScripts.map(scriptHashSource)), ...external]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // QR codes are fetched from the ticketing service and kept as data: URLs in the wallet.
    ["img-src", ["'self'", "data:", "blob:", ...services, ...images, ...(tagManager ? TAG_MANAGER.img : [])]],
    ["connect-src", ["'self'", ...services, ...images, ...(tagManager ? TAG_MANAGER.connect : [])]],
    // Trailers of the site's own (src/trailer/); said outright rather than left to default-src.
    ["media-src", ["'self'"]],
    // On every page, not only those with a player: a meta policy holds for the whole visit, and
    // Gatsby moves between pages without loading a new document, so a page reached by a link
    // keeps the policy of the page the visit began on (docs/deploy.md).
    ["frame-src", input.frameHosts.map((host) => `https://${host}`)],
    ["font-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...unique(input.formTargets.flatMap(originOf))]],
  ]
  return directives
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${unique(sources).join(" ")}` : `${name} 'none'`))
    .join("; ")
}
