import React from "react"

import { useAfterMount } from "../components/use-after-mount"

/**
 * Where a showtime's "Legg i planen" toggle appears. The server's HTML holds
 * only the empty, sized slot (no dead button without scripts, no shift when
 * the toggle arrives); the toggle's code, the plan and the screenings file are
 * fetched after the page is up.
 */
export function PlanToggleSlot({ showtimeId }: { showtimeId: string }) {
  const toggle = useAfterMount(() => import("./plan-toggle").then((module) => module.PlanToggle), "The plan toggle", {
    showtimeId,
  })
  return <span className="showtime__plan">{toggle}</span>
}
