/**
 * The reducer atoms of section 4, apart from the profile atom (session-atoms.ts) so
 * that the header, on every page, does not load them.
 */
import { atomWithReducer } from "jotai/utils"

import { INITIAL_EVENTS_STATE, eventsReducer } from "./events-state"
import { INITIAL_USER_STATE, userReducer } from "./user-state"

export const userStateAtom = atomWithReducer(INITIAL_USER_STATE, userReducer)

export const eventsAtom = atomWithReducer(INITIAL_EVENTS_STATE, eventsReducer)
