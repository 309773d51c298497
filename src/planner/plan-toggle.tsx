import React, { type FormEvent } from "react"

import { formatDayTime } from "../components/oslo-time"
import { parsedOnce, useStored } from "../components/stored-key"
import { ADD_PARAM, PLAN_PATH } from "./plan-address"
import { PLAN_STORAGE_KEY, changeStoredPlan, parseStoredPlan, toggled, type PlannableShowing } from "./plan-storage"

const savedIds = parsedOnce(PLAN_STORAGE_KEY, (text) => new Set(parseStoredPlan(text).map(({ id }) => id)))

/**
 * A showtime's "Legg i planen". In the server's HTML, and before or without
 * scripts, it is a form that takes the visitor to Min festival with the
 * showtime added; once the page runs it saves the showtime in place, or
 * takes it out, with nothing to fetch: what the plan keeps of a showing is
 * what the row shows. The button, and the focus on it, stay the same element.
 * A cancelled showing is offered nothing, unless it is saved and can be taken out.
 *
 * Its name says the showtime in full to a screen reader ("Legg Blodmåne
 * onsdag 15. oktober kl. 19:00 i planen"). The bookmark beside the words is
 * the stylesheet's (`.plan-toggle::before`, empty or filled with a tick by
 * `aria-pressed`), not an element: an `<svg>` of three elements in each of the
 * programme's 86 rows was 258 elements to read, style and hydrate.
 */
export function PlanToggle({ showing }: { showing: PlannableShowing }) {
  // Whether the showing is in the plan on this device: not known in the server's HTML and while hydrating,
  // where the toggle claims no state. This showing's own answer: a save re-renders the one toggle it changes.
  const saved = useStored(PLAN_STORAGE_KEY, () => savedIds().has(showing.id))
  // Its room is kept, so that a row whose showing is cancelled live moves nothing.
  if (showing.status === "cancelled" && saved !== true) return <span className="showtime__plan" />
  const what = ` ${showing.title} ${formatDayTime(showing.start)}`
  const press = (event: FormEvent) => {
    event.preventDefault()
    changeStoredPlan((plan) => toggled(plan, showing))
  }
  return (
    <form className="showtime__plan" method="get" action={PLAN_PATH} onSubmit={press}>
      <input type="hidden" name={ADD_PARAM} value={showing.id} />
      <button type="submit" className="plan-toggle" aria-pressed={saved}>
        {saved ? (
          <span>
            <span className="visually-hidden">Legg{what} </span>I planen
          </span>
        ) : (
          <span>
            Legg<span className="visually-hidden">{what}</span> i planen
          </span>
        )}
      </button>
    </form>
  )
}
