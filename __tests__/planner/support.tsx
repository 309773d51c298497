import { render } from "@testing-library/react"
import { http, HttpResponse } from "msw"
import type { SetupServer } from "msw/node"
import { Provider, createStore } from "jotai"
import React, { type ReactElement } from "react"
import { SWRConfig } from "swr"

import type { Screening, ScreeningsFile } from "../../src/content-model/screening"

/** A screening of the demo festival; Wednesday 15 October unless `start` says otherwise. */
export function screening(id: string, start: string, end: string | null, extra: Partial<Screening> = {}): Screening {
  const day = (time: string) => (time.includes("T") ? time : `2025-10-15T${time}:00+02:00`)
  return {
    id,
    reference: "DXM1001",
    title: "Blodmåne",
    path: "/blodmane-dxm1001/",
    start: day(start),
    end: end === null ? null : day(end),
    venue: "Oppdal kulturhus",
    hall: "Store sal",
    ageLimit: "15",
    ticketUrl: `https://billett.example.no/${id}`,
    status: "available",
    ...extra,
  }
}

export const TRAVEL: ScreeningsFile["travelMinutes"] = [
  { from: "Oppdal kulturhus", to: "Quality Hotel Skifer", minutes: 10 },
]

/** /screenings.json as the build writes it, or any reply a test wants to throw at the page. */
export function serveScreenings(server: SetupServer, reply: ScreeningsFile | unknown) {
  let requests = 0
  server.use(
    http.get("*/screenings.json", () => {
      requests += 1
      return HttpResponse.json(reply as Record<string, unknown>)
    }),
  )
  return { requests: () => requests }
}

/** One visit: a fresh Jotai store and SWR cache. */
export function renderVisit(ui: ReactElement) {
  const store = createStore()
  const cache = new Map()
  return {
    store,
    ...render(ui, {
      wrapper: ({ children }) => (
        <Provider store={store}>
          <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
        </Provider>
      ),
    }),
  }
}

/**
 * A requestIdleCallback the test controls (jsdom has none), installed around each test of the
 * file that calls this: the idle moments the page asks for wait until the test gives them.
 */
export function useIdleMoments() {
  let asked: { id: number; callback: IdleRequestCallback }[] = []
  beforeEach(() => {
    asked = []
    let last = 0
    window.requestIdleCallback = (callback) => {
      last += 1
      asked.push({ id: last, callback })
      return last
    }
    window.cancelIdleCallback = (id) => {
      asked = asked.filter((one) => one.id !== id)
    }
  })
  afterEach(() => {
    Reflect.deleteProperty(window, "requestIdleCallback")
    Reflect.deleteProperty(window, "cancelIdleCallback")
  })
  return {
    /** Gives the page every idle moment it has asked for. Returns how many it gave. */
    give(): number {
      const given = asked.splice(0)
      given.forEach(({ callback }) => callback({ didTimeout: false, timeRemaining: () => 0 }))
      return given.length
    },
    /** How many idle moments the page has asked for and not had. */
    waiting: () => asked.length,
  }
}
