/**
 * The programme's "Tidslinje" follows the ticketing service as its rows do,
 * from the page's one batched call: choosing it after the rows have asked
 * asks nothing more.
 */
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import React from "react"

import { BlockList } from "../../src/blocks/block-list"
import { renderWithAccount, requested, server } from "../account/support"
import { BEFORE_THE_FIXTURES } from "../support/festival-clock"
import { block, sources } from "../ui/support/fixtures"
import { rowAt } from "./support"

const EVENTS = "http://localhost:9100/ticketing/118/api/events"
const eventCalls = () => requested.filter((url) => url.startsWith(`GET ${EVENTS}`))

/** Blodmåne on Wednesday has sold out since the build; the concert moved from 23:00 to 22:00. */
function answerLive() {
  server.use(
    http.get(EVENTS, () =>
      HttpResponse.json([
        { Id: "s1", Status: "sold-out", Start: "2025-10-15T19:00:00+02:00" },
        { Id: "s2", Status: "sold-out", Start: "2025-10-16T21:30:00+02:00" },
        { Id: "c1", Status: "available", Start: "2025-10-16T22:00:00+02:00" },
      ]),
    ),
  )
}

const renderProgramme = () =>
  renderWithAccount(
    <BlockList
      pageTitle="Program"
      sources={sources}
      blocks={[block("program", "program", { heading: "Program" }, 0, { data: ["programme"] })]}
    />,
  )

beforeEach(() => {
  jest.useFakeTimers({ now: BEFORE_THE_FIXTURES })
  window.history.replaceState(null, "", "/program/")
  answerLive()
})

afterEach(() => jest.useRealTimers())

describe("the programme's timeline, live", () => {
  it("draws the live status and start from the call the rows made, and asks nothing more", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderProgramme()
    await waitFor(() => expect(within(rowAt("19:00")).getByText("Utsolgt")).toBeInTheDocument())
    expect(eventCalls()).toHaveLength(1)
    // The visitor reads the list a while (past SWR's two seconds of deduping), well within the minute.
    await act(() => jest.advanceTimersByTimeAsync(10_000))

    await user.click(screen.getByRole("button", { name: "Tidslinje" }))
    const wednesday = await screen.findByRole("group", { name: "Tidslinje, onsdag 15. oktober" })
    await waitFor(() =>
      expect(within(wednesday).getByRole("link", { name: /^Blodmåne 19:00–20:37 utsolgt/ })).toBeVisible(),
    )
    const thursday = screen.getByRole("group", { name: "Tidslinje, torsdag 16. oktober" })
    expect(within(thursday).getByRole("link", { name: /^Skrekkviser ved peisen 22:00–23:37/ })).toBeVisible()
    // Nor a moment later, as SWR would on mounting a new reader of an answer older than its deduping.
    await act(() => jest.advanceTimersByTimeAsync(5_000))
    expect(eventCalls()).toHaveLength(1)
  })

  it("opened from an address that asks for it, makes the page's one call", async () => {
    window.history.replaceState(null, "", "/program/?visning=tidslinje")
    renderProgramme()
    const wednesday = await screen.findByRole("group", { name: "Tidslinje, onsdag 15. oktober" })
    await waitFor(() =>
      expect(within(wednesday).getByRole("link", { name: /^Blodmåne 19:00–20:37 utsolgt/ })).toBeVisible(),
    )
    expect(eventCalls()).toEqual([`GET ${EVENTS}?ids=s1%2Cs2%2Cc1&site=ramaskrik-118`])
  })
})
