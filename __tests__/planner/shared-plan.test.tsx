import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import React from "react"

import { PLAN_STORAGE_KEY, planAtom } from "../../src/planner/plan-store"
import { encodePlan } from "../../src/planner/share-link"
import { SharedPlan } from "../../src/planner/shared-plan"
import { clockBeforeTheFixtures } from "../support/festival-clock"
import { useMockServer } from "../ui/support/msw"
import { SITE_HOST, calendarEvents, onlyDownloadText, renderVisit, screening, watchDownloads } from "./calendar-support"

const server = useMockServer()
const downloads = watchDownloads()

const bleeding = screening({ id: "st-dxm1013-1" })
const blodmane = screening({
  id: "st-dxm1001-2",
  title: "Blodmåne",
  path: "/blodmane-dxm1001/",
  start: "2025-10-17T21:30:00+02:00",
  end: "2025-10-17T23:07:00+02:00",
})
const orgel = screening({
  id: "st-orgel25-1",
  title: "Nosferatu med orgel",
  path: "/nosferatu-med-orgel-orgel25/",
  start: "2025-10-17T22:00:00+02:00",
  end: null,
  ageLimit: "A",
})
const mine = screening({
  id: "st-dxm1005-1",
  title: "Myrmannen",
  path: "/myrmannen-dxm1005/",
  start: "2025-10-16T20:00:00+02:00",
  end: "2025-10-16T21:30:00+02:00",
})

function serveScreenings(
  body: Record<string, unknown> = { screenings: [bleeding, blodmane, orgel, mine], travelMinutes: [] },
) {
  server.use(http.get("http://localhost/screenings.json", () => HttpResponse.json(body)))
}

function openLink(fragment: string) {
  window.history.replaceState(null, "", `/min-festival/delt/#${fragment}`)
}

function saveOwnPlan(...ids: string[]) {
  window.localStorage.setItem(
    PLAN_STORAGE_KEY,
    JSON.stringify(
      ids.map((id) => ({
        id,
        seen: { start: "2025-10-16T20:00:00+02:00", venue: "Oppdal kulturhus", hall: "Store sal", status: "available" },
      })),
    ),
  )
}

beforeEach(() => window.localStorage.clear())

clockBeforeTheFixtures()

