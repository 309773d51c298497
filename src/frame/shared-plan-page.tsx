import { useAtomValue } from "jotai"
import React from "react"

import { AccountSwr } from "../account/account-swr"
import { SitePage, SitePageHead } from "./site-page"
import { useFestivalSite } from "../components/use-festival-site"
import { useLiveEvents } from "../live-status/use-live-events"
import { planAtom } from "../planner/plan-store"
import { useScreenings } from "../planner/screenings"
import { SharedPlan, useSharedIds } from "../planner/shared-plan"

export const SHARED_PLAN_TITLE = "En delt plan"

/**
 * The friend's plan with the live status and start of its screenings and of the visitor's own
 * (its overlaps are checked against them): one batched events call, as on Min festival.
 */
function LiveSharedPlan(props: { siteHost: string; festivalName: string }) {
  const decoded = useSharedIds()
  const own = useAtomValue(planAtom)
  const { data } = useScreenings(decoded?.ok === true)
  const ids =
    decoded?.ok && data
      ? [...new Set([...decoded.ids, ...(own ?? []).map(({ id }) => id)])].filter((id) => data.byId.has(id))
      : []
  const { live } = useLiveEvents(ids)
  return <SharedPlan {...props} live={live} />
}

/** The frame of the shared view: the plan itself arrives with scripts, since it lives in the link's fragment. */
export function SharedPlanPage() {
  const site = useFestivalSite()
  return (
    <SitePage>
      <div className="shared-plan-page">
        <h1>{SHARED_PLAN_TITLE}</h1>
        <p>Noen har delt festivalplanen sin med deg. Her ser du hva de skal se, og kan legge det i din egen plan.</p>
        <noscript>
          <p className="form-alert">
            Planen ligger i selve lenken og leses av nettleseren, så denne siden trenger JavaScript. Slå det på for å se
            planen, eller finn forestillingene i programmet.
          </p>
        </noscript>
        <AccountSwr>
          <LiveSharedPlan siteHost={site.host} festivalName={site.title} />
        </AccountSwr>
      </div>
    </SitePage>
  )
}

/** The shared view's head, for the page's `Head` export. */
export function SharedPlanPageHead({ path }: { path: string }) {
  return <SitePageHead title={SHARED_PLAN_TITLE} path={path} />
}
