import React from "react"

import { SitePage } from "./site-page"
import { useFestivalSite } from "../components/use-festival-site"
import { SharedPlan } from "../planner/shared-plan"

export const SHARED_PLAN_TITLE = "En delt plan"

/** The frame of the shared view: the plan itself arrives with scripts, since it lives in the link's fragment. */
export function SharedPlanPage({ path }: { path: string }) {
  const site = useFestivalSite()
  return (
    <SitePage title={SHARED_PLAN_TITLE} path={path}>
      <div className="shared-plan-page">
        <h1>{SHARED_PLAN_TITLE}</h1>
        <p>Noen har delt festivalplanen sin med deg. Her ser du hva de skal se, og kan legge det i din egen plan.</p>
        <noscript>
          <p className="form-alert">
            Planen ligger i selve lenken og leses av nettleseren, så denne siden trenger JavaScript. Slå det på for å se
            planen, eller finn forestillingene i programmet.
          </p>
        </noscript>
        <SharedPlan siteHost={site.host} festivalName={site.title} />
      </div>
    </SitePage>
  )
}