describe("the shared view of a friend's plan", () => {
  it("follows the ticketing service's live answer: a screening sold out, and one moved clear of a clash", async () => {
    serveScreenings()
    saveOwnPlan("st-dxm1005-1")
    openLink(encodePlan(["st-dxm1013-1", "st-dxm1001-2"]))
    const live = new Map([
      ["st-dxm1013-1", { status: "available" as const, start: "2025-10-16T17:00:00+02:00" }],
      ["st-dxm1001-2", { status: "sold-out" as const, start: "2025-10-17T19:15:00+02:00" }],
    ])
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" live={live} />)

    const thursday = await screen.findByRole("region", { name: "torsdag 16. oktober 2025" })
    expect(within(thursday).getByRole("listitem")).toHaveTextContent(/^kl\. 17:00–18:23Bleeding Static/)
    expect(within(thursday).getByRole("listitem")).not.toHaveTextContent("Kolliderer")
    const friday = screen.getByRole("region", { name: "fredag 17. oktober 2025" })
    expect(within(friday).getByRole("listitem")).toHaveTextContent("Utsolgt")
  })

  it("shows the plan by day in time order, with what is also in mine and what overlaps with it", async () => {
    serveScreenings()
    saveOwnPlan("st-dxm1005-1", "st-dxm1001-2")
    openLink(encodePlan(["st-orgel25-1", "st-dxm1001-2", "st-dxm1013-1"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)

    const thursday = await screen.findByRole("region", { name: "torsdag 16. oktober 2025" })
    const friday = screen.getByRole("region", { name: "fredag 17. oktober 2025" })
    expect(within(thursday).getAllByRole("listitem")).toHaveLength(1)
    expect(within(thursday).getByRole("listitem")).toHaveTextContent(
      "kl. 19:30–20:53Bleeding Static Aldersgrense 18 år18 årOppdal kulturhus, Store salKolliderer med «Myrmannen» kl. 20:00 i planen din",
    )
    const [first, second] = within(friday).getAllByRole("listitem")
    expect(within(friday).getByRole("link", { name: "Blodmåne" })).toHaveAttribute("href", "/blodmane-dxm1001/")
    expect(first).toHaveTextContent("Også i planen din")
    expect(first).not.toHaveTextContent("Kolliderer")
    expect(second).toHaveTextContent("Nosferatu med orgel")
    expect(second).toHaveTextContent("Kolliderer med «Blodmåne» kl. 21:30 i planen din")
  })

  it("says nothing of an age limit not yet set", async () => {
    serveScreenings({ screenings: [{ ...bleeding, ageLimit: "unrated" }], travelMinutes: [] })
    openLink(encodePlan(["st-dxm1013-1"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)
    const thursday = await screen.findByRole("region", { name: "torsdag 16. oktober 2025" })
    expect(within(thursday).getByRole("listitem")).toHaveTextContent(
      /^kl\. 19:30–20:53Bleeding Static Oppdal kulturhus/,
    )
    expect(within(thursday).queryAllByText(/aldersgrense|fastsatt|ikke satt/i)).toEqual([])
  })

  it("says Vist for a screening that has started by the visitor's clock", async () => {
    jest.spyOn(Date, "now").mockReturnValue(Date.parse("2025-10-17T21:45:00+02:00"))
    serveScreenings()
    openLink(encodePlan(["st-dxm1001-2", "st-orgel25-1"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)
    const friday = await screen.findByRole("region", { name: "fredag 17. oktober 2025" })
    const [started, later] = within(friday).getAllByRole("listitem")
    expect(started).toHaveTextContent("Blodmåne")
    expect(within(started as HTMLElement).getByText("Vist")).toBeVisible()
    expect(later).toHaveTextContent("Nosferatu med orgel")
    expect(later).not.toHaveTextContent("Vist")
  })

  it("adds all of it to my plan with one press, keeping what I had", async () => {
    serveScreenings()
    saveOwnPlan("st-dxm1005-1")
    openLink(encodePlan(["st-dxm1013-1", "st-dxm1001-2"]))
    const { store } = renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)

    await userEvent.click(await screen.findByRole("button", { name: "Legg alle i min plan" }))
    expect(screen.getByRole("status")).toHaveTextContent("2 forestillinger er lagt i planen din.")
    expect(screen.getByRole("link", { name: "Gå til min plan" })).toHaveAttribute("href", "/min-festival/")
    expect(store.get(planAtom)?.map(({ id }) => id)).toEqual(["st-dxm1005-1", "st-dxm1013-1", "st-dxm1001-2"])
    expect(screen.getAllByText("Også i planen din")).toHaveLength(2)
    expect(screen.getByRole("button", { name: "Legg alle i min plan" })).toBeDisabled()
  })

  it("adds none that has started", async () => {
    // Friday evening: Blodmåne has started, the organ screening not yet.
    jest.spyOn(Date, "now").mockReturnValue(Date.parse("2025-10-17T21:45:00+02:00"))
    serveScreenings()
    openLink(encodePlan(["st-dxm1001-2", "st-orgel25-1"]))
    const { store } = renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)

    await userEvent.click(await screen.findByRole("button", { name: "Legg alle i min plan" }))
    expect(screen.getByRole("status")).toHaveTextContent("1 forestilling er lagt i planen din.")
    expect(store.get(planAtom)?.map(({ id }) => id)).toEqual(["st-orgel25-1"])
    expect(screen.getByRole("button", { name: "Legg alle i min plan" })).toBeDisabled()
  })

  it("adds none that started between the view's last redraw and the press", async () => {
    // Drawn at 21:29:30; pressed at 21:30:10, before the view's minute comes round.
    const clock = jest.spyOn(Date, "now").mockReturnValue(Date.parse("2025-10-17T21:29:30+02:00"))
    serveScreenings()
    openLink(encodePlan(["st-dxm1001-2", "st-orgel25-1"]))
    const { store } = renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)

    const addAll = await screen.findByRole("button", { name: "Legg alle i min plan" })
    clock.mockReturnValue(Date.parse("2025-10-17T21:30:10+02:00"))
    await userEvent.click(addAll)
    expect(screen.getByRole("status")).toHaveTextContent("1 forestilling er lagt i planen din.")
    expect(store.get(planAtom)?.map(({ id }) => id)).toEqual(["st-orgel25-1"])
  })

  it("offers nothing to add, and says why, when every screening of the link has started", async () => {
    jest.spyOn(Date, "now").mockReturnValue(Date.parse("2025-10-18T12:00:00+02:00"))
    serveScreenings()
    openLink(encodePlan(["st-dxm1001-2", "st-orgel25-1"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)

    expect(await screen.findByRole("button", { name: "Legg alle i min plan" })).toBeDisabled()
    expect(screen.getByRole("status")).toHaveTextContent("Forestillingene her er allerede vist eller avlyst.")
  })

  it("says plainly how many screenings of the link the site does not know, without repeating the link's text", async () => {
    serveScreenings()
    openLink(encodePlan(["st-dxm1013-1", "st-dxm1013-7", "Ring_22222222_for_billetter"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)

    const gone = await screen.findByRole("region", { name: "Forestillinger vi ikke kjenner" })
    expect(gone).toHaveTextContent("2 forestillinger i lenken finnes ikke i programmet vårt.")
    expect(gone).toHaveTextContent("laget for et annet program")
    expect(screen.queryByText(/Ring_22222222|st-dxm1013-7/)).not.toBeInTheDocument()
    expect(screen.getByRole("region", { name: "torsdag 16. oktober 2025" })).toHaveTextContent("Bleeding Static")
  })

  it("says so when none of the link's screenings is in the programme", async () => {
    serveScreenings()
    openLink(encodePlan(["st-annen-1"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)

    const gone = await screen.findByRole("region", { name: "Forestillinger vi ikke kjenner" })
    expect(gone).toHaveTextContent("Én forestilling i lenken finnes ikke i programmet vårt.")
    expect(gone).toHaveTextContent("Ingen av forestillingene i lenken er i programmet.")
    expect(screen.getByRole("button", { name: "Legg alle i min plan" })).toBeDisabled()
  })

  it("downloads the friend's plan as a calendar file", async () => {
    serveScreenings()
    openLink(encodePlan(["st-dxm1013-1", "st-dxm1001-2"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)

    await userEvent.click(await screen.findByRole("button", { name: "Last ned planen til kalenderen" }))
    expect(downloads.map(({ fileName }) => fileName)).toEqual(["ramaskrik-plan.ics"])
    expect(calendarEvents(await onlyDownloadText(downloads)).map(({ uid }) => uid)).toEqual([
      "st-dxm1013-1@ramaskrik.no",
      "st-dxm1001-2@ramaskrik.no",
    ])
  })

  it.each([
    ["a link with no plan", "", "Lenken har ingen plan i seg"],
    ["a damaged link", "1abc.%%%.x", "Denne lenken er skadet"],
    ["a link cut short", encodePlan(["st-dxm1013-1", "st-dxm1001-2", "st-kons25a-1"]).slice(0, -4), "kuttet av"],
    [
      "a link with text that is no screening id",
      encodePlan(["st-dxm1013-1", "<b>Gratis billetter</b>"]),
      "ikke er forestillinger fra dette nettstedet",
    ],
  ])("explains %s in Norwegian instead of showing a plan", async (_what, fragment, message) => {
    openLink(fragment)
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)
    expect(await screen.findByRole("alert")).toHaveTextContent(message)
    expect(screen.queryByRole("button", { name: "Legg alle i min plan" })).not.toBeInTheDocument()
  })

  it("says so when the programme cannot be fetched", async () => {
    server.use(http.get("http://localhost/screenings.json", () => new HttpResponse("Bad gateway", { status: 502 })))
    openLink(encodePlan(["st-dxm1013-1"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)
    expect(await screen.findByRole("alert")).toHaveTextContent("Vi fikk ikke hentet programmet")
  })

  it("shows what it can of a programme file with broken entries, and no link off the site", async () => {
    serveScreenings({
      screenings: [bleeding, { ...blodmane, start: "i morgen" }, { ...orgel, path: "//skummelt.example/" }, null, "x"],
    })
    openLink(encodePlan(["st-dxm1013-1", "st-dxm1001-2", "st-orgel25-1"]))
    renderVisit(<SharedPlan siteHost={SITE_HOST} festivalName="Ramaskrik" />)
    expect(await screen.findByRole("region", { name: "torsdag 16. oktober 2025" })).toHaveTextContent("Bleeding Static")
    const gone = screen.getByRole("region", { name: "Forestillinger vi ikke kjenner" })
    expect(gone).toHaveTextContent("2 forestillinger i lenken finnes ikke i programmet vårt.")
  })
})
