import { partnerSection, type PartnerSection } from "./api/config"
import { useTicketingPartners } from "./ticketing-partners"

/** The ticketing service's section for the site's partners (its first partner id): no session, no client. */
export function useTicketingSection(): PartnerSection {
  return partnerSection(useTicketingPartners())
}
