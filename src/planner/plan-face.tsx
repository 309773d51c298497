import React from "react"

import { Icon } from "../components/icons"
import { formatDayTime } from "../components/oslo-time"

/** What a toggle's name says of its showtime: " Blodmåne onsdag 15. oktober kl. 19:00". */
export const planWhat = (title: string, start: string): string => ` ${title} ${formatDayTime(start)}`

/** A bookmark, empty or filled with a tick. */
export function PlanMark({ saved }: { saved: boolean }) {
  return (
    <Icon size={18} fill={saved ? "currentColor" : "none"}>
      <path d="M6 3h12v18l-6-4-6 4z" />
      {saved ? <path d="M9 10l2 2 4-4" stroke="var(--surface, #000)" /> : <path d="M12 7v6M9 10h6" />}
    </Icon>
  )
}

/**
 * The toggle's face while the showtime is not saved: "Legg i planen", named
 * in full for a screen reader ("Legg Blodmåne onsdag 15. oktober kl. 19:00 i
 * planen"). The saved face is plan-toggle.tsx's.
 */
export function UnsavedFace({ what }: { what: string }) {
  return (
    <>
      <PlanMark saved={false} />
      <span>
        Legg<span className="visually-hidden">{what}</span> i planen
      </span>
    </>
  )
}
