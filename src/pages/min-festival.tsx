import type { HeadProps } from "gatsby"
import React from "react"

import { PlanPage, PlanPageHead } from "../frame/plan-page"

export default function MyFestivalRoute() {
  return <PlanPage />
}

export const Head = ({ location }: HeadProps) => <PlanPageHead path={location.pathname} />
