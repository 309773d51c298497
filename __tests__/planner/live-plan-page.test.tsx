/**
 * Min festival and a shared plan as the frame puts them together: the live
 * answer over the screenings file, and, when the events call fails or the
 * browser is offline, what the service said last time, marked with its time,
 * as showtime rows do; never the build's older screenings file.
 */
import { screen, waitFor, within } from "@testing-library/react"
import { http, HttpResponse } from "msw"
import React from "react"

import type { Screening } from "../../src/content-model/screening"
import { PlanPage } from "../../src/frame/plan-page"
import { SharedPlanPage } from "../../src/frame/shared-plan-page"
import { encodePlan } from "../../src/planner/share-link"
import { PLAN_STORAGE_KEY, seenOf } from "../../src/planner/plan-store"
import { renderWithAccount, server } from "../account/support"
import { clockBeforeTheFixtures } from "../support/festival-clock"
import { TRAVEL, screening, serveScreenings } from "./support"

clockBeforeTheFixtures()

const EVENTS = "http://localhost:9100/ticketing/118/api/events"
const blodmane = screening("st-1001-1", "19:00", "20:37")
const blodmaneFriday = screening("st-1001-2", "2025-10-17T21:00:00+02:00", "2025-10-17T22:37:00+02:00")
const MOVED = "2025-10-15T20:30:00+02:00"

function savePlan(saved: Screening[]) {
  window.localStorage.setItem(
    PLAN_STORAGE_KEY,
    JSON.stringify(saved.map((saving) => ({ id: saving.id, seen: seenOf(saving) }))),
  )
}

/** The service says Blodmåne on Wednesday moved to 20:30; the Friday showing is as the file has it. */
function answerMoved() {
  server.use(
    http.get(EVENTS, () =>
      HttpResponse.json([
        { Id: blodmane.id, Status: "available", Start: MOVED },
        { Id: blodmaneFriday.id, Status: "available", Start: blodmaneFriday.start },
      ]),
    ),
  )
}

/** A visit that sees the move (the page shows the new end), leaving what it saw on the device. */
async function visitOnline(page: React.ReactElement) {
  answerMoved()
  const { unmount } = renderWithAccount(page)
  await screen.findAllByText(/20:30–22:07/)
  unmount()
}

beforeEach(() => {
  serveScreenings(server, { screenings: [blodmane, blodmaneFriday], travelMinutes: TRAVEL })
})

afterEach(() => jest.restoreAllMocks())

describe("Min festival without the events call", () => {
  it("offline, keeps the move it saw last time, with the time of that status", async () => {
    savePlan([blodmane])
    await visitOnline(<PlanPage />)

    jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    server.use(http.get(EVENTS, () => HttpResponse.error()))
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithAccount(<PlanPage />)
    const row = await screen.findByRole("article", { name: "Blodmåne" })
    await waitFor(() => expect(within(row).getByText(/Flyttet: nå kl\. 20:30/)).toBeVisible())
    expect(within(row).getByText("20:30–22:07")).toBeVisible()
    // The answer came at 12:00 in Oslo (the fixtures' clock).
    expect(within(row).getByText("Status kl. 12:00")).toBeVisible()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("with the service down, says the same as last time, and when it said it", async () => {
    savePlan([blodmane])
    await visitOnline(<PlanPage />)

    server.use(http.get(EVENTS, () => HttpResponse.json({ Message: "Vedlikehold" }, { status: 503 })))
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithAccount(<PlanPage />)
    const row = await screen.findByRole("article", { name: "Blodmåne" })
    await waitFor(() => expect(within(row).getByText("Status kl. 12:00")).toBeVisible())
    expect(within(row).getByText("20:30–22:07")).toBeVisible()
  })

  it("online and answered, shows no status time", async () => {
    savePlan([blodmane])
    answerMoved()
    renderWithAccount(<PlanPage />)
    const row = await screen.findByRole("article", { name: "Blodmåne" })
    await waitFor(() => expect(within(row).getByText("20:30–22:07")).toBeVisible())
    expect(within(row).queryByText(/Status kl\./)).not.toBeInTheDocument()
  })
})

describe("a shared plan without the events call", () => {
  it("offline, keeps the move it saw last time, with the time of that status", async () => {
    window.history.replaceState(null, "", `/min-festival/delt/#${encodePlan([blodmane.id])}`)
    await visitOnline(<SharedPlanPage />)

    jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    server.use(http.get(EVENTS, () => HttpResponse.error()))
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithAccount(<SharedPlanPage />)
    const day = await screen.findByRole("region", { name: "onsdag 15. oktober 2025" })
    await waitFor(() => expect(within(day).getByText("kl. 20:30–22:07")).toBeVisible())
    expect(within(day).getByText("Status kl. 12:00")).toBeVisible()
  })
})
