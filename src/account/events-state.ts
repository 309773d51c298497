import type { TicketingEvent } from "../ticketing/types"

/** The events store of section 4: ids already asked for are never fetched again; fetched events are appended. */
export interface EventsState {
  requested: string[]
  items: TicketingEvent[]
}

export const INITIAL_EVENTS_STATE: EventsState = { requested: [], items: [] }

export type EventsAction =
  { type: "events/requested"; ids: string[] } | { type: "events/received"; items: TicketingEvent[] }

export function eventsReducer(state: EventsState, action: EventsAction): EventsState {
  switch (action.type) {
    case "events/requested":
      return { ...state, requested: [...state.requested, ...action.ids.filter((id) => !state.requested.includes(id))] }
    case "events/received":
      return { ...state, items: [...state.items, ...action.items] }
  }
}

/** The ids of a request that have not been asked for yet. */
export function unrequested(state: EventsState, ids: readonly string[]): string[] {
  return [...new Set(ids)].filter((id) => !state.requested.includes(id))
}
