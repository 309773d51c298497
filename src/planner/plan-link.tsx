import { Link } from "gatsby"
import { useAtomValue } from "jotai"
import React from "react"

import { countChanges } from "./changes"
import { planAtom } from "./plan-store"
import { useScreenings } from "./screenings"

/**
 * "Min festival", with a small badge while saved screenings have changes the
 * visitor has not acknowledged. The screenings file is fetched only when
 * there is a plan to compare it with.
 */
export function PlanLink() {
  const plan = useAtomValue(planAtom)
  const { data } = useScreenings(plan !== undefined && plan.length > 0)
  const changes = plan && data ? countChanges(plan, data.byId) : 0
  if (changes === 0) {
    return (
      <Link className="header-plan" to="/min-festival/">
        Min festival
      </Link>
    )
  }
  // The number is drawn by CSS from data-changes, so that the visible text stays
  // "Min festival", part of the name screen readers hear.
  return (
    <Link
      className="header-plan header-plan--changed"
      to="/min-festival/"
      aria-label={`Min festival, ${changes} ${changes === 1 ? "endring" : "endringer"}`}
      data-changes={changes}
    >
      Min festival
    </Link>
  )
}
