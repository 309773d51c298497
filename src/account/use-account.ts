import { useAtom, useSetAtom } from "jotai"
import { useSWRConfig } from "swr"

import { createUser } from "./api/create-user"
import { forgotPassword } from "./api/forgot-password"
import { login } from "./api/login"
import { EMPTY_PROFILE, isSignedIn, profileAtom } from "./session-atoms"
import { userStateAtom } from "./screen-state-atoms"
import type { UserProfile } from "../ticketing/types"
import type { UserState } from "./user-state"
import { useTicketing } from "./use-ticketing"

/** Account keys in the SWR cache: what sign-out must forget. */
const ACCOUNT_KEYS = new Set(["tickets", "watchlist", "reviews"])

export interface Account {
  /** undefined until the stored profile has been read (after mount). */
  profile: UserProfile | undefined
  signedIn: boolean
  state: UserState
  login: (email: string, password: string) => Promise<boolean>
  createUser: (user: { email: string; password: string; userName: string }) => Promise<boolean>
  forgotPassword: (email: string) => Promise<boolean>
  deleteLoginError: () => void
  signOut: () => Promise<void>
}

/** The visitor's account and the actions of section 4 on it. */
export function useAccount(): Account {
  const { client } = useTicketing()
  const [profile, setProfile] = useAtom(profileAtom)
  const [state, dispatch] = useAtom(userStateAtom)
  const { mutate } = useSWRConfig()
  const storeProfile = useSetAtom(profileAtom)

  const signIn = async (request: () => Promise<UserProfile>, failure: "login/failed" | "createUser/failed") => {
    dispatch({ type: "profile/requested" })
    try {
      storeProfile(await request())
      dispatch({ type: "profile/stored" })
      return true
    } catch (error) {
      dispatch({ type: failure, error })
      return false
    }
  }

  return {
    profile,
    signedIn: isSignedIn(profile),
    state,
    login: (email, password) => signIn(() => login(client, email, password), "login/failed"),
    createUser: (user) => signIn(() => createUser(client, user), "createUser/failed"),
    forgotPassword: async (email) => {
      dispatch({ type: "profile/requested" })
      try {
        await forgotPassword(client, email)
        dispatch({ type: "forgotPassword/succeeded" })
        return true
      } catch (error) {
        dispatch({ type: "forgotPassword/failed", error })
        return false
      }
    },
    deleteLoginError: () => dispatch({ type: "loginError/deleted" }),
    signOut: async () => {
      setProfile(EMPTY_PROFILE)
      await mutate((key) => Array.isArray(key) && ACCOUNT_KEYS.has(String(key[0])), undefined, { revalidate: false })
    },
  }
}
