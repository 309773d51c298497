import type { PageProps } from "gatsby"
import React from "react"

import { SharedPlanPage } from "../../frame/shared-plan-page"

export default function SharedPlanRoute({ location }: PageProps) {
  return <SharedPlanPage path={location.pathname} />
}
