import type { PageProps } from "gatsby"
import React from "react"

import { PlanPage } from "../planner/plan-page"

export default function MyFestivalRoute({ location }: PageProps) {
  return <PlanPage path={location.pathname} />
}
