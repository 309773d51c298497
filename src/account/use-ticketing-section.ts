import { graphql, useStaticQuery } from "gatsby"

import { partnerSection, type PartnerSection } from "./api/config"

/** The ticketing service's section for the site's partners (its first partner id): no session, no client. */
export function useTicketingSection(): PartnerSection {
  const { festivalSite } = useStaticQuery<Queries.TicketingPartnersQuery>(graphql`
    query TicketingPartners {
      festivalSite {
        partners
      }
    }
  `)
  return partnerSection(festivalSite?.partners ?? [])
}
