import React from "react"

import { useAfterMount } from "../components/use-after-mount"
import type { PlanToggleButtonProps } from "./plan-toggle-button"

/**
 * Where a showtime's "Legg i planen" toggle appears. The server's HTML holds
 * only the empty, sized slot (no dead button without scripts, no shift when
 * the toggle arrives); the button is fetched after the page is up, and the
 * plan's own code only when there is a plan or the button is pressed
 * (plan-toggle-button.tsx).
 */
export function PlanToggleSlot(props: PlanToggleButtonProps) {
  const button = useAfterMount(
    () => import("./plan-toggle-button").then((module) => module.PlanToggleButton),
    "The plan toggle",
    props,
  )
  return <span className="showtime__plan">{button}</span>
}
