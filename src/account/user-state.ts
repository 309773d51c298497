/**
 * The user state of section 4: loading, error and whether the
 * forgotten-password email was sent, and the transitions between them.
 */
export interface UserState {
  loading: boolean
  /** The error response of the last failed login, create-user or forgot-password call. */
  error: unknown
  isEmailSent: boolean
}

export const INITIAL_USER_STATE: UserState = { loading: false, error: null, isEmailSent: false }

export type UserAction =
  | { type: "profile/requested" }
  | { type: "profile/stored" }
  | { type: "login/failed"; error: unknown }
  | { type: "createUser/failed"; error: unknown }
  | { type: "loginError/deleted" }
  | { type: "forgotPassword/succeeded" }
  | { type: "forgotPassword/failed"; error: unknown }

export function userReducer(state: UserState, action: UserAction): UserState {
  switch (action.type) {
    case "profile/requested":
      return { ...state, loading: true }
    case "profile/stored":
      return { ...state, loading: false, error: null }
    case "login/failed":
    case "createUser/failed":
    case "forgotPassword/failed":
      return { ...state, loading: false, error: action.error }
    case "loginError/deleted":
      return { ...state, error: null }
    case "forgotPassword/succeeded":
      return { ...state, loading: false, error: null, isEmailSent: true }
  }
}
