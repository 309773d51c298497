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
  const label = changes === 0 ? undefined : `Min festival, ${changes} ${changes === 1 ? "endring" : "endringer"}`
  return (
    <Link className="header-plan" to="/min-festival/" aria-label={label}>
      Min festival
      {changes > 0 && (
        <span className="header-plan__badge" aria-hidden="true">
          {changes}
        </span>
      )}
    </Link>
  )
}
