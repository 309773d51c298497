import { graphql, useStaticQuery } from "gatsby"

export type FestivalSiteData = Queries.FestivalSiteQuery["festivalSite"] & {}

/** The site-wide settings from site.json: name, host, menus, footer. */
export function useFestivalSite(): FestivalSiteData {
  const { festivalSite } = useStaticQuery<Queries.FestivalSiteQuery>(graphql`
    query FestivalSite {
      festivalSite {
        title
        host
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
  if (!festivalSite) throw new Error("No FestivalSite node: site.json was not sourced")
  return festivalSite
}
