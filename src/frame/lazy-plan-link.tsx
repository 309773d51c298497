import { Link } from "gatsby"
import React from "react"

import { useAfterMount } from "../components/use-after-mount"

/**
 * The header's link to the plan. The server's HTML and the first render show
 * the plain link; after mount the plan-aware one (with a badge for unseen
 * changes) is loaded and takes its place, so content pages carry no planner
 * code in their first load.
 */
export function LazyPlanLink() {
  const link = useAfterMount(
    () => import("../planner/plan-link").then((module) => module.PlanLink),
    "The plan link",
    {},
  )
  return (
    link ?? (
      <Link className="header-plan" to="/min-festival/">
        Min festival
      </Link>
    )
  )
}
