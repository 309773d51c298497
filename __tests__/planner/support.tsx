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
