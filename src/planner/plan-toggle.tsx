import { useAtomValue, useSetAtom } from "jotai"
import React from "react"

import { formatDay, formatTime } from "../components/oslo-time"
import { planAtom, toggleScreeningAtom } from "./plan-store"
import { useScreenings } from "./screenings"

/**
 * A bookmark, empty or filled with a tick. Drawn here, not in the shared
 * icons, so that the first load of content pages does not carry it.
 */
function PlanMark({ saved }: { saved: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill={saved ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden
    >
      <path d="M6 3h12v18l-6-4-6 4z" />
      {saved ? <path d="M9 10l2 2 4-4" stroke="var(--surface, #000)" /> : <path d="M12 7v6M9 10h6" />}
    </svg>
  )
}

/**
 * Saves a showtime in the plan or takes it out. Its name says what and when
 * ("Legg Blodmåne onsdag 15. oktober kl. 19:00 i planen") and stays the same
 * (only "i" takes the case of the visible "I planen");
 * aria-pressed and the visible icon and text say whether it is saved. It
 * appears only once both the plan and the screening are known, so it never
 * shows a state it does not have.
 */
export function PlanToggle({ showtimeId }: { showtimeId: string }) {
  const plan = useAtomValue(planAtom)
  const toggle = useSetAtom(toggleScreeningAtom)
  const screening = useScreenings().data?.byId.get(showtimeId)
  if (plan === undefined || screening === undefined) return null
  const saved = plan.some(({ id }) => id === showtimeId)
  // A cancelled showing is nothing to plan for; one saved before it was cancelled can still be taken out.
  if (screening.status === "cancelled" && !saved) return null
  const what = ` ${screening.title} ${formatDay(screening.start)} kl. ${formatTime(screening.start)}`
  return (
    <button type="button" className="plan-toggle" aria-pressed={saved} onClick={() => toggle(screening)}>
      <PlanMark saved={saved} />
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
  )
}
