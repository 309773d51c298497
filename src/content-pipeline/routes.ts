/** Path rules shared by the checks, the page planner and createPages. */

import { slugify } from "../content-model/norwegian-text"

/** The path a production lives at: `{title-slug}-{code}`, lower case. */
export function itemSlug(title: string, code: string): string {
  return `${slugify(title)}-${code.toLowerCase()}`
}

/**
 * One spelling of a site path for comparisons: no `index.html`, no trailing
 * slash (but the root), so `/program`, `/program/` and `/program/index.html`
 * are the same page.
 */
export function normalizePath(path: string): string {
  const withoutIndex = path.replace(/\/index\.html$/, "/")
  const trimmed = withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, "") : withoutIndex
  return trimmed === "" ? "/" : trimmed
}

export const NOT_FOUND_PATH = "/404.html"

/** The path Gatsby builds a page at (trailing slash, as `trailingSlash: "always"` wants). */
export function gatsbyPath(path: string): string {
  const normal = normalizePath(path)
  if (normal === NOT_FOUND_PATH) return "/404/"
  return normal === "/" ? "/" : `${normal}/`
}

export function isExternalUrl(path: string): boolean {
  return /^https?:\/\//.test(path)
}

/** The `:param` names in a page path pattern, e.g. `/article/:article` → `["article"]`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1] ?? "")
}

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (whole, name: string) => params[name] ?? whole)
}
