import { act, render as renderWithoutStore, screen } from "@testing-library/react"
import { Provider } from "jotai"
import React, { type ReactElement } from "react"
import { renderToString } from "react-dom/server"

import { PROFILE_STORAGE_KEY } from "../../src/account/session-key"
import { hasStoredKey } from "../../src/components/stored-key"
import { LazyHeaderAccount } from "../../src/frame/lazy-header-account"

/**
 * The header decides from one synchronous read of storage whether the
 * account has anything to show before it fetches the account code: never
 * signed in, the plain "Logg inn" link; signed in, now or later, in this tab
 * or another, the visitor's name. (The plan link's side is in
 * __tests__/planner/plan-link.test.tsx; that no chunk is fetched is proved in
 * the browser, e2e/lazy-features.test.ts.)
 */
const render = (ui: ReactElement) => renderWithoutStore(<Provider>{ui}</Provider>)
const PROFILE = JSON.stringify({ userName: "Demo Demosen", email: "demo@ramaskrik.no", token: "t-1" })
// The first import of a lazy part compiles it, which on a busy machine takes longer than Testing Library's second.

/** What another tab's write looks like to this one. */
function writtenInAnotherTab(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key)
  else window.localStorage.setItem(key, value)
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: value }))
  })
}

beforeEach(() => window.localStorage.clear())

describe("the storage check before a feature's code", () => {
  it("is whether the key is stored at all, and false where storage is forbidden", () => {
    expect(hasStoredKey(PROFILE_STORAGE_KEY)).toBe(false)
    window.localStorage.setItem(PROFILE_STORAGE_KEY, PROFILE)
    expect(hasStoredKey(PROFILE_STORAGE_KEY)).toBe(true)
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("forbidden", "SecurityError")
    })
    expect(hasStoredKey(PROFILE_STORAGE_KEY)).toBe(false)
    getItem.mockRestore()
  })
})

describe("the header's account link", () => {
  it("is the plain Min side link in the server's HTML, whatever is stored", () => {
    window.localStorage.setItem(PROFILE_STORAGE_KEY, PROFILE)
    expect(renderToString(<LazyHeaderAccount />)).toMatch(/href="\/min-side\/"[^>]*>Min side</)
  })

  it("is the plain Logg inn link for a visitor never signed in", () => {
    render(<LazyHeaderAccount />)
    expect(screen.getByRole("link", { name: "Logg inn" })).toHaveAttribute("href", "/logg-inn/")
    expect(screen.queryByRole("link", { name: "Min side" })).not.toBeInTheDocument()
  })

  it("names the visitor who is signed in", async () => {
    window.localStorage.setItem(PROFILE_STORAGE_KEY, PROFILE)
    render(<LazyHeaderAccount />)
    expect(await screen.findByRole("link", { name: "Innlogget som Demo Demosen" })).toHaveAttribute(
      "href",
      "/min-side/",
    )
  })

  it("names the visitor once they sign in in another tab, and offers Logg inn again when they sign out", async () => {
    render(<LazyHeaderAccount />)
    expect(screen.getByRole("link", { name: "Logg inn" })).toBeInTheDocument()
    writtenInAnotherTab(PROFILE_STORAGE_KEY, PROFILE)
    expect(await screen.findByRole("link", { name: "Innlogget som Demo Demosen" })).toBeInTheDocument()
    writtenInAnotherTab(PROFILE_STORAGE_KEY, null)
    expect(await screen.findByRole("link", { name: "Logg inn" })).toHaveAttribute("href", "/logg-inn/")
  })
})
