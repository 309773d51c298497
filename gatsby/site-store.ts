import type { EventsProxy } from "../deploy/host-rules.mjs"
import type { ScreeningsFile } from "../src/content-model/screening"
import type { SearchDocument } from "../src/content-model/search-document"
import type { Page } from "../src/content-model/schema"
import { localAssetReferences, type AssetReference } from "../src/content-pipeline/local-assets"
import type { SitePlan } from "../src/content-pipeline/plan-site"
import type { PreparedSite } from "../src/content-pipeline/prepare-site"
import { screeningsFile } from "../src/content-pipeline/screenings"
import { jsonLdText } from "../src/content-pipeline/json-ld"
import { searchDocuments } from "../src/content-pipeline/search-index"
import { structuredDataByPath } from "../src/content-pipeline/structured-data"

/**
 * What createPages and onPostBuild need of the content, handed to them from
 * sourceNodes within one build process so the plan is computed once. Not the
 * content itself: once its nodes exist, holding every article and film in
 * the main process for the rest of a long build only costs memory.
 */
export interface SiteForPages {
  plan: SitePlan
  pageFiles: ReadonlyMap<string, Page>
  /** The production each showtime belongs to, by content id. */
  showtimeOwners: ReadonlyMap<string, string>
  assets: AssetReference[]
  searchDocuments: SearchDocument[]
  screenings: ScreeningsFile
  /** The site's public address, without a trailing slash. */
  siteUrl: string
  /** The JSON-LD text of each page that has some, by path. */
  structuredData: ReadonlyMap<string, string>
  /** Where to report a security problem (security.txt), none when the build was given none. */
  securityContacts: readonly string[]
  /** site.json's tag manager container, or "" when it names none: the browser bundle is built for it. */
  tagManagerId: string
  /** The events call's shared cache on the host, where the build turned it on (deploy-settings.ts). */
  eventsProxy?: EventsProxy
}

let remembered: SiteForPages | undefined

export function rememberSite(
  site: PreparedSite,
  siteUrl: string,
  securityContacts: readonly string[],
  eventsProxy?: EventsProxy,
): void {
  remembered = {
    plan: site.plan,
    pageFiles: new Map(site.content.pages.map(({ value }) => [value.id, value])),
    showtimeOwners: new Map(
      site.content.productions.flatMap(({ value }) => value.showtimes.map((showtime) => [showtime.id, value.id])),
    ),
    assets: localAssetReferences(site.content),
    searchDocuments: searchDocuments(site),
    screenings: screeningsFile(site),
    tagManagerId: site.content.site.value.analytics.googleTagManagerId,
    siteUrl,
    securityContacts,
    eventsProxy,
    structuredData: new Map(
      [...structuredDataByPath(site, siteUrl)].map(([path, document]) => [path, jsonLdText(document)]),
    ),
  }
}

export function rememberedSite(): SiteForPages | undefined {
  return remembered
}
