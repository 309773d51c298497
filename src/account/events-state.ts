import { atom } from "jotai"

import type { TicketingEvent } from "../ticketing/types"

/**
 * The events store of section 4: ids already asked for are never fetched
 * again; fetched events are appended (an event fetched again replaces its
 * older self, so revalidating does not grow the list). Each request adds one
 * batch: the ids a page's rows asked for together, fetched (and revalidated)
 * as one call.
 */
export interface EventsState {
  requested: string[]
  items: TicketingEvent[]
  batches: string[][]
}

export const INITIAL_EVENTS_STATE: EventsState = { requested: [], items: [], batches: [] }

export type EventsAction =
  { type: "events/requested"; ids: string[] } | { type: "events/received"; items: TicketingEvent[] }

export function eventsReducer(state: EventsState, action: EventsAction): EventsState {
  switch (action.type) {
    case "events/requested": {
      const batch = unrequested(state, action.ids)
      if (batch.length === 0) return state
      return { ...state, requested: [...state.requested, ...batch], batches: [...state.batches, batch] }
    }
    case "events/received": {
      const fresh = new Map(action.items.map((item) => [item.id, item]))
      return { ...state, items: [...state.items.filter(({ id }) => !fresh.has(id)), ...fresh.values()] }
    }
  }
}

/** The ids of a request that have not been asked for yet. */
export function unrequested(state: EventsState, ids: readonly string[]): string[] {
  const requested = new Set(state.requested)
  return [...new Set(ids)].filter((id) => !requested.has(id))
}

/** The batches that hold any of the ids, in the order they were asked for. */
export function batchesOf(state: EventsState, ids: readonly string[]): string[][] {
  const wanted = new Set(ids)
  return state.batches.filter((batch) => batch.some((id) => wanted.has(id)))
}

const eventsStateAtom = atom(INITIAL_EVENTS_STATE)

/**
 * The events store as a Jotai reducer atom, with Jotai's core only: its
 * utilities (atomWithReducer) would be a chunk more on every page with
 * showtimes.
 */
export const eventsAtom = atom(
  (get) => get(eventsStateAtom),
  (get, set, action: EventsAction) => set(eventsStateAtom, eventsReducer(get(eventsStateAtom), action)),
)
