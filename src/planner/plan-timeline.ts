/**
 * The plan's day as the timeline draws it: each screening a block linking to
 * its row in the list, and each clash a mark where it happens (the overlap,
 * or the walk that does not fit in the gap). Pure, and apart from the
 * timeline's own code, so that this much stays in the plan's chunk and the
 * drawing loads on its own.
 */
import type { Screening } from "../content-model/screening"
import type { TimelineItem, TimelineMark } from "../components/day-timeline"
import { endOf, type Clash } from "./clashes"

const MINUTE = 60_000

const laneOf = ({ venue, hall }: Screening) => `${venue}|${hall}`

export function markOf(clash: Clash): TimelineMark {
  const { first, second } = clash
  const lanes = [laneOf(first), laneOf(second)]
  if (clash.kind === "overlap") {
    return {
      kind: "overlap",
      from: Date.parse(second.start),
      to: Math.min(endOf(first), endOf(second)),
      lanes,
      label: "Kollisjon",
    }
  }
  const from = endOf(first)
  return {
    kind: "too-close",
    from,
    to: from + clash.travelMinutes * MINUTE,
    lanes,
    label: `Gåtur ${clash.travelMinutes} min, ${clash.gapMinutes} min tid`,
  }
}

export function timelineOf(
  screenings: readonly Screening[],
  clashes: readonly Clash[],
  rowIdOf: (id: string) => string,
): { items: TimelineItem[]; marks: TimelineMark[] } {
  const ids = new Set(screenings.map(({ id }) => id))
  const own = clashes.filter(({ first, second }) => ids.has(first.id) && ids.has(second.id))
  const items = screenings.map((screening): TimelineItem => {
    const others = own.flatMap(({ first, second }) =>
      first.id === screening.id ? [second.title] : second.id === screening.id ? [first.title] : [],
    )
    return {
      id: screening.id,
      title: screening.title,
      start: screening.start,
      end: screening.end,
      venue: screening.venue,
      hall: screening.hall,
      href: `#${rowIdOf(screening.id)}`,
      status: screening.status,
      flagged: others.length > 0,
      note: others.length > 0 ? `kolliderer med ${others.join(" og ")}` : undefined,
    }
  })
  return { items, marks: own.map(markOf) }
}
