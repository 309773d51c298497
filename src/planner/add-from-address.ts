import { useSetAtom } from "jotai"
import { startTransition, useEffect, useRef, useState } from "react"

import type { Screening } from "../content-model/screening"
import { hasStarted } from "../content-model/showtime-status"
import { formatDayTime } from "../components/oslo-time"
import { ADD_PARAM } from "./plan-address"
import { addScreeningsAtom, type SavedScreening } from "./plan-store"

/** More than a page of rows would ever send: the rest of a hand-made address is not read. */
const MAX_IDS = 20

/** The showtime ids the address asks Min festival to add (a row's toggle pressed before or without scripts). */
export function idsToAdd(search: string): string[] {
  const ids = new URLSearchParams(search).getAll(ADD_PARAM).filter((id) => id !== "" && id.length <= 200)
  return [...new Set(ids)].slice(0, MAX_IDS)
}

/** The ids of this page view's address, read once in the browser (the server draws no plan, so nothing differs). */
export function useIdsToAdd(): readonly string[] {
  const [ids] = useState(() => (typeof window === "undefined" ? [] : idsToAdd(window.location.search)))
  return ids
}

/** Takes the names out of the address in place, so that a reload does not ask again. */
export function forgetInAddress(names: readonly string[]): void {
  const address = new URL(window.location.href)
  names.forEach((name) => address.searchParams.delete(name))
  window.history.replaceState(window.history.state, "", `${address.pathname}${address.search}${address.hash}`)
}

function outcomeOf(screening: Screening, plan: readonly SavedScreening[], now: number): string {
  const what = `${screening.title} ${formatDayTime(screening.start)}`
  if (plan.some(({ id }) => id === screening.id)) return `${what} var allerede i planen.`
  if (screening.status === "cancelled") return `${what} er avlyst, og ble ikke lagt i planen.`
  if (hasStarted(screening.start, now)) return `${what} har allerede begynt, og ble ikke lagt i planen.`
  return `${what} er lagt i planen.`
}

/**
 * Adds what the address asks for (`?legg-til=<showtime id>`), once the
 * screenings are known, and says what became of each: added, there already,
 * cancelled, started, or not in the programme. The address then forgets it,
 * so that a reload after "Fjern" does not bring it back. Returns whether ids
 * are still waiting (for the screenings), and what to say.
 */
export function useAddFromAddress(
  ids: readonly string[],
  byId: ReadonlyMap<string, Screening> | undefined,
  plan: readonly SavedScreening[] | undefined,
  now: number,
): { waiting: boolean; said: string[] } {
  const [said, setSaid] = useState<string[]>()
  const add = useSetAtom(addScreeningsAtom)
  // Once only: the plan this adds to changes before what is said of it is drawn.
  const handled = useRef(false)

  useEffect(() => {
    if (ids.length === 0 || handled.current || !byId || !plan) return
    handled.current = true
    const known = ids.flatMap((id) => byId.get(id) ?? [])
    add(known.filter((screening) => screening.status !== "cancelled" && !hasStarted(screening.start, now)))
    const unknown = ids.length - known.length
    // The plan is written above; what is said of it can wait for a quiet moment.
    startTransition(() =>
      setSaid([
        ...known.map((screening) => outcomeOf(screening, plan, now)),
        ...(unknown > 0
          ? [
              unknown === 1
                ? "Vi fant ikke visningen du ville legge i planen. Den kan være tatt ut av programmet."
                : `Vi fant ikke ${unknown} av visningene du ville legge i planen. De kan være tatt ut av programmet.`,
            ]
          : []),
      ]),
    )
    forgetInAddress([ADD_PARAM])
  }, [ids, byId, plan, now, add])

  return { waiting: ids.length > 0 && said === undefined, said: said ?? [] }
}
