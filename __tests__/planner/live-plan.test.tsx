/**
 * Min festival with the ticketing service's live answer laid over the
 * screenings file: a saved screening that sells out, is cancelled or moves
 * gets the same notice a rebuild's change gets, with the film's showings
 * that still have seats; clashes use the live start.
 */
import { screen, within } from "@testing-library/react"
import React from "react"

import type { Screening } from "../../src/content-model/screening"
import { liveKeyOf, type LiveEvent, type LiveEvents } from "../../src/planner/live-plan"
import { MyPlan } from "../../src/planner/my-plan"
import { PLAN_STORAGE_KEY, seenOf } from "../../src/planner/plan-store"
import { clockBeforeTheFixtures } from "../support/festival-clock"
import { useMockServer } from "../ui/support/msw"
import { TRAVEL, renderVisit, screening, serveScreenings } from "./support"

const server = useMockServer()
clockBeforeTheFixtures()

const blodmane = screening("st-1001-1", "19:00", "20:37")
const blodmaneFriday = screening("st-1001-2", "2025-10-17T21:00:00+02:00", "2025-10-17T22:37:00+02:00")
const blodmaneSoldOut = screening("st-1001-3", "2025-10-18T21:00:00+02:00", null, { status: "sold-out" })
const hetZwarte = screening("st-1033-1", "21:00", "22:40", {
  reference: "DXM1033",
  title: "Het zwarte water",
  path: "/het-zwarte-water-dxm1033/",
})

function visit(saved: Screening[], live: LiveEvents) {
  window.localStorage.setItem(
    PLAN_STORAGE_KEY,
    JSON.stringify(saved.map((saving) => ({ id: saving.id, seen: seenOf(saving) }))),
  )
  serveScreenings(server, { screenings: [blodmane, blodmaneFriday, blodmaneSoldOut, hetZwarte], travelMinutes: TRAVEL })
  renderVisit(<MyPlan live={live} />)
}

describe("Min festival, live", () => {
  it("flags a saved screening that sold out and offers the film's showings that still have seats", async () => {
    visit([blodmane], new Map([["st-1001-1", { status: "sold-out", start: blodmane.start }]]))
    const row = await screen.findByRole("article", { name: "Blodmåne" })
    expect(within(row).getByText("Utsolgt: det er ingen billetter igjen")).toBeVisible()
    expect(within(row).queryByRole("link", { name: /Kjøp billett/ })).not.toBeInTheDocument()
    expect(within(row).getByRole("button", { name: /Blodmåne fredag 17\. oktober kl\. 21:00/ })).toBeVisible()
    expect(within(row).queryByRole("button", { name: /lørdag 18\. oktober/ })).not.toBeInTheDocument()
  })

  it("flags a live move with the new time, and checks clashes against it", async () => {
    visit([blodmane, hetZwarte], new Map([["st-1001-1", { status: "available", start: "2025-10-15T20:30:00+02:00" }]]))
    const row = await screen.findByRole("article", { name: "Blodmåne" })
    expect(within(row).getByText("Flyttet: nå kl. 20:30 i Store sal, før kl. 19:00 i Store sal")).toBeVisible()
    expect(within(row).getByText("20:30–22:07")).toBeVisible()
    // One warning per clash, on the later of the two rows, naming the earlier one at its live time.
    const later = screen.getByRole("article", { name: "Het zwarte water" })
    expect(within(later).getByText(/Kolliderer med Blodmåne kl\. 20:30/)).toBeVisible()
  })

  it("says nothing when the live answer agrees with what the visitor saw", async () => {
    visit([blodmane], new Map([["st-1001-1", { status: "available", start: blodmane.start }]]))
    const row = await screen.findByRole("article", { name: "Blodmåne" })
    expect(within(row).queryByRole("button", { name: /^Greit/ })).not.toBeInTheDocument()
    expect(within(row).getByRole("link", { name: /Kjøp billett/ })).toBeVisible()
  })
})

describe("what a live answer says, as text", () => {
  const soldOut: LiveEvent = { status: "sold-out", start: blodmane.start }
  const available: LiveEvent = { status: "available", start: hetZwarte.start }

  it("is the same for two answers that say the same, in any order", () => {
    const first: LiveEvents = new Map([
      [blodmane.id, soldOut],
      [hetZwarte.id, available],
    ])
    const again: LiveEvents = new Map([
      [hetZwarte.id, { ...available }],
      [blodmane.id, { ...soldOut }],
    ])
    expect(liveKeyOf(again)).toBe(liveKeyOf(first))
  })

  it("changes with a status, a start, or the time a kept answer was seen", () => {
    const said = liveKeyOf(new Map([[blodmane.id, soldOut]]))
    expect(liveKeyOf(new Map([[blodmane.id, { ...soldOut, status: "few-left" }]]))).not.toBe(said)
    expect(liveKeyOf(new Map([[blodmane.id, { ...soldOut, start: hetZwarte.start }]]))).not.toBe(said)
    expect(liveKeyOf(new Map([[blodmane.id, { ...soldOut, seenAt: "2025-10-01T10:00:00Z" }]]))).not.toBe(said)
  })
})
