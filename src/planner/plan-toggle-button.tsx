import React, { useCallback, useState } from "react"

import { useHasStoredKey } from "../components/stored-key"
import { useAfterMount } from "../components/use-after-mount"
import { UnsavedFace, planWhat } from "./plan-face"
import { PLAN_STORAGE_KEY } from "./plan-key"
import type { PlanToggleControlProps, PlanToggleState } from "./plan-toggle"

export interface PlanToggleButtonProps {
  /** The row's showtime as the build has it: its title and start name the button. */
  event: { id: string; start: string; status: string; production: { title: string } }
}

/**
 * A showtime's "Legg i planen" button (plan-toggle-slot.tsx fetches it once
 * the page is up). With no plan on the device (the cheap check of storage)
 * every showtime is unsaved: the button is drawn without the plan's code
 * (the plan store, the screenings), which is fetched on the first press, and
 * that press saves the showtime once the code has it, keeping the button,
 * and the focus on it, the same element. With a plan, that code is fetched
 * at once and the button, holding its room unseen (data-pending) until
 * then, shows once it knows whether the showtime is saved.
 */
export function PlanToggleButton({ event }: PlanToggleButtonProps) {
  const showtimeId = event.id
  const hasPlan = useHasStoredKey(PLAN_STORAGE_KEY)
  const [pressed, setPressed] = useState(false)
  // undefined: the plan's code has not said yet; null: nothing to offer.
  const [state, setState] = useState<PlanToggleState | null>()
  const onState = useCallback((next: PlanToggleState | null) => setState(() => next), [])
  const control = useAfterMount<PlanToggleControlProps>(
    () => import("./plan-toggle").then((module) => module.PlanToggleControl),
    "The plan toggle",
    { showtimeId, saveAtOnce: pressed, onState },
    hasPlan === true || pressed,
  )
  const known = state !== undefined
  return (
    <>
      {/* Cancelled in the build: nothing to offer a visitor without a plan. */}
      {(known ? state : event.status !== "cancelled") && (
        <button
          type="button"
          className="plan-toggle"
          aria-pressed={state?.saved ?? false}
          aria-busy={pressed && !known ? true : undefined}
          data-pending={known || pressed || hasPlan === false ? undefined : ""}
          onClick={state ? state.toggle : () => setPressed(true)}
        >
          {state?.face ?? <UnsavedFace what={planWhat(event.production.title, event.start)} />}
        </button>
      )}
      {control}
    </>
  )
}
