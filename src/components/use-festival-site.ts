import { graphql, useStaticQuery } from "gatsby"

export type FestivalSiteData = Queries.FestivalSiteQuery["festivalSite"] & {}

/**
 * The site-wide settings from site.json: name, host, menus, footer, and its
 * venues in Norwegian order (`venueOrder`, sorted by the build). `optional`:
 * undefined where a block is drawn without a site (a test of the block alone)
 * rather than the error a page without one is.
 */
export function useFestivalSite(): FestivalSiteData
export function useFestivalSite(optional: true): FestivalSiteData | undefined
export function useFestivalSite(optional?: true): FestivalSiteData | undefined {
  const { festivalSite } = useStaticQuery<Queries.FestivalSiteQuery>(graphql`
    query FestivalSite {
      festivalSite {
        title
        host
        venueOrder
        analytics {
          googleTagManagerId
        }
        theme {
          favicon
          search {
            enabled
            path
          }
          languageSwitch {
            enabled
            label
            url
          }
          footer {
            sections {
              id
              title
              hidden
              items {
                type
                value
              }
            }
          }
          menu {
            id
            path
            parent
            label
            place
            order
            openInNewWindow
          }
        }
      }
    }
  `)
  if (!festivalSite && !optional) throw new Error("No FestivalSite node: site.json was not sourced")
  return festivalSite ?? undefined
}
