import { act, screen, waitFor } from "@testing-library/react"
import React from "react"

import { LazyPlanLink } from "../../src/frame/lazy-plan-link"
import { PLAN_STORAGE_KEY, seenOf, toggleScreeningAtom } from "../../src/planner/plan-store"
import { useMockServer } from "../ui/support/msw"
import { TRAVEL, renderVisit, screening, serveScreenings } from "./support"

const server = useMockServer()
const blodmane = screening("st-1", "19:00", "20:37")

beforeEach(() => window.localStorage.clear())

describe("the header's way to Min festival", () => {
  it("badges the link while the plan has changes the visitor has not seen", async () => {
    window.localStorage.setItem(
      PLAN_STORAGE_KEY,
      JSON.stringify([{ id: "st-1", seen: { ...seenOf(blodmane), hall: "Lille sal" } }]),
    )
    serveScreenings(server, { screenings: [blodmane], travelMinutes: TRAVEL })
    renderVisit(<LazyPlanLink />)
    expect(await screen.findByRole("link", { name: "Min festival, 1 endring" })).toHaveAttribute(
      "href",
      "/min-festival/",
    )
  })

  it("is the plain link while the plan has no changes, as in the server's HTML", async () => {
    window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify([{ id: "st-1", seen: seenOf(blodmane) }]))
    const file = serveScreenings(server, { screenings: [blodmane], travelMinutes: TRAVEL })
    renderVisit(<LazyPlanLink />)
    await waitFor(() => expect(file.requests()).toBe(1))
    expect(screen.getByRole("link", { name: "Min festival" })).toHaveAttribute("href", "/min-festival/")
  })

  it("stays the plain link for a visitor with no plan", () => {
    renderVisit(<LazyPlanLink />)
    expect(screen.getByRole("link", { name: "Min festival" })).toHaveAttribute("href", "/min-festival/")
  })

  it("follows a plan saved after the page is up, in this tab", async () => {
    serveScreenings(server, { screenings: [blodmane], travelMinutes: TRAVEL })
    const { store } = renderVisit(<LazyPlanLink />)
    // Saved as it was before the build that moved it to Lille sal: a change the visitor has not seen.
    act(() => store.set(toggleScreeningAtom, { ...blodmane, hall: "Lille sal" }))
    expect(await screen.findByRole("link", { name: "Min festival, 1 endring" })).toBeInTheDocument()
  })

  it("follows a plan saved in another tab", async () => {
    serveScreenings(server, { screenings: [blodmane], travelMinutes: TRAVEL })
    renderVisit(<LazyPlanLink />)
    const plan = JSON.stringify([{ id: "st-1", seen: { ...seenOf(blodmane), hall: "Lille sal" } }])
    window.localStorage.setItem(PLAN_STORAGE_KEY, plan)
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: PLAN_STORAGE_KEY, newValue: plan }))
    })
    expect(await screen.findByRole("link", { name: "Min festival, 1 endring" })).toBeInTheDocument()
  })
})
