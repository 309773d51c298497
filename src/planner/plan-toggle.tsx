import { useAtomValue, useSetAtom } from "jotai"
import React, { useEffect, useRef, type ReactNode } from "react"

import { PlanMark, UnsavedFace, planWhat } from "./plan-face"
import { planAtom, toggleScreeningAtom } from "./plan-store"
import { useScreenings } from "./screenings"

/** A toggle's state once the plan and the screening are known; null when there is nothing to offer. */
export interface PlanToggleState {
  saved: boolean
  /** The button's content: the mark and the words, saved or not. */
  face: ReactNode
  toggle: () => void
}

/**
 * Whether the showtime is saved, and the way to save it or take it out;
 * undefined until both the plan and the screenings are known, so that a
 * toggle never shows a state it does not have. The name says what and when
 * and stays the same (only "i" takes the case of the visible "I planen").
 */
function usePlanToggle(showtimeId: string): PlanToggleState | null | undefined {
  const plan = useAtomValue(planAtom)
  const toggle = useSetAtom(toggleScreeningAtom)
  const { data, error } = useScreenings()
  const screening = data?.byId.get(showtimeId)
  if (plan === undefined) return undefined
  // A file without it (an old copy, junk) or none at all: nothing to offer.
  if (screening === undefined) return data || error ? null : undefined
  const saved = plan.some(({ id }) => id === showtimeId)
  // A cancelled showing is nothing to plan for; one saved before it was cancelled can still be taken out.
  if (screening.status === "cancelled" && !saved) return null
  const what = planWhat(screening.title, screening.start)
  const face = saved ? (
    <>
      <PlanMark saved />
      <span>
        <span className="visually-hidden">Legg{what} </span>I planen
      </span>
    </>
  ) : (
    <UnsavedFace what={what} />
  )
  return { saved, face, toggle: () => toggle(screening) }
}

/** Saves a showtime in the plan or takes it out (Min festival's rows). */
export function PlanToggle({ showtimeId }: { showtimeId: string }) {
  const state = usePlanToggle(showtimeId)
  if (!state) return null
  return (
    <button type="button" className="plan-toggle" aria-pressed={state.saved} onClick={state.toggle}>
      {state.face}
    </button>
  )
}

export interface PlanToggleControlProps {
  showtimeId: string
  /** The visitor pressed the toggle before this code arrived: save the showtime as soon as it is known. */
  saveAtOnce: boolean
  onState: (state: PlanToggleState | null) => void
}

/**
 * A showtime row's toggle behind the button the row already shows
 * (plan-toggle-slot.tsx): it draws nothing and tells the row what its
 * button is now, so that the button, and the focus on it, stay the same
 * element. A press made before it arrived saves the showtime once, and only
 * if it is not saved already (in another tab meanwhile).
 */
export function PlanToggleControl({ showtimeId, saveAtOnce, onState }: PlanToggleControlProps) {
  const state = usePlanToggle(showtimeId)
  const pressHandled = useRef(false)
  const known = state === undefined ? "unknown" : state === null ? "none" : state.saved ? "saved" : "not saved"

  useEffect(() => {
    if (state === undefined) return
    if (saveAtOnce && !pressHandled.current) {
      pressHandled.current = true
      if (state && !state.saved) {
        state.toggle()
        return
      }
    }
    onState(state)
    // What is known is the dependency: `state` is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, saveAtOnce, onState])

  return null
}
