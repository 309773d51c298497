/**
 * Which of the visitor's own screenings a friend's screening overlaps in
 * time: what the shared view says beside each row. A screening whose running
 * time is not known counts as ASSUMED_LENGTH_MINUTES long, and a cancelled
 * one overlaps nothing. (The plan page's clash rules, with travel between
 * venues, may take this over.)
 */
import type { Screening } from "../content-model/screening"

const ASSUMED_LENGTH_MINUTES = 120
const MINUTE = 60_000

function spanOf(screening: Screening): [number, number] {
  const start = Date.parse(screening.start)
  const end = screening.end === null ? Number.NaN : Date.parse(screening.end)
  return [start, Number.isNaN(end) || end <= start ? start + ASSUMED_LENGTH_MINUTES * MINUTE : end]
}

/** The other screenings in `own` that run at the same time as `screening`, itself left out. */
export function overlapsWith(screening: Screening, own: readonly Screening[]): Screening[] {
  if (screening.status === "cancelled") return []
  const [start, end] = spanOf(screening)
  return own.filter((other) => {
    if (other.id === screening.id || other.status === "cancelled") return false
    const [otherStart, otherEnd] = spanOf(other)
    return otherStart < end && start < otherEnd
  })
}
