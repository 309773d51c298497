/**
 * The account screens' state, the reducer atoms of section 4 (the user's
 * forms, the events): apart from the session (session-atoms.ts) so that the
 * header, on every page, does not load them.
 */
import { atomWithReducer } from "jotai/utils"

import { INITIAL_EVENTS_STATE, eventsReducer } from "./events-state"
import { INITIAL_USER_STATE, userReducer } from "./user-state"

export const userStateAtom = atomWithReducer(INITIAL_USER_STATE, userReducer)

export const eventsAtom = atomWithReducer(INITIAL_EVENTS_STATE, eventsReducer)
