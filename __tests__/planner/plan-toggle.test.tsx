import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { renderToString } from "react-dom/server"

import { ShowtimeRow } from "../../src/blocks/showtime-row"
import { showtimeTitle } from "../../src/blocks/showtime-title"
import type { EventData } from "../../src/blocks/types"
import { PLAN_STORAGE_KEY } from "../../src/planner/plan-store"
import { renderWithAccount as renderVisit, requested } from "../account/support"
import { clockBeforeTheFixtures } from "../support/festival-clock"

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
    <ShowtimeRow event={event} listName="Program" title={showtimeTitle} />
  </ul>
)

/** The same name, saved or not; only the case of "i planen" follows the visible text. */
const NAME = /^Legg Blodmåne onsdag 15\. oktober kl\. 19:00 i planen$/i

const SEEN = { start: event.start, venue: "Oppdal kulturhus", hall: "Store sal", status: "available" }
const stored = () => JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]") as unknown[]

clockBeforeTheFixtures()

// The rows' live status asks the ticketing sandbox (behind MSW) when idle; the plan asks nothing.
afterEach(() => expect(requested.filter((url) => !url.includes("/ticketing/"))).toEqual([]))

describe("Legg i planen", () => {
  it("saves the showtime at once, says so to eyes and screen readers, and takes it out again", async () => {
    renderVisit(row)
    const toggle = screen.getByRole("button", { name: NAME })
    expect(toggle).toHaveAttribute("aria-pressed", "false")
    expect(toggle).toHaveTextContent(/^Legg.*i planen$/)

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-pressed", "true")
    expect(toggle).toHaveTextContent(/I planen$/)
    expect(stored()).toEqual([{ id: "st-1", seen: { ...SEEN, title: "Blodmåne" } }])

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-pressed", "false")
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull()
  })

  it("shows a saved showtime as saved on the next visit", () => {
    window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify([{ id: "st-1", seen: SEEN }]))
    renderVisit(row)
    expect(screen.getByRole("button", { name: NAME, pressed: true })).toBeVisible()
  })

  it("is a form to Min festival with the showtime in the server's HTML, claiming no state it cannot know", () => {
    const html = renderToString(row)
    expect(html).toMatch(/<form class="showtime__plan" method="get" action="\/min-festival\/">/)
    expect(html).toContain('<input type="hidden" name="legg-til" value="st-1"/>')
    expect(html).toMatch(/<button type="submit" class="plan-toggle">/)
    expect(html).not.toContain("aria-pressed")
  })

  it("answers the keyboard and keeps the focus on the same button", async () => {
    renderVisit(row)
    const toggle = screen.getByRole("button", { name: NAME, pressed: false })
    toggle.focus()
    await userEvent.keyboard("{Enter}")
    expect(toggle).toHaveAttribute("aria-pressed", "true")
    expect(toggle).toHaveFocus()
    await userEvent.keyboard(" ")
    expect(toggle).toHaveAttribute("aria-pressed", "false")
    expect(toggle).toHaveFocus()
  })

  it("follows another tab, and a press there keeps what this tab saved", async () => {
    window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify([{ id: "st-0", seen: SEEN }]))
    renderVisit(row)
    const toggle = screen.getByRole("button", { name: NAME, pressed: false })
    // Another tab saves this showtime.
    window.localStorage.setItem(
      PLAN_STORAGE_KEY,
      JSON.stringify([
        { id: "st-0", seen: SEEN },
        { id: "st-1", seen: SEEN },
      ]),
    )
    window.dispatchEvent(new StorageEvent("storage", { key: PLAN_STORAGE_KEY }))
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"))
    // Taking it out here starts from what storage holds, so the other screening stays.
    await userEvent.click(toggle)
    expect(stored()).toEqual([{ id: "st-0", seen: SEEN }])
  })

  it("offers no toggle to save a cancelled showtime, but one saved before can be taken out", async () => {
    const cancelled = { ...event, status: "cancelled" }
    const { unmount } = renderVisit(
      <ul>
        <ShowtimeRow event={cancelled} listName="Program" title={showtimeTitle} />
        <ShowtimeRow
          event={{ ...event, id: "st-2", start: "2025-10-15T21:00:00+02:00" }}
          listName="Program"
          title={showtimeTitle}
        />
      </ul>,
    )
    expect(screen.getByRole("button", { name: /kl\. 21:00 i planen/i })).toBeVisible()
    expect(screen.queryByRole("button", { name: NAME })).not.toBeInTheDocument()
    unmount()

    window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify([{ id: "st-1", seen: SEEN }]))
    renderVisit(
      <ul>
        <ShowtimeRow event={cancelled} listName="Program" title={showtimeTitle} />
      </ul>,
    )
    await userEvent.click(screen.getByRole("button", { name: NAME, pressed: true }))
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull()
    expect(screen.queryByRole("button", { name: NAME })).not.toBeInTheDocument()
  })

  it("keeps the rest of a damaged plan when saving", async () => {
    window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify([{ id: "st-0", seen: SEEN }, { junk: true }, 7]))
    renderVisit(row)
    await userEvent.click(screen.getByRole("button", { name: NAME, pressed: false }))
    expect(stored()).toEqual([
      { id: "st-0", seen: SEEN },
      { id: "st-1", seen: { ...SEEN, title: "Blodmåne" } },
    ])
  })
})
