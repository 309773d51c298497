import React from "react"

import { formatDayTime } from "../components/oslo-time"

/** What a toggle's name says of its showtime: " Blodmåne onsdag 15. oktober kl. 19:00". */
export const planWhat = (title: string, start: string): string => ` ${title} ${formatDayTime(start)}`

/**
 * The toggle's face while the showtime is not saved: "Legg i planen", named
 * in full for a screen reader ("Legg Blodmåne onsdag 15. oktober kl. 19:00 i
 * planen"). The saved face is plan-toggle.tsx's. The bookmark beside the words
 * is the stylesheet's (`.plan-toggle::before`, empty or filled with a tick by
 * `aria-pressed`), not an element: an `<svg>` of three elements in each of the
 * programme's 86 rows was 258 elements to read, style and hydrate.
 */
export function UnsavedFace({ what }: { what: string }) {
  return (
    <span>
      Legg<span className="visually-hidden">{what}</span> i planen
    </span>
  )
}
