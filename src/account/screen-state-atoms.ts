/**
 * The account screens' state, the reducer atom of section 4 for the user's
 * forms: apart from the session (session-atoms.ts) so that the header, on
 * every page, does not load it. The events' atom is in events-state.ts: the
 * live seat status uses it without any account code.
 */
import { atomWithReducer } from "jotai/utils"

import { INITIAL_USER_STATE, userReducer } from "./user-state"

export const userStateAtom = atomWithReducer(INITIAL_USER_STATE, userReducer)
