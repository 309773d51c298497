import type { HeadProps } from "gatsby"
import React from "react"

import { SharedPlanPage, SharedPlanPageHead } from "../../frame/shared-plan-page"

export default function SharedPlanRoute() {
  return <SharedPlanPage />
}

export const Head = ({ location }: HeadProps) => <SharedPlanPageHead path={location.pathname} />
