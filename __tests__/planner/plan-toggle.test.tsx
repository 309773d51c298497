import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { renderToString } from "react-dom/server"

import { ShowtimeRow } from "../../src/blocks/showtime-row"
import type { EventData } from "../../src/blocks/types"
import { PLAN_STORAGE_KEY } from "../../src/planner/plan-store"
import { useMockServer } from "../ui/support/msw"
import { TRAVEL, renderVisit, screening, serveScreenings } from "./support"
import { clockBeforeTheFixtures } from "../support/festival-clock"

const server = useMockServer()

const event: EventData = {
  id: "st-1",
  start: "2025-10-15T19:00:00+02:00",
  venue: "Oppdal kulturhus",
  hall: "Store sal",
  ticketUrl: "https://billett.example.no/st-1",
  status: "available",
  production: {
    title: "Blodmåne",
    path: "/blodmane-dxm1001/",
    reference: "DXM1001",
    objectClass: "film",
    ageLimit: "15",
    contentNotes: [],
  },
}

const row = (
  <ul>
    <ShowtimeRow event={event} listName="Program" />
  </ul>
)

/** The same name, saved or not; only the case of "i planen" follows the visible text. */
const NAME = /^Legg Blodmåne onsdag 15\. oktober kl\. 19:00 i planen$/i

beforeEach(() => window.localStorage.clear())

clockBeforeTheFixtures()

describe("Legg i planen", () => {
  it("saves the showtime and says so, to eyes and to screen readers, and takes it out again", async () => {
    const file = serveScreenings(server, { screenings: [screening("st-1", "19:00", "20:37")], travelMinutes: TRAVEL })
    renderVisit(row)
    const toggle = await screen.findByRole("button", { name: NAME })
    expect(toggle).toHaveAttribute("aria-pressed", "false")
    expect(toggle).toHaveTextContent(/^Legg.*i planen$/)

    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"))
    expect(toggle).toHaveTextContent(/I planen$/)
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toContain('"st-1"')

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-pressed", "false")
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull()
    expect(file.requests()).toBe(1)
  })

  it("shows a saved showtime as saved on the next visit", async () => {
    window.localStorage.setItem(
      PLAN_STORAGE_KEY,
      JSON.stringify([
        { id: "st-1", seen: { start: event.start, venue: "Oppdal kulturhus", hall: "Store sal", status: "available" } },
      ]),
    )
    serveScreenings(server, { screenings: [screening("st-1", "19:00", "20:37")], travelMinutes: TRAVEL })
    renderVisit(row)
    expect(await screen.findByRole("button", { name: NAME, pressed: true })).toBeVisible()
  })

  it("is no dead button without scripts: the server's HTML has none", () => {
    expect(renderToString(row)).not.toContain("<button")
  })

  it("saves the showtime on the first press when nothing of the plan was loaded, keyboard too", async () => {
    const file = serveScreenings(server, { screenings: [screening("st-1", "19:00", "20:37")], travelMinutes: TRAVEL })
    renderVisit(row)
    const toggle = await screen.findByRole("button", { name: NAME, pressed: false })
    // With no plan on the device, nothing is fetched until the visitor asks.
    expect(file.requests()).toBe(0)
    toggle.focus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"))
    expect(toggle).toHaveFocus()
    expect(JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]")).toEqual([
      expect.objectContaining({ id: "st-1" }),
    ])
    await userEvent.keyboard("{Enter}")
    expect(toggle).toHaveAttribute("aria-pressed", "false")
    expect(file.requests()).toBe(1)
  })

  it("does not take out a showtime another tab saved while the first press was on its way", async () => {
    serveScreenings(server, { screenings: [screening("st-1", "19:00", "20:37")], travelMinutes: TRAVEL })
    renderVisit(row)
    const toggle = await screen.findByRole("button", { name: NAME, pressed: false })
    await userEvent.click(toggle)
    // The screenings are still on their way: another tab saves the same showtime meanwhile.
    const saved = [
      { id: "st-1", seen: { start: event.start, venue: "Oppdal kulturhus", hall: "Store sal", status: "available" } },
    ]
    window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify(saved))
    window.dispatchEvent(new StorageEvent("storage", { key: PLAN_STORAGE_KEY }))
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"))
    // Settled: the press did not toggle it out again.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(toggle).toHaveAttribute("aria-pressed", "true")
    expect(JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]")).toHaveLength(1)
  })

  it("offers no toggle for a showtime the screenings file does not know, or when the file is junk", async () => {
    const file = serveScreenings(server, { screenings: [{ id: "st-1", start: "not a time" }], travelMinutes: "far" })
    renderVisit(row)
    // Without a plan the file is read on the first press; it then knows no such showtime, and the toggle goes.
    await userEvent.click(await screen.findByRole("button", { name: NAME }))
    await waitFor(() => expect(screen.queryByRole("button", { name: NAME })).not.toBeInTheDocument())
    expect(file.requests()).toBe(1)
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull()
  })

  it("offers no toggle to save a cancelled showtime", async () => {
    const file = serveScreenings(server, {
      screenings: [screening("st-1", "19:00", "20:37", { status: "cancelled" }), screening("st-2", "21:00", null)],
      travelMinutes: TRAVEL,
    })
    renderVisit(
      <ul>
        <ShowtimeRow event={{ ...event, status: "cancelled" }} listName="Program" />
        <ShowtimeRow event={{ ...event, id: "st-2", start: "2025-10-15T21:00:00+02:00" }} listName="Program" />
      </ul>,
    )
    expect(await screen.findByRole("button", { name: /kl\. 21:00 i planen/i })).toBeVisible()
    expect(file.requests()).toBe(0)
    expect(screen.queryByRole("button", { name: NAME })).not.toBeInTheDocument()
  })
})
