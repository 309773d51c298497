import { useAtomValue } from "jotai"
import React from "react"

import { AccountSwr } from "../account/account-swr"
import { useTickets } from "../account/api/tickets"
import { useWatchList } from "../account/api/watch-list"
import { useLiveEvents } from "../live-status/use-live-events"
import { SitePage, SitePageHead } from "./site-page"
import { useFestivalSite } from "../components/use-festival-site"
import { AddToCalendar, DownloadPlan } from "../planner/calendar-buttons"
import { liveIdsOf } from "../planner/live-plan"
import { MyPlan, type MyPlanProps } from "../planner/my-plan"
import { PlanOfflineNote } from "../planner/offline-note"
import { planAtom } from "../planner/plan-store"
import { useScreenings } from "../planner/screenings"
import { SharePlan } from "../planner/share-plan"

/**
 * The plan with a signed-in visitor's tickets and watch list (signed out, both are empty and
 * nothing is asked), and the live status and start of its screenings and their films' other
 * showings: one batched events call, as on every page with showtimes; without an answer, the one
 * seen last, as the rows have it.
 */
function PlanWithAccount(props: MyPlanProps) {
  const tickets = useTickets()
  const watchList = useWatchList()
  const plan = useAtomValue(planAtom)
  const { data } = useScreenings(plan !== undefined && plan.length > 0)
  const { live } = useLiveEvents(liveIdsOf(plan, data))
  return (
    <MyPlan
      {...props}
      onMust={watchList.addByCode}
      account={{ tickets: tickets.items, watchList: watchList.items, watchListFailed: watchList.error !== undefined }}
      live={live}
    />
  )
}

/**
 * /min-festival/: the frame around the plan. What the server renders is the
 * explanation a visitor without scripts needs; the plan itself lives on the
 * device and appears once scripts have read it.
 */
export function PlanPage() {
  const site = useFestivalSite()
  const actions: MyPlanProps = {
    rowActions: (screening) => <AddToCalendar screening={screening} siteHost={site.host} festivalName={site.title} />,
    planActions: (screenings) => (
      <>
        <DownloadPlan screenings={screenings} siteHost={site.host} festivalName={site.title} />
        <SharePlan ids={screenings.map(({ id }) => id)} />
      </>
    ),
  }
  return (
    <SitePage>
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
        <PlanOfflineNote />
        <AccountSwr>
          <PlanWithAccount {...actions} />
        </AccountSwr>
      </div>
    </SitePage>
  )
}

/** /min-festival/'s head, for the page's `Head` export. */
export function PlanPageHead({ path }: { path: string }) {
  return (
    <SitePageHead
      title="Min festival"
      path={path}
      description="Visningene du vil se på Ramaskrik, samlet dag for dag."
    />
  )
}
