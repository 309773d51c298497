import type { PageProps } from "gatsby"
import React from "react"

import { PlanPage } from "../frame/plan-page"

export default function MyFestivalRoute({ location }: PageProps) {
  return <PlanPage path={location.pathname} />
}
