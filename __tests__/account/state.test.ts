import { INITIAL_EVENTS_STATE, eventsReducer, unrequested } from "../../src/account/events-state"
import { INITIAL_USER_STATE, userReducer } from "../../src/account/user-state"

describe("user state (section 4)", () => {
  const failure = { Message: "nope" }

  it("starts with no loading, no error and no email sent", () => {
    expect(INITIAL_USER_STATE).toEqual({ loading: false, error: null, isEmailSent: false })
  })

  it("requesting the profile sets loading", () => {
    expect(userReducer(INITIAL_USER_STATE, { type: "profile/requested" })).toEqual({
      ...INITIAL_USER_STATE,
      loading: true,
    })
  })

  it("storing the profile ends loading and clears the error", () => {
    const state = { loading: true, error: failure, isEmailSent: false }
    expect(userReducer(state, { type: "profile/stored" })).toEqual({ loading: false, error: null, isEmailSent: false })
  })

  it.each(["login/failed", "createUser/failed", "forgotPassword/failed"] as const)(
    "%s stores the error response",
    (type) => {
      const state = userReducer({ ...INITIAL_USER_STATE, loading: true }, { type, error: failure })
      expect(state).toEqual({ loading: false, error: failure, isEmailSent: false })
    },
  )

  it("delete-login-error clears the error", () => {
    expect(userReducer({ ...INITIAL_USER_STATE, error: failure }, { type: "loginError/deleted" }).error).toBeNull()
  })

  it("forgot-password success clears the error and marks the email sent", () => {
    const state = userReducer(
      { loading: true, error: failure, isEmailSent: false },
      { type: "forgotPassword/succeeded" },
    )
    expect(state).toEqual({ loading: false, error: null, isEmailSent: true })
  })
})

describe("events store (section 4)", () => {
  it("tracks requested ids once and says which are still to fetch", () => {
    const once = eventsReducer(INITIAL_EVENTS_STATE, { type: "events/requested", ids: ["a", "b"] })
    const twice = eventsReducer(once, { type: "events/requested", ids: ["b", "c"] })
    expect(twice.requested).toEqual(["a", "b", "c"])
    expect(unrequested(twice, ["a", "c", "d", "d"])).toEqual(["d"])
  })

  it("appends fetched events", () => {
    const first = eventsReducer(INITIAL_EVENTS_STATE, {
      type: "events/received",
      items: [{ id: "a", status: "available", start: "2027-10-13T18:00:00+02:00" }],
    })
    const second = eventsReducer(first, {
      type: "events/received",
      items: [{ id: "b", status: "sold-out", start: "2027-10-13T20:00:00+02:00" }],
    })
    expect(second.items.map((event) => event.id)).toEqual(["a", "b"])
  })
})
