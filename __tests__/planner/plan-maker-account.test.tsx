/**
 * Min festival's wishes with a signed-in visitor, as the frame puts them
 * together: the watch list (from the ticketing sandbox behind MSW) offered
 * as wishes, a film the festival does not show named and left out, a
 * failing watch list said plainly with the local wishes kept, and a "Må se"
 * sent to the watch list.
 */
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import React from "react"

import { PlanPage } from "../../src/frame/plan-page"
import { WISHES_STORAGE_KEY } from "../../src/planner/wish-storage"
import { renderWithAccount, requested, server, storeSignedInProfile } from "../account/support"
import { clockBeforeTheFixtures } from "../support/festival-clock"
import { TRAVEL, screening, serveScreenings } from "./support"

clockBeforeTheFixtures()

const API = "http://localhost:9100/ticketing/118/api"

// The sandbox's films are the demo content's: Marrow is DXM1018, Blodmåne DXM1001, Setra DXM1010.
const marrow = screening("st-dxm1018-1", "21:00", "22:27", {
  reference: "DXM1018",
  title: "Marrow",
  path: "/marrow-dxm1018/",
})
const setra = screening("st-dxm1010-1", "17:00", "18:33", {
  reference: "DXM1010",
  title: "Setra",
  path: "/setra-dxm1010/",
})

async function watchListHolds(token: string, ...ids: string[]) {
  for (const id of ids) {
    const reply = await fetch(`${API}/watchlist`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ id }),
    })
    expect(await reply.json()).toBe(true)
  }
}

const storedWishes = () => JSON.parse(window.localStorage.getItem(WISHES_STORAGE_KEY) ?? "[]") as unknown[]

beforeEach(() => serveScreenings(server, { screenings: [marrow, setra], travelMinutes: TRAVEL }))

describe("Min festival's wishes for a signed-in visitor", () => {
  it("offers the watch list's films as wishes, and names the one the festival does not show", async () => {
    const { token } = await storeSignedInProfile()
    await watchListHolds(token, "DXM1018", "DXM1001")
    renderWithAccount(<PlanPage />)

    const offered = await screen.findByRole("region", { name: "Fra ønskelisten din" })
    expect(within(offered).getByRole("heading", { name: "Marrow" })).toBeVisible()
    expect(offered).toHaveTextContent("Ikke i festivalens program: Blodmåne.")
    await userEvent.click(within(offered).getByRole("button", { name: "Vil gjerne se: Marrow" }))
    expect(storedWishes()).toEqual([{ reference: "DXM1018", title: "Marrow", wish: "want" }])
    expect(await screen.findByRole("region", { name: "Lag planen for meg" })).toHaveTextContent("Du har merket 1 film.")
  })

  it("says the watch list could not be read, and keeps the wishes on the device", async () => {
    await storeSignedInProfile()
    window.localStorage.setItem(
      WISHES_STORAGE_KEY,
      JSON.stringify([{ reference: "DXM1010", title: "Setra", wish: "must" }]),
    )
    server.use(http.get(`${API}/watchlist`, () => HttpResponse.json({ Message: "Feil" }, { status: 500 })))
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithAccount(<PlanPage />)

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Vi fikk ikke lest ønskelisten din akkurat nå. Filmene du har merket på denne enheten, er med som før.",
    )
    const maker = screen.getByRole("region", { name: "Lag planen for meg" })
    await userEvent.click(within(maker).getByRole("button", { name: "Lag planen for meg" }))
    expect(
      within(await screen.findByRole("region", { name: "Forslaget" })).getByRole("link", { name: "Setra" }),
    ).toBeVisible()
  })

  it("puts a film marked «Må se» on the watch list, and on the page once the service said yes", async () => {
    await storeSignedInProfile()
    window.localStorage.setItem(
      WISHES_STORAGE_KEY,
      JSON.stringify([{ reference: "DXM1010", title: "Setra", wish: "want" }]),
    )
    renderWithAccount(<PlanPage />)

    const maker = await screen.findByRole("region", { name: "Lag planen for meg" })
    await userEvent.click(within(maker).getByRole("button", { name: "Må se: Setra" }))
    expect(storedWishes()).toEqual([{ reference: "DXM1010", title: "Setra", wish: "must" }])
    await waitFor(() => expect(requested).toContain(`POST ${API}/watchlist`))
    expect(within(maker).queryByRole("alert")).not.toBeInTheDocument()
    const offered = await screen.findByRole("region", { name: "Fra ønskelisten din" })
    expect(within(offered).getByRole("heading", { name: "Setra" })).toBeVisible()
  })
  it("keeps a «Må se» the service did not hear on the device, says so, and sends it with the next look at the watch list", async () => {
    await storeSignedInProfile()
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    window.localStorage.setItem(
      WISHES_STORAGE_KEY,
      JSON.stringify([{ reference: "DXM1010", title: "Setra", wish: "want" }]),
    )
    server.use(http.post(`${API}/watchlist`, () => HttpResponse.error(), { once: true }))
    const { unmount } = renderWithAccount(<PlanPage />)
    const maker = await screen.findByRole("region", { name: "Lag planen for meg" })
    await userEvent.click(within(maker).getByRole("button", { name: "Må se: Setra" }))
    expect(await within(maker).findByRole("alert")).toHaveTextContent(
      "Filmen er merket. Den kommer på ønskelisten din neste gang vi får kontakt med kinoen.",
    )
    expect(screen.queryByRole("region", { name: "Fra ønskelisten din" })).not.toBeInTheDocument()
    unmount()
    logged.mockRestore()

    renderWithAccount(<PlanPage />)
    const offered = await screen.findByRole("region", { name: "Fra ønskelisten din" })
    expect(within(offered).getByRole("heading", { name: "Setra" })).toBeVisible()
  })
})
