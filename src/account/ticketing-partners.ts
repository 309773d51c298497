import { graphql, useStaticQuery } from "gatsby"

/**
 * The site's ticketing partner ids (site.json), the first deciding the
 * section. A module of its own, without the service's addresses, so that a
 * content page's "Må se" can know them in its first load and hand them to
 * account code fetched on the press.
 */
export function useTicketingPartners(): readonly number[] {
  const { festivalSite } = useStaticQuery<Queries.TicketingPartnersQuery>(graphql`
    query TicketingPartners {
      festivalSite {
        partners
      }
    }
  `)
  return festivalSite?.partners ?? []
}
