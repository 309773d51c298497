import type { PreparedSite } from "../prepare-site"

/**
 * The prepared site, handed from sourceNodes to createPages within one
 * build process, so the plan is computed once.
 */
let prepared: PreparedSite | undefined

export function rememberSite(site: PreparedSite): void {
  prepared = site
}

export function preparedSite(): PreparedSite | undefined {
  return prepared
}
