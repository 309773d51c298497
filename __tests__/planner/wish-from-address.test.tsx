import { screen } from "@testing-library/react"
import { HttpResponse, http } from "msw"
import React from "react"

import { MyPlan } from "../../src/planner/my-plan"
import { WISHES_STORAGE_KEY } from "../../src/planner/wish-storage"
import { wishInAddress } from "../../src/planner/wish-from-address"
import { clockBeforeTheFixtures } from "../support/festival-clock"
import { useMockServer } from "../ui/support/msw"
import { TRAVEL, renderVisit, screening, serveScreenings } from "./support"

const server = useMockServer()

const rotSeason = screening("st-dxm1023-1", "21:00", "22:40", {
  reference: "DXM1023",
  title: "Rot Season",
  path: "/rot-season-dxm1023/",
})
const blodmane = screening("st-dxm1001-1", "19:00", "20:37")

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`
const stored = () => JSON.parse(window.localStorage.getItem(WISHES_STORAGE_KEY) ?? "[]") as unknown[]

beforeEach(() => window.localStorage.clear())
afterEach(() => window.history.replaceState(null, "", "/"))

clockBeforeTheFixtures()

describe("a wish brought by the address (a film's mark pressed before or without scripts)", () => {
  it("sets it on arrival, says so, and leaves the address without it", async () => {
    window.history.replaceState(null, "", "/min-festival/?onske-film=DXM1023&onske=ma-se#plan")
    serveScreenings(server, { screenings: [blodmane, rotSeason], travelMinutes: TRAVEL })
    renderVisit(<MyPlan />)
    expect(await screen.findByText("Rot Season er merket «må se».")).toBeVisible()
    expect(stored()).toEqual([{ reference: "DXM1023", title: "Rot Season", wish: "must" }])
    expect(address()).toBe("/min-festival/#plan")
  })

  it("changes a wish already there, and keeps the other films' wishes", async () => {
    const other = { reference: "DXM1001", title: "Blodmåne", wish: "must" }
    window.localStorage.setItem(
      WISHES_STORAGE_KEY,
      JSON.stringify([other, { reference: "DXM1023", title: "Rot Season", wish: "must" }]),
    )
    window.history.replaceState(null, "", "/min-festival/?onske-film=DXM1023&onske=vil-gjerne")
    serveScreenings(server, { screenings: [blodmane, rotSeason], travelMinutes: TRAVEL })
    renderVisit(<MyPlan />)
    expect(await screen.findByText("Rot Season er merket «vil gjerne se».")).toBeVisible()
    expect(stored()).toEqual([other, { reference: "DXM1023", title: "Rot Season", wish: "want" }])
  })

  it("stores nothing for a film the programme does not know, and says it was not found", async () => {
    window.history.replaceState(null, "", "/min-festival/?onske-film=DXM9999&onske=ma-se")
    serveScreenings(server, { screenings: [blodmane], travelMinutes: TRAVEL })
    renderVisit(<MyPlan />)
    expect(
      await screen.findByText("Vi fant ikke filmen du ville merke. Den kan være tatt ut av programmet."),
    ).toBeVisible()
    expect(window.localStorage.getItem(WISHES_STORAGE_KEY)).toBeNull()
    expect(address()).toBe("/min-festival/")
  })

  it("keeps the address when the programme cannot be fetched, so that a reload tries again", async () => {
    window.history.replaceState(null, "", "/min-festival/?onske-film=DXM1023&onske=ma-se")
    server.use(http.get("*/screenings.json", () => new HttpResponse(null, { status: 503 })))
    renderVisit(<MyPlan />)
    expect(await screen.findByText(/filmen ble ikke merket ennå\. Last siden på nytt/)).toBeVisible()
    expect(window.localStorage.getItem(WISHES_STORAGE_KEY)).toBeNull()
    expect(address()).toBe("/min-festival/?onske-film=DXM1023&onske=ma-se")
  })

  it("fetches nothing for an address without a wish", async () => {
    let fetched = 0
    server.use(
      http.get("*/screenings.json", () => {
        fetched += 1
        return HttpResponse.json({ screenings: [], travelMinutes: [] })
      }),
    )
    renderVisit(<MyPlan />)
    expect(await screen.findByText(/Du har ikke lagt noe i planen ennå/)).toBeVisible()
    expect(fetched).toBe(0)
  })
})

describe("wishInAddress", () => {
  it("reads the film and the button pressed, and nothing it does not know", () => {
    expect(wishInAddress("?onske-film=DXM1023&onske=ma-se")).toEqual({
      reference: "DXM1023",
      wish: "must",
      label: "må se",
    })
    expect(wishInAddress("?onske-film=SCENE01&onske=vil-gjerne")).toMatchObject({ reference: "SCENE01", wish: "want" })
    expect(wishInAddress("?onske-film=DXM1023&onske=elsker")).toBeUndefined()
    expect(wishInAddress("?onske-film=&onske=ma-se")).toBeUndefined()
    expect(wishInAddress(`?onske-film=${"X".repeat(41)}&onske=ma-se`)).toBeUndefined()
    expect(wishInAddress("?legg-til=st-1")).toBeUndefined()
  })
})
