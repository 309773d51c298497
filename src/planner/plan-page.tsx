import React from "react"

import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { useFestivalSite } from "../components/use-festival-site"
import { MyPlan, type MyPlanProps } from "./my-plan"

/**
 * /min-festival/: the frame around the plan. What the server renders is the
 * explanation a visitor without scripts needs; the plan itself lives on the
 * device and appears once scripts have read it.
 */
export function PlanPage({ path, ...actions }: { path: string } & MyPlanProps) {
  const site = useFestivalSite()
  return (
    <Layout site={site}>
      <Seo
        siteTitle={site.title}
        siteHost={site.host}
        title="Min festival"
        path={path}
        favicon={site.theme.favicon}
        description="Visningene du vil se på Ramaskrik, samlet dag for dag."
      />
      <div className="plan-page">
        <h1>Min festival</h1>
        <p className="plan-page__intro">
          Her samler du visningene du vil se, dag for dag. Planen ligger bare på denne enheten, og du trenger ingen
          konto.
        </p>
        <noscript>
          <p className="plan-page__noscript">
            Planen din ligger lagret i nettleseren og trenger JavaScript for å vises. Slå på JavaScript, eller se{" "}
            <a href="/program/">programmet</a>.
          </p>
        </noscript>
        <MyPlan {...actions} />
      </div>
    </Layout>
  )
}
