import { render, type RenderOptions } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Provider, createStore } from "jotai"
import { http } from "msw"
import { setupServer } from "msw/node"
import React, { type ReactElement } from "react"
import { SWRConfig } from "swr"

import { PROFILE_STORAGE_KEY } from "../../src/account/session-atoms"
import { mswHandlers } from "../../src/sandbox/msw"
import { createTicketingSandbox, DEMO_USER, type TicketingSandbox } from "../../src/sandbox/ticketing"

/** The ticketing sandbox behind MSW: the same handlers `npm start` serves, fresh for every test. */
export const server = setupServer()
export let sandbox: TicketingSandbox
/** Every URL the code under test asked for, to prove what was (not) called. */
export const requested: string[] = []

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" })
  server.events.on("request:start", ({ request }) => {
    requested.push(`${request.method} ${request.url}`)
  })
})
beforeEach(() => {
  sandbox = createTicketingSandbox()
  server.resetHandlers(...mswHandlers(sandbox.routes))
  requested.length = 0
  window.localStorage.clear()
})
afterAll(() => server.close())

const site = (partners: number[]) => ({
  festivalSite: {
    partners,
    title: "Ramaskrik",
    host: "https://ramaskrik.no",
    theme: {
      favicon: "/favicon.svg",
      search: { enabled: true, path: "/search" },
      languageSwitch: { enabled: true, label: "English", url: "https://en.ramaskrik.no/" },
      footer: { sections: [] },
      menu: [],
    },
  },
})

/** Renders with a fresh Jotai store and SWR cache, as one visit to the site. */
export function renderWithAccount(
  ui: ReactElement,
  { partners = [118], ...options }: { partners?: number[] } & RenderOptions = {},
) {
  jest.mocked(useStaticQuery).mockReturnValue(site(partners))
  const store = createStore()
  const cache = new Map()
  const view = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <Provider store={store}>
        <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
      </Provider>
    ),
  })
  return { ...view, store }
}

/** Signs the demo user in against the sandbox and stores the profile, as a earlier visit would have. */
export async function storeSignedInProfile(partner = 118): Promise<{ token: string }> {
  const response = await fetch(
    `http://localhost:9100/ticketing/${partner}${partner === 118 ? "/api/account/login" : "/v2/auth/login"}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Email: DEMO_USER.email, Password: DEMO_USER.password }),
    },
  )
  const reply = (await response.json()) as { marsToken: string; UserName: string; UserInfo: string }
  window.localStorage.setItem(
    PROFILE_STORAGE_KEY,
    JSON.stringify({ userName: reply.UserName, email: reply.UserInfo, token: reply.marsToken }),
  )
  requested.length = 0
  return { token: reply.marsToken }
}

export function storedProfile(): unknown {
  return JSON.parse(window.localStorage.getItem(PROFILE_STORAGE_KEY) ?? "null")
}

/**
 * Holds every request to `url` until `release()`, then lets the sandbox
 * answer it: the window in which a race happens, opened on purpose.
 */
export function holdRequests(method: "get" | "post", url: string): { arrival: Promise<void>; release: () => void } {
  let arrived = () => {}
  const arrival = new Promise<void>((resolve) => (arrived = resolve))
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http[method](url, async () => {
      arrived()
      await gate
      // Answering nothing passes the request on to the sandbox's own handler.
    }),
  )
  return { arrival, release }
}
