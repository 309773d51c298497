import { Link } from "gatsby"
import React from "react"

import { useHasStoredKey } from "../components/stored-key"
import { useAfterMount } from "../components/use-after-mount"
import { PLAN_STORAGE_KEY } from "../planner/plan-key"

/**
 * The header's link to the plan. The server's HTML and the first render
 * show the plain link. Only a visitor with a saved plan can have changes to
 * badge, so only then (at mount, or when a plan is saved in this tab or
 * another) is the plan-aware link fetched to take its place: content pages
 * carry no planner code in their first load, and without a plan none at all.
 */
export function LazyPlanLink() {
  const hasPlan = useHasStoredKey(PLAN_STORAGE_KEY)
  const link = useAfterMount(
    () => import(/* webpackChunkName: "plan-link" */ "../planner/plan-link").then((module) => module.PlanLink),
    "The plan link",
    {},
    hasPlan === true,
  )
  return (
    link ?? (
      <Link className="header-plan" to="/min-festival/">
        Min festival
      </Link>
    )
  )
}
